import { pathInLocale, routeOfPath, type Locale } from './locale';
import { previewBasename } from './generation-id';

/** The preview page at `pathname` in another language: /api/preview/gen-…/games -> /api/preview/gen-…/fr/games. */
export function previewPathIn(pathname: string, locale: Locale): string {
  const root = previewBasename(pathname);
  if (!root) return pathname;
  return pathInLocale(root, routeOfPath(pathname.slice(root.length) || '/'), locale);
}
