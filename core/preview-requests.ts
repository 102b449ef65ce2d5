import { z } from 'zod';
import { LOCALES } from './locale';
import { cssColorSchema } from './css-colour-schema';
import { GENERATION_ID_PATTERN } from './generation-id';

/** Longest text an editor may save into one field. */
export const MAX_TEXT_LENGTH = 5000;

/** A UTF-16 surrogate without its other half: no character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The generation revision at which the editor last saw the field. With it, a save of a field that
 * someone else changed since is refused (409) instead of overwriting their text; without it the
 * save applies as SPEC.md section 7 says.
 */
const seenRevision = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();

/** Body of POST /api/preview/{generationId}/content (SPEC.md section 7). */
export const contentEditSchema = z
  .object({
    /** Dotted path of an existing text in the content object. */
    path: z.string().min(1).max(200),
    /** The new text, plain. Empty only where the content schema allows it (checked with the content). */
    content: z
      .string()
      .trim()
      .max(MAX_TEXT_LENGTH, `text must be at most ${MAX_TEXT_LENGTH} characters`)
      // Storage and pages are UTF-8, which has no form for half a pair: the history would keep U+FFFD instead.
      .refine((text) => !LONE_SURROGATE.test(text), 'text must be whole Unicode characters (it has half of a surrogate pair)'),
    revision: seenRevision,
    /** The edition the text belongs to; English when absent. A French edit never touches English. */
    locale: z.enum(LOCALES, { error: `must be one of the site's languages: ${LOCALES.join(', ')}` }).optional(),
  })
  .strict();
export type ContentEdit = z.infer<typeof contentEditSchema>;

/** Body of POST /api/preview/{generationId}/styles/v2 (SPEC.md section 7). */
export const styleEditSchema = z
  .object({
    /** Component whose colour changes, e.g. hero. */
    componentName: z.string().min(1).max(64),
    /** Style path within the component, e.g. background. */
    stylePath: z.string().min(1).max(64),
    /** The new colour, any CSS notation; the server keeps its normal form (lower-case hex). */
    value: cssColorSchema,
    revision: seenRevision,
  })
  .strict();
export type StyleEdit = z.infer<typeof styleEditSchema>;

/**
 * Path parameters of the /api/preview/{generationId}/… endpoints. A malformed id names no
 * generation, so the server answers it as an unknown one (404), never as a bad request.
 */
export const generationParamsSchema = z.object({ generationId: z.string().regex(new RegExp(`^${GENERATION_ID_PATTERN}$`), 'Unknown generation') });

/** A generation revision: how many edits it has had. */
const revisionSchema = z.number().int().min(0);

/** Every refusal (4xx): a sentence for the editor, naming the bad field when there is one. */
export const errorReplySchema = z.object({ error: z.string() });

/** 200 answer to an accepted text edit: the edit as stored and the generation's new revision. */
export const contentSavedSchema = z.object({
  path: z.string(),
  content: z.string(),
  /** Only when the save named a language (an English save answers as SPEC.md says). */
  locale: z.enum(LOCALES).optional(),
  revision: revisionSchema,
});
export type ContentSaved = z.infer<typeof contentSavedSchema>;

/** 200 answer to an accepted colour edit; `value` is the colour's normal form (lower-case hex). */
export const styleSavedSchema = z.object({ componentName: z.string(), stylePath: z.string(), value: z.string(), revision: revisionSchema });
export type StyleSaved = z.infer<typeof styleSavedSchema>;

/**
 * The 409 answer to a save whose field changed since the revision it carried: the field's value
 * now and the revision of the edit that set it, so the editor can keep theirs or take it.
 */
export const editConflictReplySchema = z.object({
  error: z.string(),
  /** The field as stored: a content path, or component.stylePath for a colour. */
  path: z.string(),
  current: z.string(),
  revision: revisionSchema,
});
export type EditConflictReply = z.infer<typeof editConflictReplySchema>;

/** One stored edit as GET /api/preview/{generationId}/history lists it. */
export const historyEntrySchema = z.object({
  revision: revisionSchema,
  kind: z.enum(['content', 'style']),
  /** Content path, or component.stylePath for a colour. */
  path: z.string(),
  /** The edition a text edit changed (colours are shared by every language: null). */
  locale: z.enum(LOCALES).nullable(),
  oldValue: z.string(),
  newValue: z.string(),
  /** ISO 8601 time the edit was stored. */
  createdAt: z.string(),
  /** The account that made the edit (its email); null for edits from before accounts. */
  author: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Edits one history page holds unless asked (`limit`), and at most. */
export const HISTORY_PAGE_SIZE = { default: 100, max: 500 } as const;

/**
 * A query parameter that is a whole number written as plain digits, from `min` to `max`. Not
 * `z.coerce.number()`, which reads what `Number()` reads: `1e2`, `0x10`, ` 10` and `5.0` too.
 */
const digitsParam = (messages: { notWhole: string; min: [number, string]; max: [number, string] }) =>
  z
    .string()
    .regex(/^\d+$/, messages.notWhole)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(...messages.min)
        .max(...messages.max),
    );

/** What a bad `limit` is told: one sentence whatever is wrong with it. */
const LIMIT_RANGE = `must be a whole number from 1 to ${HISTORY_PAGE_SIZE.max}`;

/** Query of GET /api/preview/{generationId}/history: `before` a revision (the newest edits when absent), `limit` 1 to 500. */
export const historyQuerySchema = z
  .object({
    before: digitsParam({ notWhole: 'must be a whole revision number', min: [1, 'must be a revision from 1'], max: [2_147_483_647, 'must be a revision number'] }).optional(),
    limit: digitsParam({ notWhole: LIMIT_RANGE, min: [1, LIMIT_RANGE], max: [HISTORY_PAGE_SIZE.max, LIMIT_RANGE] }).default(HISTORY_PAGE_SIZE.default),
  })
  .strict();

/**
 * GET /api/preview/{generationId}/history: the generation's revision and one page of its kept
 * edits, newest first. `more`: older edits remain; `before` is then the cursor of the next page
 * (ask again with ?before=…). Edits older than the kept ones are folded into the stored state.
 */
export const historyReplySchema = z.object({
  generationId: z.string(),
  revision: revisionSchema,
  edits: z.array(historyEntrySchema),
  more: z.boolean(),
  before: revisionSchema.nullable(),
});
export type HistoryReply = z.infer<typeof historyReplySchema>;
