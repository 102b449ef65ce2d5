/**
 * The site's one path table: the route table (src/app/routes.tsx), the prerender list, the
 * server, the games' links back to the site and the measuring scripts all read these paths, so a
 * page renamed here is renamed everywhere. Paths are a route's address in the default language;
 * `pathInLocale` (core/locale.ts) gives another language's.
 */
export const SITE_PATHS = {
  home: '/',
  about: '/about',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  games: '/games',
  /** The games link to it from their frames, and the content's footer links lead there. */
  playResponsibly: '/play-responsibly',
  /** Redirects to the static coins page (MONEY_PAGE_PATH). */
  money: '/money',
} as const;

/** The "Play responsibly" page. */
export const PLAY_RESPONSIBLY_PATH = SITE_PATHS.playResponsibly;

/**
 * The static page about virtual coins, outside the single-page app: a fixed path that no
 * prerendered route can take (routes have no file extension). The route table, the build and
 * the server (site and preview) all use this one value.
 */
export const MONEY_PAGE_PATH = '/virtual-coins.html';

/** The page the build writes for unknown paths (404.html); the server answers them with it. */
export const NOT_FOUND_PATH = '/404';

/**
 * Every path the build prerenders, in order: the site's pages with a page per catalogue game
 * (`gameLinks`) after the games list.
 */
export function prerenderedPaths(gameLinks: readonly string[]): string[] {
  const { home, about, terms, privacy, games, playResponsibly, money } = SITE_PATHS;
  return [home, about, terms, privacy, games, ...gameLinks, playResponsibly, money];
}

/**
 * What makes the site an installable app that plays offline (docs/decisions/041): each language's
 * web app manifest and offline page (under its prefix: /fr/manifest.webmanifest), written with
 * the pages; the site's service worker; and the games' own worker, which a game's page registers
 * when the games have an origin of their own (GAMES_ORIGIN).
 */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
export const OFFLINE_PAGE_PATH = '/offline.html';
export const SITE_WORKER_PATH = '/sw.js';
export const GAMES_WORKER_PATH = '/games/sw.js';
