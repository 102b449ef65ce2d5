import { extname, normalize } from 'node:path';
import { routeFile } from './site/html-template';
import { GAMES_WORKER_PATH } from '../core/site-paths';
import { localeOfPath, localePrefix, LOCALES, pathInLocale } from '../core/locale';
import type { SiteFiles } from './site-files';

/** How a request path maps onto the built site in dist/client (its files as loadSiteFiles read them). */
export type Resolved = { kind: 'file'; file: string; cache: string } | { kind: 'redirect'; location: string; status: 301 | 302 } | { kind: 'not-found-page'; file: string } | { kind: 'not-found' };

/** Hashed build assets never change; HTML, service workers and manifests must be revalidated; other files may be cached briefly. */
export function cacheControlFor(file: string): string {
  // A service worker and a web app manifest are asked again each time (a new build, a publish).
  if (file.endsWith('.html') || file.endsWith('.webmanifest') || /(^|\/)sw\.js$/.test(file)) return 'no-cache';
  if (/[-.][A-Za-z0-9_-]{8,}\.(js|css|mjs)$/.test(file) && /(^|\/)assets\//.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Whether a URL path names a file served with the games (dist/client/games/{folder}/…: a game's
 * page, "Your play", their assets) or the games' service worker (/games/sw.js), not a page of the site (/games/high-low is the site's).
 * Decided on the path as resolveStatic reads it, so `..` cannot dress a site page up as a game's.
 */
export function isGamesPath(urlPath: string): boolean {
  try {
    const path = normalize(decodeURIComponent(urlPath)).replace(/\\/g, '/');
    return /^\/games\/[^/]+\/[^/]/.test(path) || path === GAMES_WORKER_PATH;
  } catch {
    return false;
  }
}

/** A backslash, a control character (C0, DEL, C1) or a line or paragraph separator. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const UNSAFE_PATH = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A decoded path as a URL path: each segment percent-encoded as UTF-8, the slashes kept. */
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** A game page of the route table (games/:gameId, in any language); its prerendered file exists only for known games. */
const GAME_PAGE = new RegExp(`^(${LOCALES.map(localePrefix).filter(Boolean).join('|')})?/games/[^/]+$`);

/**
 * Resolves a URL path: an existing file, a prerendered route (/games -> games.html), a redirect
 * that drops a trailing slash, a redirect from an unknown game to the catalogue (what the app
 * does, here without JavaScript), the site's not-found page for other page paths, or a bare 404
 * for missing files (a game frame whose game does not exist yet must never get the site itself).
 * `navigation`: the request is a reader opening the address in a tab (Sec-Fetch-Dest: document);
 * a missing file then gets the not-found page of the path's language too, not a bare 404 in
 * JSON, since nothing but that reader will ever show it.
 */
export function resolveStatic(files: SiteFiles, urlPath: string, { navigation = false }: { navigation?: boolean } = {}): Resolved {
  const resolved = resolvePath(files, urlPath);
  if (resolved.kind !== 'not-found' || !navigation) return resolved;
  return notFoundPage(urlPath);
}

/** The site's not-found page in the language of `path` (French under /fr), where the build wrote it. */
const notFoundPage = (path: string): Resolved => ({ kind: 'not-found-page', file: routeFile(pathInLocale('', '/404', localeOfPath(path))) });

function resolvePath(files: SiteFiles, urlPath: string): Resolved {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'not-found' };
  }
  // A backslash, a control character or a doubled slash names no file of the site, and a browser
  // reads `/\host` or `//host` in a redirect as another site: never an answer but a 404. Decoded
  // first, so `/%2F%2Fhost/` is one too (it was redirected to `/host`).
  if (UNSAFE_PATH.test(path) || path.startsWith('//')) return { kind: 'not-found' };
  const clean = normalize(path);
  if (!clean.startsWith('/') || clean.startsWith('//') || clean.split('/').some((part) => part.startsWith('.'))) return { kind: 'not-found' };

  // The location is sent percent-encoded as UTF-8 (a header carries bytes, not characters).
  if (clean.length > 1 && clean.endsWith('/')) return { kind: 'redirect', location: encodePath(clean.replace(/\/+$/, '') || '/'), status: 301 };
  const relative = clean === '/' ? 'index.html' : clean.slice(1);
  const candidates = extname(relative) ? [relative] : [`${relative}.html`];
  // Only the build's own files are ever found: no path reaches beyond them.
  for (const candidate of candidates) if (files.has(candidate)) return { kind: 'file', file: candidate, cache: cacheControlFor(candidate) };
  if (extname(relative)) return { kind: 'not-found' };
  // The catalogue of the path's language (French under /fr). Temporary: a game with this id may be
  // added later, and browsers cache permanent redirects.
  if (GAME_PAGE.test(clean)) return { kind: 'redirect', location: pathInLocale('', '/games', localeOfPath(clean)), status: 302 };
  return notFoundPage(clean);
}
