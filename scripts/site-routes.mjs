// The pages a visitor can land on, read from the build: every prerendered document in dist/client
// as the URL path that serves it. Shared by the measuring scripts (budget.mjs, lighthouse.mjs).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A prerendered route: the URL path that serves it and its document's file under dist/client. */
const special = { 'index.html': '/', '404.html': '/this-page-does-not-exist', 'virtual-coins.html': '/virtual-coins.html' };

/** Every prerendered page of the site (404.html serves unknown paths; money.html only redirects). */
export function listRoutes(clientDir) {
  const top = readdirSync(clientDir)
    .filter((name) => name.endsWith('.html') && name !== 'money.html')
    .map((name) => ({ path: special[name] ?? `/${name.slice(0, -5)}`, file: join(clientDir, name) }));
  const gamesDir = join(clientDir, 'games');
  const gamePages = existsSync(gamesDir)
    ? readdirSync(gamesDir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => ({ path: `/games/${name.slice(0, -5)}`, file: join(gamesDir, name) }))
    : [];
  return [...top, ...gamePages].sort((a, b) => a.path.localeCompare(b.path));
}
