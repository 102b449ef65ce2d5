import { z } from 'zod';
import { LOCALES, type Locale } from '../content/locale';
import { cssColorSchema } from '../content/schema';

/** Longest text an editor may save into one field. */
export const MAX_TEXT_LENGTH = 5000;

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
    content: z.string().trim().max(MAX_TEXT_LENGTH, `text must be at most ${MAX_TEXT_LENGTH} characters`),
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

/** What the server answers to an accepted edit: the edit and the generation's new revision. */
export type ContentSaved = { path: string; content: string; locale?: Locale; revision: number };
export type StyleSaved = { componentName: string; stylePath: string; value: string; revision: number };

/**
 * The 409 answer to a save whose field changed since the revision it carried: the field's value
 * now and the revision of the edit that set it, so the editor can keep theirs or take it.
 */
export type EditConflictReply = {
  error: string;
  /** The field as stored: a content path, or component.stylePath for a colour. */
  path: string;
  current: string;
  revision: number;
};

/** One stored edit as GET /api/preview/{generationId}/history lists it. */
export type HistoryEntry = {
  revision: number;
  kind: 'content' | 'style';
  /** Content path, or component.stylePath for a colour. */
  path: string;
  /** The edition a text edit changed (colours are shared by every language: null). */
  locale: Locale | null;
  oldValue: string;
  newValue: string;
  /** ISO 8601 time the edit was stored. */
  createdAt: string;
};

/** GET /api/preview/{generationId}/history: the generation's revision and every edit, newest first. */
export type HistoryReply = { generationId: string; revision: number; edits: HistoryEntry[] };
