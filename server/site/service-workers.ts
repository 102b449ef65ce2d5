// The build's service workers (docs/decisions/041-installable-offline-app.md): the site's /sw.js
// (src/offline/service-worker.ts, Workbox's runtime) and the games' /games/sw.js
// (src/offline/games-worker.ts), each bundled with Vite, then given its precache list by Workbox
// (workbox-build's injectManifest) from the files the build wrote. Runs after the pages and the games are built.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { localePrefix, LOCALES, pathInLocale } from '../../core/locale';
import { GAMES_WORKER_PATH, MONEY_PAGE_PATH, OFFLINE_PAGE_PATH, SITE_PATHS, SITE_WORKER_PATH, WEB_APP_MANIFEST_PATH } from '../../core/site-paths';
import { listRoutes, UNKNOWN_PATH } from './site-routes';

const SOURCES = { site: resolve(import.meta.dirname, '../../src/offline/service-worker.ts'), games: resolve(import.meta.dirname, '../../src/offline/games-worker.ts') };

/** What each worker precaches, as globs under its own folder (the site's: dist/client; the games': dist/client/games). */
export const PRECACHED = {
  site: {
    // The visitor pages' scripts and styles (not the preview's React), images (not the link-preview
    // pictures, which only social sites fetch), the favicon, and the games' files for when they are
    // served with the site: their pages and assets, not the site's pages about them (games/high-low.html).
    patterns: ['assets/**/*.{js,css}', 'images/**/*.{svg,png,webp,jpg}', 'favicon.svg', 'games/*/**/*.{html,js,css,svg,png,webp}'],
    ignores: ['assets/mount-preview-*', 'images/share*', 'games/sw.js'],
  },
  games: { patterns: ['*/**/*.{html,js,css,svg,png,webp}'], ignores: ['sw.js'] },
} as const;

/** The paths the site's worker fetches when it installs and keeps network first: every page, manifest and offline page of every language. */
export function keptPages(clientDir: string): string[] {
  const pages = listRoutes(clientDir)
    .map((route) => route.path)
    .filter((path) => !path.endsWith(UNKNOWN_PATH));
  const extras = LOCALES.flatMap((locale) => [pathInLocale('', WEB_APP_MANIFEST_PATH, locale), pathInLocale('', OFFLINE_PAGE_PATH, locale)]);
  return [...pages, ...extras];
}

/** The server's redirects to a kept page, which the site's worker follows offline: each language's /money to its coins page (server/app.ts). */
export function keptRedirects(): [from: string, to: string][] {
  return LOCALES.map((locale) => [pathInLocale('', SITE_PATHS.money, locale), pathInLocale('', MONEY_PAGE_PATH, locale)]);
}

/** Builds dist/client/sw.js and dist/client/games/sw.js; returns how many files each precaches. */
export async function buildServiceWorkers(distDir: string): Promise<{ site: number; games: number }> {
  const clientDir = resolve(distDir, 'client');
  // Longest prefix first, so /fr/... finds French before the default language's ''.
  const offlinePages = LOCALES.map((locale) => [localePrefix(locale), pathInLocale('', OFFLINE_PAGE_PATH, locale)] as const).sort((a, b) => b[0].length - a[0].length);
  const counts = { site: 0, games: 0 };
  for (const role of ['site', 'games'] as const) {
    const settings = { pages: role === 'site' ? keptPages(clientDir) : [], redirects: role === 'site' ? keptRedirects() : [], offlinePages };
    const bundled = await bundle(role, settings);
    const folder = role === 'site' ? clientDir : join(clientDir, 'games');
    const target = join(clientDir, (role === 'site' ? SITE_WORKER_PATH : GAMES_WORKER_PATH).slice(1));
    try {
      const { count } = await injectManifest({
        swSrc: bundled.file,
        swDest: target,
        globDirectory: folder,
        globPatterns: [...PRECACHED[role].patterns],
        globIgnores: [...PRECACHED[role].ignores],
        // Hashed names (name-AbCd1234.js) change with their content: no revision needed.
        dontCacheBustURLsMatching: /-[A-Za-z0-9_-]{8}\.(js|css)$/,
      });
      counts[role] = count;
    } finally {
      rmSync(bundled.dir, { recursive: true, force: true });
    }
  }
  return counts;
}

/** One worker bundled with its settings, in a scratch folder; Workbox fills in the precache list next. */
async function bundle(role: 'site' | 'games', settings: object): Promise<{ dir: string; file: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'service-worker-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { __OFFLINE_WORKER__: JSON.stringify(settings), 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      // A classic script: every browser that has service workers can start it.
      lib: { entry: SOURCES[role], formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
    },
  });
  return { dir, file: join(dir, 'sw.js') };
}
