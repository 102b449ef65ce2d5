// The site's service worker, /sw.js: what lets an installed site open its pages and play its games
// with the network off (docs/decisions/041-installable-offline-app.md), built by
// server/site/service-workers.ts. On a games origin of their own (GAMES_ORIGIN) the games have a
// worker of their own, games-worker.ts.
//
// What it keeps:
// - the build's files (hashed scripts and styles, images, the games' pages and files), precached
//   with Workbox from the list the build injects in place of self.__WB_MANIFEST;
// - the pages, their web app manifests and the offline pages, fetched when the worker installs and
//   after that network first: a publish rewrites them without a new build, so an online player
//   always gets the newest, and the copy kept is what opens offline.
// What it never keeps: anything under /api/ (the preview, its API, signing in) and any page it
// does not know. A page it does not have (a preview page included) answers offline with the
// offline page of its language.
//
// A new worker waits: it takes over only when the player asks for it (the update notice,
// src/islands/offline-app.ts) or when no page of the old one is open, so no round is ever cut off.
import { previewBasename } from '../../core/generation-id';
import { precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isKeptCopy, keptPageFor, pageCacheKey, type KeptPages } from './kept-page';

/** What the build tells each worker (server/site/service-workers.ts, as `__OFFLINE_WORKER__`). */
type WorkerSettings = KeptPages & {
  /** Each language's path prefix ('' for the default) and its offline page, longest prefix first. */
  offlinePages: [prefix: string, path: string][];
};

/** The parts of a service worker's global scope used here (the project's types are the DOM's). */
type WorkerScope = {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
};
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type ExtendableMessageEvent = ExtendableEvent & { data: unknown };

declare const __OFFLINE_WORKER__: WorkerSettings;
const settings = __OFFLINE_WORKER__;
const scope = self as unknown as WorkerScope;

/** The cache of pages; the precache is Workbox's own. */
const PAGES_CACHE = 'pages';

// The site's worker keeps the games' files too when they are served with the site: its page
// registers it as /sw.js?games (src/islands/offline-app.ts); with a games origin they are there.
const gamesHere = new URL(scope.location.href).searchParams.has('games');
// Workbox's injectManifest replaces exactly `self.__WB_MANIFEST` with the list.
const precacheList = (self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST;
const manifest = precacheList.filter((entry) => gamesHere || !(typeof entry === 'string' ? entry : entry.url).startsWith('games/'));
// A French frame is the same file as the English one (?lang=fr is read by its script).
precacheAndRoute(manifest, { ignoreURLParametersMatching: [/^lang$/, /^utm_/, /^fbclid$/] });

// The pages, manifests and offline pages: fetched at install, then network first.
keepPages();

function keepPages() {
  const pages = new Set(settings.pages);
  // One copy per page: a query string (a shared link's ?utm_source) names the same page, and
  // keeping each one apart would grow the cache with every new link followed.
  const network = new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [{ cacheKeyWillBeUsed: ({ request }) => Promise.resolve(pageCacheKey(request.url)) }],
  });

  scope.addEventListener('install', (event) => {
    // Every page now, so any of them opens offline, not only those visited; one that fails is
    // fetched again when visited.
    event.waitUntil(caches.open(PAGES_CACHE).then((cache) => Promise.allSettled(settings.pages.map((path) => cache.add(path)))));
  });

  const offlinePage = async (path: string): Promise<Response> => {
    const [, page] = settings.offlinePages.find(([prefix]) => prefix !== '' && (path === prefix || path.startsWith(prefix + '/'))) ?? settings.offlinePages.find(([prefix]) => prefix === '') ?? [];
    const kept = page ? await caches.match(page, { cacheName: PAGES_CACHE }) : undefined;
    return kept ?? Response.error();
  };

  // Every page, and every navigation of this origin; under /api/ (the preview, its downloads,
  // signing in) only navigations, never kept, so that offline they answer the offline page of
  // their language rather than the browser's own error.
  registerRoute(
    ({ url, request }) => url.origin === scope.location.origin && (request.mode === 'navigate' || (!url.pathname.startsWith('/api/') && pages.has(url.pathname))),
    async (options) => {
      const { url, request } = options;
      try {
        if (pages.has(url.pathname)) return await network.handle(options);
        return await fetch(request);
      } catch {
        if (request.mode !== 'navigate') return Response.error();
        // An address the server sends on to a kept page (/money, /games/) is sent there offline too.
        const kept = keptPageFor(url.pathname, settings);
        if (kept && kept !== url.pathname) return Response.redirect(new URL(kept + url.search, url).href, url.pathname.endsWith('/') ? 301 : 302);
        // A preview page is in the language of its path after the preview's prefix.
        return offlinePage(url.pathname.slice(previewBasename(url.pathname)?.length ?? 0) || '/');
      }
    },
  );
}

scope.addEventListener('activate', (event) => event.waitUntil(dropStalePages().then(() => scope.clients.claim())));

/** Deletes the copies this version does not keep: pages the site no longer has, and an older worker's copies under a query string. */
async function dropStalePages(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  const stale = (await cache.keys()).filter((request) => !isKeptCopy(request.url, scope.location.origin, settings));
  await Promise.all(stale.map((request) => cache.delete(request)));
}

// The update notice's button: the player chose to load the new version now.
scope.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void scope.skipWaiting();
});

function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
