import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as rendererModule from '../src/entry-server';
import { defaultContent } from '../src/content/default-content';
import { parseSiteData } from '../src/content/site-data';
import { buildApp } from './app';
import { buildGamesApp } from './games-app';
import { createPageRenderer } from './preview/page-renderer';
import { TEST_TEMPLATE } from './publish/test-dist';
import { TestPreviewServer } from './test-app';

type Headers = Record<string, string | string[] | number | undefined>;

const GAMES = 'http://127.0.0.1:8081';
const SITE = 'http://127.0.0.1:8080';
const server = new TestPreviewServer({ publish: true });
let id: string;
let gamesOriginSite: FastifyInstance;
let gamesApp: FastifyInstance;
beforeAll(async () => {
  await server.start();
  id = await server.newGeneration();
  gamesOriginSite = await buildApp({ distDir: server.distDir, gamesOrigin: GAMES });
  gamesApp = await buildGamesApp({ distDir: server.distDir, siteOrigins: [SITE] });
});
afterAll(async () => {
  await gamesOriginSite?.close();
  await gamesApp?.close();
  await server.dispose();
});

/** The policy's directives by name. */
function directives(headers: Headers): Map<string, string> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

/** What every response carries, whatever it is: no inline or evaluated script, no sniffing, a referrer policy. */
function expectCommon(headers: Headers) {
  const csp = directives(headers);
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** A site response: frames only from `frames`, framed by no one. */
function expectSite(headers: Headers, frames = "'self'") {
  expectCommon(headers);
  const csp = directives(headers);
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(csp.get('frame-src')).toBe(frames);
  expect(csp.get('child-src')).toBe(frames);
}

/** A preview response: for one editor now, never cached or indexed. */
function expectPreview(headers: Headers) {
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
}

test.each([
  ['a prerendered page', '/', 200],
  ['a game page of the site', '/games/high-low', 200],
  ['the not-found page', '/no-such-page', 404],
  ['the static coins page', '/virtual-coins.html', 200],
  ['a missing file', '/images/missing.svg', 404],
  ['a hashed asset', '/assets/app-1a2b3c.js', 200],
  ['a redirect', '/money', 302],
])('%s (%s) carries the site headers', async (_kind, url, status) => {
  const response = await server.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  expectSite(response.headers);
});

test.each([
  ['a preview page', () => `/api/preview/${id}/`, 200],
  ['a French preview page', () => `/api/preview/${id}/fr/games`, 200],
  ['the preview coins page', () => `/api/preview/${id}/virtual-coins.html`, 200],
  ['a preview not-found page', () => `/api/preview/${id}/no-such-page`, 404],
  ['the history (JSON)', () => `/api/preview/${id}/history`, 200],
  ['an unknown generation', () => '/api/preview/gen-AAAAAAAAAAAAAAAAAAAAAAAA/', 404],
  ['an unknown endpoint', () => '/api/nothing-here', 404],
])('%s carries the site headers and is never cached or indexed', async (_kind, url, status) => {
  const response = await server.app.inject({ method: 'GET', url: url() });
  expect(response.statusCode).toBe(status);
  expectSite(response.headers);
  expectPreview(response.headers);
});

test('a refused edit (JSON 400) and a new generation (JSON 201) are not cached or indexed either', async () => {
  const refused = await server.postJson(`/api/preview/${id}/content`, { path: 'hero.title' });
  expect(refused.statusCode).toBe(400);
  expectSite(refused.headers);
  expectPreview(refused.headers);
  const created = await server.postJson('/api/generations', {});
  expect(created.statusCode).toBe(201);
  expectPreview(created.headers);
});

test('with the games on the site origin, a game page may be framed by the site alone', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/games/high-low/index.html?lang=fr' });
  expect(response.statusCode).toBe(200);
  expectCommon(response.headers);
  expect(directives(response.headers).get('frame-ancestors')).toBe("'self'");
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  // Workers only from the games' own files (Mahjong's solver runs in one).
  expect(directives(response.headers).get('worker-src')).toBe("'self'");
  // A site page reached through the games' folder is still a site page.
  expectSite((await server.app.inject({ method: 'GET', url: '/games/high-low/../../index.html' })).headers);
});

test('with a games origin, the site frames the games from it alone and sends their old addresses there', async () => {
  expectSite((await gamesOriginSite.inject({ method: 'GET', url: '/' })).headers, GAMES);
  const old = await gamesOriginSite.inject({ method: 'GET', url: '/games/high-low/index.html?lang=fr' });
  expect(old.statusCode).toBe(302);
  expect(old.headers.location).toBe(`${GAMES}/games/high-low/index.html?lang=fr`);
  expectSite(old.headers, GAMES);
});

test("the games' origin serves the games, framed only by the site, and nothing of the site", async () => {
  const game = await gamesApp.inject({ method: 'GET', url: '/games/high-low/index.html' });
  expect(game.statusCode).toBe(200);
  expect(game.body).toContain('the game');
  expectCommon(game.headers);
  expect(directives(game.headers).get('frame-ancestors')).toBe(SITE);
  expect(directives(game.headers).get('worker-src')).toBe("'self'");
  // X-Frame-Options cannot name the site's origin; frame-ancestors decides.
  expect(game.headers['x-frame-options']).toBeUndefined();
  for (const url of ['/', '/games/high-low', '/virtual-coins.html', `/api/preview/${id}/`, '/assets/app-1a2b3c.js']) {
    const response = await gamesApp.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(404);
    expectCommon(response.headers);
  }
});

test("a preview page rendered for a games origin carries it in its data, so its 'Your play' frame loads from there", async () => {
  const renderer = createPageRenderer(rendererModule, TEST_TEMPLATE, () => '', '', GAMES);
  const page = await renderer.render('http://localhost/play-responsibly', '/play-responsibly', { content: defaultContent, styles: {} }, '/');
  if (page.kind !== 'page') throw new Error('expected a page');
  expect(page.html).toContain(`"gamesOrigin":"${GAMES}"`);
  // The frame gets its page once the page is interactive, from the data the page carries.
  const json = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
  expect(parseSiteData(json, '').content.responsiblePlay.yourPlay.path).toBe(`${GAMES}/games/your-play/index.html`);
  // No inline script: the router's state is a JSON data block, not code.
  expect(page.html).not.toContain('__staticRouterHydrationData');
});
