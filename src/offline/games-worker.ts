// The games' own service worker, /games/sw.js, which a game's page registers on the games' own
// origin (GAMES_ORIGIN; games/kit/offline.ts). It only keeps the games' files: the list the build
// injects in place of self.__WB_MANIFEST (Workbox's injectManifest, server/site/service-workers.ts).
// Written out rather than Workbox's runtime: it is counted with every game's 40 KB, and keeping a
// fixed list of files is all it does (docs/decisions/041). The site's worker, which does more
// (pages network first, the offline page), is Workbox's (service-worker.ts).
//
// A file is kept under its URL with its revision (hashed names have none: the name changes
// instead), so a new worker fetches only what changed. It installs beside the old one and takes
// over when no game's page of the old one is open; only then are files the new list lacks deleted.

/** One file of the build, as Workbox lists it: a path from /games/ and its revision. */
type Entry = { url: string; revision: string | null };
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type WorkerFetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
/** The parts of a service worker's global scope used here (the project's types are the DOM's). */
type WorkerScope = {
  location: Location;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
};

const scope = self as unknown as WorkerScope;
const CACHE = 'games-files';
// Injected by the build in place of exactly `self.__WB_MANIFEST`.
const entries = (self as unknown as { __WB_MANIFEST: Entry[] }).__WB_MANIFEST;

/** Each file's address, and the key it is kept under (the address with its revision). */
const keys = new Map(
  entries.map((entry) => {
    const url = new URL(entry.url, scope.location.href);
    const key = new URL(url);
    if (entry.revision) key.searchParams.set('__revision', entry.revision);
    return [url.href, key.href];
  }),
);

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      const kept = new Set((await cache.keys()).map((request) => request.url));
      await Promise.all(
        [...keys]
          .filter(([, key]) => !kept.has(key))
          .map(async ([url, key]) => {
            const response = await fetch(url, { cache: 'reload' });
            // A file missing from the server fails the install: the old worker goes on.
            if (!response.ok) throw new Error(`${url}: ${response.status}`);
            await cache.put(key, response);
          }),
      );
    }),
  );
});

scope.addEventListener('activate', (event) => {
  const current = new Set(keys.values());
  event.waitUntil(
    caches
      .open(CACHE)
      .then(async (cache) => Promise.all((await cache.keys()).filter((request) => !current.has(request.url)).map((request) => cache.delete(request))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  // A French frame is the same file as the English one (?lang=fr is read by its script).
  const url = new URL(event.request.url);
  url.searchParams.delete('lang');
  const key = keys.get(url.href);
  if (!key) return;
  event.respondWith(caches.match(key, { cacheName: CACHE }).then((kept) => kept ?? fetch(event.request)));
});
