import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from './app';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-'));
  for (const file of ['index.html', 'games.html', 'games/high-low.html', 'games/high-low/index.html', '404.html', 'fr/404.html', 'virtual-coins.html']) {
    mkdirSync(join(dir, 'dist/client', file, '..'), { recursive: true });
    writeFileSync(join(dir, 'dist/client', file), `<p>${file}</p>`);
  }
  app = await buildApp({ distDir: join(dir, 'dist') });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

test('an unknown game redirects to /games, so it behaves as the spec says without JavaScript', async () => {
  for (const path of ['/games/no-such-game', '/games/Fisher_Man', '/games/no-such-game?from=mail']) {
    const response = await app.inject(path);
    expect(response.statusCode, path).toBe(302);
    expect(response.headers.location, path).toBe('/games');
  }
  const slash = await app.inject('/games/no-such-game/');
  expect(slash.statusCode).toBe(301);
  expect(slash.headers.location).toBe('/games/no-such-game');
});

test('known games, other unknown pages and unknown files answer as before', async () => {
  const game = await app.inject('/games/high-low');
  expect(game.statusCode).toBe(200);
  expect(game.body).toBe('<p>games/high-low.html</p>');
  const page = await app.inject('/games/high-low/more');
  expect(page.statusCode).toBe(404);
  expect(page.body).toBe('<p>404.html</p>');
  const frame = await app.inject('/games/no-such-game/index.html');
  expect(frame.statusCode).toBe(404);
  expect(frame.json()).toEqual({ error: 'Not found' });
  const money = await app.inject('/money');
  expect(money.statusCode).toBe(302);
  expect(money.headers.location).toBe('/virtual-coins.html');
});

test("a reader who opens a missing file's address gets the site's not-found page in the path's language; a frame, a script or a program still gets a bare 404", async () => {
  const navigation = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', accept: 'text/html' };
  for (const [path, page] of [
    ['/fr/x.js', 'fr/404.html'],
    ['/about.php', '404.html'],
    ['/images/missing.svg', '404.html'],
    ['/fr/images/missing.svg?v=2', 'fr/404.html'],
    ['/games/no-such-game/index.html', '404.html'],
    ['/images/%5Cx.svg', '404.html'],
    ['/.git/config', '404.html'],
  ]) {
    const response = await app.inject({ url: path, headers: navigation });
    expect(response.statusCode, path).toBe(404);
    expect(response.headers['content-type'], path).toMatch(/^text\/html/);
    expect(response.body, path).toBe(`<p>${page}</p>`);
  }
  // Not a reader's page: a game's frame, a script, and a program that says nothing of itself.
  for (const headers of [{ 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' }, { 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors' }, {}]) {
    const response = await app.inject({ url: '/fr/x.js', headers });
    expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    expect(response.json(), JSON.stringify(headers)).toEqual({ error: 'Not found' });
  }
});
