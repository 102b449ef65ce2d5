// What the development server does with each GET of the site: which Vite serves it, or whether
// it is a page to render from the sources. Pure, so it is tested apart from Vite.
import { MONEY_PAGE_PATH } from '../../core/site-paths';

/** Where the games' pages and modules live, on the site's own origin. */
export const GAMES_BASE = '/games/';

/**
 * `games`: the games' Vite (a game's page, its modules, "Your play"); `page`: a page of the site,
 * rendered on the server from the sources; `site`: the site's Vite (modules, styles, public files).
 */
export type DevTarget = 'games' | 'page' | 'site';

/** Vite's own addresses (its client, resolved ids, files outside the root) and the source folders. */
const VITE_PREFIXES = ['/@', '/__', '/node_modules/', '/src/'];

/**
 * The target of a request path (no query): under /games/{folder}/ the games (a game's page,
 * /games/{slug}, is the site's); Vite's own addresses and anything with a file extension the
 * site's Vite (public/ included), but for the static virtual-coins pages; every other path is a
 * page (the app answers unknown ones with its 404 page).
 */
export function devTarget(path: string): DevTarget {
  if (/^\/games\/[^/]+\//.test(path)) return 'games';
  if (path.endsWith(MONEY_PAGE_PATH)) return 'page';
  if (VITE_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'site';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.') ? 'site' : 'page';
}

/** A request's URL as the games' Vite wants it: without the /games prefix (its base), so its plugins see /{slug}/index.html. */
export function gamesUrl(url: string): string {
  return url.slice(GAMES_BASE.length - 1);
}
