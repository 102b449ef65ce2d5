import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { builtGamesOrigin, defaultSiteOrigins, originPort } from './games-app';

const dir = mkdtempSync(join(tmpdir(), 'games-origin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('without SITE_ORIGIN, the site is where the server listens, under both loopback names', () => {
  expect(defaultSiteOrigins('127.0.0.1', 8080)).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  expect(defaultSiteOrigins('0.0.0.0', 3000)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  expect(defaultSiteOrigins('site.internal', 8080)).toEqual(['http://site.internal:8080']);
});

test("the games listen on GAMES_ORIGIN's port, or its scheme's", () => {
  expect(originPort('http://127.0.0.1:8081')).toBe(8081);
  expect(originPort('https://games.example.net')).toBe(443);
  expect(originPort('http://games.localhost')).toBe(80);
});

test('a build names the games origin its pages use; an older build or none means the site origin', () => {
  expect(builtGamesOrigin(dir)).toBe('');
  writeFileSync(join(dir, 'build-info.json'), JSON.stringify({ builtAt: '2026-01-01T00:00:00.000Z', assetsPrefix: '' }));
  expect(builtGamesOrigin(dir)).toBe('');
  writeFileSync(join(dir, 'build-info.json'), JSON.stringify({ gamesOrigin: 'http://127.0.0.1:8081' }));
  expect(builtGamesOrigin(dir)).toBe('http://127.0.0.1:8081');
});
