import { z } from 'zod';
import type { Translations } from '../content/editions';
import type { SiteContent, StyleSet } from '../content/schema';

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
    /** The other languages' editions (`{ fr: {...} }`); a file from before them gets the default French edition. */
    translations: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/** GET /api/preview/{generationId}/export: a generation's content and styles as a file. */
export type GenerationFile = {
  format: typeof GENERATION_FILE_FORMAT;
  version: typeof GENERATION_FILE_VERSION;
  generationId: string;
  revision: number;
  /** ISO 8601 time of the export. */
  exportedAt: string;
  content: SiteContent;
  translations: Translations;
  styles: StyleSet;
};

/** 201 answer of POST /api/generations (a fresh copy of the defaults, or an import). */
export type GenerationCreated = { id: string; previewUrl: string; revision: number };

/** Body of POST /api/preview/{generationId}/publish: nothing to choose yet. */
export const publishRequestSchema = z.object({}).strict();

/** 200 answer of POST /api/preview/{generationId}/publish. */
export type PublishReply = {
  /** Absolute path of the output folder on the server (client/, server/, build-info.json). */
  outputDir: string;
  /** How many pages were written: every route, the 404 page and the static virtual-coins page. */
  pages: number;
  /** The generation's revision that was published. */
  revision: number;
  /** ISO 8601 time of the publish. */
  publishedAt: string;
};
