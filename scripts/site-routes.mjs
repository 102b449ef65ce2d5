// The pages a visitor can land on, read from the build: every prerendered document in dist/client
// as the URL path that serves it, in every language (French under fr/). Shared by the measuring
// scripts (budget.mjs, lighthouse.mjs).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Documents whose URL is not their name: the home page, the not-found page (served for unknown paths). */
const special = { 'index.html': '/', '404.html': '/this-page-does-not-exist', 'virtual-coins.html': '/virtual-coins.html' };

/** The site's languages besides English, each a folder of the same pages (and a home page beside it: fr.html). */
const LANGUAGE_FOLDERS = ['fr'];

/** The pages of one language folder ('' for English), with their URL paths under `prefix`. */
function languageRoutes(dir, prefix) {
  const top = readdirSync(dir)
    .filter((name) => name.endsWith('.html') && name !== 'money.html' && !LANGUAGE_FOLDERS.includes(name.slice(0, -5)))
    .map((name) => ({ path: prefix + (special[name] ?? `/${name.slice(0, -5)}`), file: join(dir, name) }));
  const gamesDir = join(dir, 'games');
  const gamePages = existsSync(gamesDir)
    ? readdirSync(gamesDir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => ({ path: `${prefix}/games/${name.slice(0, -5)}`, file: join(gamesDir, name) }))
    : [];
  return [...top, ...gamePages];
}

/** Every prerendered page of the site (404.html serves unknown paths; money.html only redirects). */
export function listRoutes(clientDir) {
  const routes = [...languageRoutes(clientDir, '')];
  for (const folder of LANGUAGE_FOLDERS) {
    if (!existsSync(join(clientDir, folder))) continue;
    routes.push({ path: `/${folder}`, file: join(clientDir, `${folder}.html`) });
    routes.push(...languageRoutes(join(clientDir, folder), `/${folder}`));
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}
