import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from './locale';

/** The `format` an exported generation file carries. */
export const GENERATION_FILE_FORMAT = 'brightmoose-generation';

/** The version of that format this release writes and reads. */
export const GENERATION_FILE_VERSION = 1;

/**
 * Body of POST /api/generations that imports a generation: an exported file as it is, or just
 * `{ content, styles }`. Content and styles are checked afterwards by their own schemas (after
 * the content is upgraded), so that their errors name content paths.
 */
export const generationFileSchema = z
  .object({
    /** Always brightmoose-generation when present. */
    format: z.literal(GENERATION_FILE_FORMAT).optional(),
    /** Version of the file format; only 1 exists. */
    version: z.literal(GENERATION_FILE_VERSION).optional(),
    /** The generation it was exported from (a new one is created on import). */
    generationId: z.string().max(100).optional(),
    /** That generation's revision when exported. */
    revision: z.number().int().min(0).optional(),
    /** ISO 8601 time of the export. */
    exportedAt: z.string().max(100).optional(),
    /** The content object. */
    content: z.record(z.string(), z.unknown()),
    /** The style set; a missing one is an empty set. */
    styles: z.record(z.string(), z.unknown()).optional(),
    /**
     * The other languages' editions (`{ fr: {...} }`); a file from before them gets the default
     * French edition. A language the site does not have is refused, not dropped unseen.
     */
    translations: z.partialRecord(z.enum(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)), z.unknown()).optional(),
  })
  .strict();

/** Zod's own words for a required field that is missing, so that every missing field reads alike. */
const MISSING_CONTENT = 'Invalid input: expected record, received undefined';

/**
 * Body of POST /api/generations: `{}` starts from the defaults; anything else is a file to import
 * (`generationFileSchema`) and must carry its content.
 */
export const newGenerationRequestSchema = generationFileSchema.partial({ content: true }).refine(
  (body) => body.content !== undefined || Object.keys(body).length === 0,
  // Checked even when other fields are bad too, so that one answer names every problem.
  { path: ['content'], message: MISSING_CONTENT, when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
);

/**
 * The file GET /api/preview/{generationId}/export answers: every field of an import present, so
 * that an export always imports.
 */
export const exportedFileSchema = generationFileSchema.required();

/** 201 answer of POST /api/generations (a fresh copy of the defaults, or an import). */
export const generationCreatedSchema = z.object({ id: z.string(), previewUrl: z.string(), revision: z.number().int().min(0) });
export type GenerationCreated = z.infer<typeof generationCreatedSchema>;

/** Body of POST /api/preview/{generationId}/publish: nothing to choose yet. */
export const publishRequestSchema = z.strictObject({}, { error: 'the body must be {}' });

/** 200 answer of POST /api/preview/{generationId}/publish. */
export const publishReplySchema = z.object({
  /**
   * The publish's folder relative to the server's publish folder, `{generation id}/{publish id}`
   * (client/, server/, build-info.json inside); never a server path.
   */
  name: z.string(),
  /** How many pages were written: every route, the 404 page and the static virtual-coins page. */
  pages: z.number().int().min(0),
  /** The generation's revision that was published. */
  revision: z.number().int().min(0),
  /** ISO 8601 time of the publish. */
  publishedAt: z.string(),
});
export type PublishReply = z.infer<typeof publishReplySchema>;
