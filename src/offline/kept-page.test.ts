import { expect, test } from 'vitest';
import { isKeptCopy, keptPageFor, pageCacheKey } from './kept-page';

const kept = {
  pages: ['/', '/games', '/fr', '/fr/games', '/virtual-coins.html', '/fr/virtual-coins.html'],
  redirects: [
    ['/money', '/virtual-coins.html'],
    ['/fr/money', '/fr/virtual-coins.html'],
  ],
} as const;

test('a kept page is its own answer', () => {
  expect(keptPageFor('/games', kept)).toBe('/games');
  expect(keptPageFor('/', kept)).toBe('/');
});

test('a trailing slash leads to the page without it, in either language, as the server redirects', () => {
  expect(keptPageFor('/games/', kept)).toBe('/games');
  expect(keptPageFor('/fr/', kept)).toBe('/fr');
  expect(keptPageFor('/fr/games//', kept)).toBe('/fr/games');
});

test("the coins link leads to the coins page of its language, as the server's redirect does", () => {
  expect(keptPageFor('/money', kept)).toBe('/virtual-coins.html');
  expect(keptPageFor('/fr/money', kept)).toBe('/fr/virtual-coins.html');
  expect(keptPageFor('/fr/money/', kept)).toBe('/fr/virtual-coins.html');
});

test('a path that leads to no kept page has none', () => {
  expect(keptPageFor('/no-such-page', kept)).toBeUndefined();
  expect(keptPageFor('/api/preview/gen-x', kept)).toBeUndefined();
});

test('a page is kept once, whatever query string or fragment it was asked with', () => {
  expect(pageCacheKey('https://example.test/games?utm_source=news#top')).toBe('https://example.test/games');
  expect(pageCacheKey('https://example.test/fr/games/baccarat?ref=4')).toBe('https://example.test/fr/games/baccarat');
});

test("only this version's pages, each under its own address, stay kept when a worker takes over", () => {
  const origin = 'https://example.test';
  expect(isKeptCopy('https://example.test/games', origin, kept)).toBe(true);
  expect(isKeptCopy('https://example.test/fr/virtual-coins.html', origin, kept)).toBe(true);
  // An older worker's copy under a query string, and a page the site no longer has.
  expect(isKeptCopy('https://example.test/games?ref=2', origin, kept)).toBe(false);
  expect(isKeptCopy('https://example.test/games/old-game', origin, kept)).toBe(false);
  expect(isKeptCopy('https://other.test/games', origin, kept)).toBe(false);
});
