import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadSiteFiles } from './site-files';
import { cacheControlFor, isGamesPath, resolveStatic as resolveIn } from './static-files';

const root = mkdtempSync(join(tmpdir(), 'static-'));
for (const file of ['index.html', 'games.html', 'games/high-low.html', 'games/high-low/index.html', 'assets/index-AbCd1234.js', 'images/logo.svg', '404.html']) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), file);
}

afterAll(() => rmSync(root, { recursive: true, force: true }));
const files = loadSiteFiles(root);
const resolveStatic = (_root: string, path: string) => resolveIn(files, path);

test('routes map to their prerendered files', () => {
  expect(resolveStatic(root, '/')).toMatchObject({ kind: 'file', file: 'index.html' });
  expect(resolveStatic(root, '/games')).toMatchObject({ kind: 'file', file: 'games.html' });
  expect(resolveStatic(root, '/games/high-low')).toMatchObject({ kind: 'file', file: 'games/high-low.html' });
});

test('a game page and its frame are different files', () => {
  expect(resolveStatic(root, '/games/high-low/index.html')).toMatchObject({ kind: 'file', file: 'games/high-low/index.html' });
});

test('unknown pages get the not-found page; unknown files a bare 404', () => {
  expect(resolveStatic(root, '/no-such-page')).toEqual({ kind: 'not-found-page', file: '404.html' });
  expect(resolveStatic(root, '/fr/no-such-page')).toEqual({ kind: 'not-found-page', file: 'fr/404.html' });
  expect(resolveStatic(root, '/french/no-such-page')).toEqual({ kind: 'not-found-page', file: '404.html' });
  expect(resolveStatic(root, '/games/fisher-man/index.html')).toEqual({ kind: 'not-found' });
  expect(resolveStatic(root, '/images/missing.svg')).toEqual({ kind: 'not-found' });
});

test('a trailing slash redirects to the route without it', () => {
  expect(resolveStatic(root, '/games/')).toEqual({ kind: 'redirect', location: '/games', status: 301 });
});

test('a game page without a prerendered file (an unknown game) redirects to the catalogue', () => {
  expect(resolveStatic(root, '/games/fisher-man')).toEqual({ kind: 'redirect', location: '/games', status: 302 });
  expect(resolveStatic(root, '/fr/games/fisher-man')).toEqual({ kind: 'redirect', location: '/fr/games', status: 302 });
  expect(resolveStatic(root, '/xx/games/fisher-man')).toEqual({ kind: 'not-found-page', file: '404.html' });
  expect(resolveStatic(root, '/games/fisher-man/rules')).toEqual({ kind: 'not-found-page', file: '404.html' });
});

test('nothing outside the site or hidden can be reached', () => {
  expect(resolveStatic(root, '/../package.json').kind).not.toBe('file');
  expect(resolveStatic(root, '/%2e%2e/%2e%2e/etc/passwd').kind).not.toBe('file');
  expect(resolveStatic(root, '/.git/config').kind).toBe('not-found');
  expect(resolveStatic(root, '/%E0%A4%A').kind).toBe('not-found');
});

test('hashed assets are immutable, HTML is revalidated, other files cached briefly', () => {
  expect(cacheControlFor('assets/index-AbCd1234.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('games/high-low/assets/main-x1Y2z3W4.css')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('games/high-low.html')).toBe('no-cache');
  expect(cacheControlFor('images/logo.svg')).toBe('public, max-age=3600');
});

test("the games' files are told apart from the site's pages, whatever the path's spelling", () => {
  expect(isGamesPath('/games/high-low/index.html')).toBe(true);
  expect(isGamesPath('/games/assets/high-low-AbCd1234.js')).toBe(true);
  expect(isGamesPath('/games/your-play/index.html')).toBe(true);
  expect(isGamesPath('/games/high-low')).toBe(false);
  expect(isGamesPath('/games/high-low/')).toBe(false);
  expect(isGamesPath('/fr/games/high-low')).toBe(false);
  expect(isGamesPath('/games/high-low/../../index.html')).toBe(false);
  expect(isGamesPath('/games/%2e%2e/x/index.html')).toBe(false);
  expect(isGamesPath('/games/%E0%A4%A/index.html')).toBe(false);
});
