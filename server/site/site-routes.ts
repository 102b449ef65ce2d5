// The pages a visitor can land on, as the measuring scripts (npm run audit:budget,
// audit:lighthouse) load them: every prerendered document of every language with the URL path
// that serves it, from the site's one path table (core/site-paths.ts).
import { join } from 'node:path';
import { GAMES, gameLink } from '../../core/game-registry';
import { LOCALES, pathInLocale } from '../../core/locale';
import { MONEY_PAGE_PATH, NOT_FOUND_PATH, prerenderedPaths, SITE_PATHS } from '../../core/site-paths';
import { routeFile } from './html-template';

/** One prerendered page: the path a browser asks for and the document under the client folder that answers it. */
export type SiteRoute = { path: string; file: string };

/** A path no route takes, which the server answers with the not-found page. */
export const UNKNOWN_PATH = '/this-page-does-not-exist';

/**
 * Every prerendered page of the site under `clientDir`, sorted by path: each route of each
 * language, its not-found page and its static coins page (/money only redirects, so it is left out).
 */
export function listRoutes(clientDir: string): SiteRoute[] {
  const routes = LOCALES.flatMap((locale) => {
    const at = (route: string) => pathInLocale('', route, locale);
    const page = (route: string) => ({ path: at(route), file: join(clientDir, routeFile(at(route))) });
    const pages = prerenderedPaths(GAMES.map((game) => gameLink(game.slug))).filter((route) => route !== SITE_PATHS.money);
    return [...pages.map(page), { path: at(UNKNOWN_PATH), file: join(clientDir, routeFile(at(NOT_FOUND_PATH))) }, { path: at(MONEY_PAGE_PATH), file: join(clientDir, at(MONEY_PAGE_PATH).slice(1)) }];
  });
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}
