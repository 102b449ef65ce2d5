/**
 * What a preview generation id looks like: gen- and 22 to 64 URL-safe base64 characters (the
 * server makes 24 of them, 144 random bits). The one rule the preview client (which turns a page
 * into the editor) and the server (which serves and edits generations) both import, so the
 * client never edits an id the server refuses. No dependencies: the visitor bundle and the site's
 * service worker load it.
 */
export const GENERATION_ID_PATTERN = 'gen-[A-Za-z0-9_-]{22,64}';

const WHOLE_ID = new RegExp(`^${GENERATION_ID_PATTERN}$`);

/** Whether a string is a well-formed generation id (whether it exists is the store's business). */
export function isGenerationId(value: string): boolean {
  return WHOLE_ID.test(value);
}

/** The preview prefix: /api/preview/gen-... at the start of the path, as one whole segment. */
const PREVIEW_PREFIX = new RegExp(`^/api/preview/(${GENERATION_ID_PATTERN})(?=/|$)`);

/** The router's basename in preview mode (/api/preview/gen-...), or null for ordinary visitors. */
export function previewBasename(pathname: string): string | null {
  return PREVIEW_PREFIX.exec(pathname)?.[0] ?? null;
}

/** The generation being edited, from the page path; editing without one is an error. */
export function generationIdFromPath(pathname: string): string {
  const id = PREVIEW_PREFIX.exec(pathname)?.[1];
  if (!id) throw new Error('No generation ID found');
  return id;
}
