import { expect, test } from 'vitest';
import { devTarget, gamesUrl } from './dev-site';

test('pages of both languages, the static coins pages and unknown paths are rendered as pages', () => {
  for (const path of ['/', '/fr', '/games', '/games/high-low', '/fr/games/baccarat', '/play-responsibly', '/virtual-coins.html', '/fr/virtual-coins.html', '/no-such-page']) {
    expect(devTarget(path), path).toBe('page');
  }
});

test("a game's page, modules and Vite client under /games/{folder}/ go to the games' Vite", () => {
  for (const path of ['/games/high-low/index.html', '/games/high-low/', '/games/kit/shell.ts', '/games/your-play/index.html', '/games/@vite/client', '/games/@fs/project/src/content/locale.ts']) {
    expect(devTarget(path), path).toBe('games');
  }
});

test("the site's modules, Vite's own addresses and public files go to the site's Vite", () => {
  for (const path of ['/src/entry-client.tsx', '/@vite/client', '/@id/virtual', '/node_modules/.vite/deps/react.js', '/favicon.svg', '/images/hero.svg']) {
    expect(devTarget(path), path).toBe('site');
  }
});

test("the games' Vite gets the address without its /games base, query kept", () => {
  expect(gamesUrl('/games/high-low/index.html?lang=fr')).toBe('/high-low/index.html?lang=fr');
  expect(gamesUrl('/games/@vite/client')).toBe('/@vite/client');
});
