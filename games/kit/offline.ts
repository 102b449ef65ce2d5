/**
 * Whether a game's page is framed by a site of another origin (the games have their own,
 * GAMES_ORIGIN): the framing page is the referrer. Framed by the site's own origin, or opened
 * on its own, the site's service worker already keeps the games (docs/decisions/041).
 */
export function framedFromAnotherOrigin(referrer: string, origin: string): boolean {
  if (!URL.canParse(referrer)) return false;
  return new URL(referrer).origin !== origin;
}

/**
 * On the games' own origin, registers the games' service worker (/games/sw.js, for /games/), which
 * keeps every game's files so they play offline. It never takes over from an older one by itself:
 * a new one waits until no game's page of the old one is open, so no round is cut off. Not under
 * npm run dev (`enabled` false): the worker is made by the build.
 */
export function keepGamesOffline(view: Window, enabled: boolean): void {
  const workers = view.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!enabled || !workers || !framedFromAnotherOrigin(view.document.referrer, view.location.origin)) return;
  // Every game's page is one folder below the games' root: ../sw.js is /games/sw.js.
  workers.register(new URL('../sw.js', view.location.href), { scope: new URL('../', view.location.href).pathname }).catch(() => undefined);
}
