/** The preview prefix: /api/preview/gen-... at the start of the path. */
const PREVIEW_PREFIX = /^\/api\/preview\/(gen-[A-Za-z0-9_-]+)(?=\/|$)/;

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
