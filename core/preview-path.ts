import { pathInLocale, routeOfPath, type Locale } from './locale';
import { GENERATION_ID_PATTERN } from './generation-id';

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

/** The preview page at `pathname` in another language: /api/preview/gen-…/games -> /api/preview/gen-…/fr/games. */
export function previewPathIn(pathname: string, locale: Locale): string {
  const root = previewBasename(pathname);
  if (!root) return pathname;
  return pathInLocale(root, routeOfPath(pathname.slice(root.length) || '/'), locale);
}
