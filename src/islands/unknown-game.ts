import { SITE_PATHS } from '../../core/site-paths';

/**
 * Where a not-found page served for `pathname` leads at once: the catalogue, for an unknown
 * game's page (/games/x, /fr/games/x), or nowhere. `renderedPath` is the path the page was
 * rendered for (/404, /fr/404), whose folder is the language's root. Our server already answers
 * such paths with a redirect; this serves a plain static host, which sends its 404 page instead.
 */
export function unknownGameTarget(renderedPath: string, pathname: string): string | null {
  if (!renderedPath.endsWith('/404') || renderedPath === pathname) return null;
  const games = renderedPath.slice(0, -'/404'.length) + SITE_PATHS.games;
  const rest = pathname.startsWith(games + '/') ? pathname.slice(games.length + 1).replace(/\/$/, '') : '';
  return rest && !rest.includes('/') ? games : null;
}

/** On a not-found page served for an unknown game, replaces the history entry with the catalogue. */
export function unknownGame(doc: Document): void {
  const rendered = doc.getElementById('root')?.dataset.renderedPath;
  const location = doc.defaultView?.location;
  const target = rendered && location ? unknownGameTarget(rendered, location.pathname) : null;
  if (target && location) location.replace(target);
}
