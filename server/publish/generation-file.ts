import type { z } from 'zod';
import { siteDataErrors } from '../site/write-site';
import { siteContentSchema, styleSetSchema, type SiteContent, type StyleSet } from '../../src/content/schema';
import type { Translations } from '../../src/content/editions';
import { readTranslations, upgradeContent } from '../../src/content/upgrade-content';
import { GENERATION_FILE_FORMAT, GENERATION_FILE_VERSION, generationFileSchema } from '../../core/publish-requests';
import type { Generation } from '../storage/preview-store';
import { oversizeMessage } from '../preview/generation-size';

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

/** Whether any text, list or style set of an invalid file is over its bound (a `too_big` issue). */
function overBound(content: unknown, translations: Record<string, unknown>, styles: unknown): boolean {
  const tooBig = (result: { success: boolean; error?: { issues: { code: string }[] } }) => !result.success && !!result.error?.issues.some((issue) => issue.code === 'too_big');
  return tooBig(siteContentSchema.safeParse(content)) || Object.values(translations).some((edition) => tooBig(siteContentSchema.safeParse(edition))) || tooBig(styleSetSchema.safeParse(styles));
}

/** A generation as an export file: its content and styles as stored, and where they came from. */
export function toGenerationFile(generation: Generation, exportedAt: Date): GenerationFile {
  return {
    format: GENERATION_FILE_FORMAT,
    version: GENERATION_FILE_VERSION,
    generationId: generation.id,
    revision: generation.revision,
    exportedAt: exportedAt.toISOString(),
    content: generation.content,
    translations: generation.translations,
    styles: generation.styles,
  };
}

/** What reading an import gives: content and styles ready to store, or one `path: message` line per bad value. */
export type ReadGenerationFile =
  | { ok: true; content: SiteContent; translations: Translations; styles: StyleSet }
  /** `status`: 422 when a text or list is over its bound, 413 when the whole generation is (docs/decisions/027), else 400. */
  | { ok: false; errors: string[]; status: 400 | 413 | 422 };

/**
 * Reads an exported file (or a bare `{ content, styles }`): content from an earlier release is
 * upgraded as stored generations are, then content and styles must pass their schemas.
 */
export function readGenerationFile(body: unknown): ReadGenerationFile {
  const file = generationFileSchema.safeParse(body);
  if (!file.success) return { ok: false, status: 400, errors: file.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`) };
  return checkGenerationFile(file.data);
}

/** A file as its route schema parsed it: its parts are still to be checked. */
export type ImportedFile = z.output<typeof generationFileSchema>;

/**
 * The second half of reading a file, for a body its route schema has already parsed: the whole
 * content's schema over up to 256 KB of it, work the server runs in a site worker (site-workers.ts).
 */
export function checkGenerationFile(file: ImportedFile): ReadGenerationFile {
  const content = upgradeContent(file.content);
  const translations = readTranslations(file.translations);
  const styles = file.styles ?? {};
  const errors = siteDataErrors({ siteContentSchema, styleSetSchema }, { content, translations, styles });
  if (errors.length > 0) return { ok: false, errors, status: overBound(content, translations, styles) ? 422 : 400 };
  // Each part within its bounds, the whole may still be too large.
  const oversize = oversizeMessage({ content: content as object, translations, styles });
  if (oversize) return { ok: false, errors: [`(root): ${oversize}`], status: 413 };
  // Styles are kept as written, as the default set's are; the schema only vouched for them.
  return { ok: true, content: siteContentSchema.parse(content), translations, styles: styles as StyleSet };
}
