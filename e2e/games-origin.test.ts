import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gameLink } from '../core/game-registry';
import { publishGeneration } from '../server/publish/publish';
import { defaultContent } from '../src/content/default-content';
import { defaultStyles } from '../src/content/default-styles';
import { defaultTranslations } from '../src/content/editions';
import { closePage, newPlayerContext, openPage, waitForApp, closeContexts, workerBrowser } from './support/browser';
import { watchCsp } from './support/csp-watch';
import { balance, callHighLow, gameFrame, openGame, yourPlayFrame } from './support/game-frame';
import { startSite, type RunningSite } from './support/site-server';

const root = join(import.meta.dirname, '..');
// Inside the project: a published folder's server renderer imports the project's packages.
const outputs = join(root, 'published', `.e2e-games-origin-${process.pid}`);

let browser: Browser;
let site: RunningSite;
let gamesOrigin: string;

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// The site as `GAMES_ORIGIN=… npm start` serves it. dist/ is shared with the other browser tests
// (built for the site's own origin), so the pages built for the games origin are published from
// it into a folder of their own, as `npm run build` with GAMES_ORIGIN would write them.
beforeAll(async () => {
  browser = await workerBrowser();
  gamesOrigin = `http://127.0.0.1:${await freePort()}`;
  mkdirSync(outputs, { recursive: true });
  const outDir = join(outputs, 'site');
  const data = { content: defaultContent, translations: defaultTranslations, styles: defaultStyles };
  await publishGeneration({ distDir: join(root, 'dist'), outDir, ...data, generationId: null, revision: 0, gamesOrigin });
  site = await startSite({ DIST_DIR: outDir, GAMES_ORIGIN: gamesOrigin });
});
afterAll(async () => {
  await site?.stop();
  await closeContexts(browser);
  rmSync(outputs, { recursive: true, force: true });
});

const onSite = (path: string) => new URL(path, site.url).href;

/** What code inside a frame gets when it reaches for the page around it. */
const reachParent = (frame: Frame) =>
  frame.evaluate(() => {
    try {
      return `reached "${window.parent.document.title}"`;
    } catch (error) {
      return (error as Error).name;
    }
  });

test('a game plays on the games origin, and its coins carry over to another game and to "Your play"', async () => {
  const context = await newPlayerContext(browser, { serviceWorkers: 'allow', viewport: { width: 1440, height: 900 } });
  const violations = await watchCsp(context);
  const page = await context.newPage();
  await page.goto(onSite(gameLink('high-low')));
  await waitForApp(page);
  const highLow = await gameFrame(page, 'high-low');
  expect(new URL(highLow.url()).origin).toBe(gamesOrigin);
  const after = await callHighLow(highLow, /^Higher/);

  await page.goto(onSite(gameLink('baccarat')));
  await waitForApp(page);
  const baccarat = await gameFrame(page, 'baccarat');
  expect(new URL(baccarat.url()).origin).toBe(gamesOrigin);
  await expect.poll(() => balance(baccarat)).toBe(after);

  await page.goto(onSite('/play-responsibly'));
  await waitForApp(page);
  const panel = await yourPlayFrame(page);
  expect(new URL(panel.url()).origin).toBe(gamesOrigin);
  // The stake of the round played in High Low, recorded by the games' storage, shown by the games' page.
  const row = panel.locator('.yp__table tbody tr', { has: panel.getByRole('rowheader', { name: 'High Low' }) });
  await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('100');
  // The panel still takes its height from the games origin's messages (origin-checked).
  await expect.poll(() => page.locator('.your-play__frame').evaluate((frame) => (frame as HTMLElement).style.height)).toMatch(/^\d+px$/);
  expect(violations).toEqual([]);
  await context.close();
});

test('code in a game frame cannot reach the site page from the games origin, as it could on the site origin', async () => {
  const { page, errors } = await openPage(browser, onSite(gameLink('high-low')));
  expect(await reachParent(await gameFrame(page, 'high-low'))).toBe('SecurityError');
  expect(errors).toEqual([]);
  await closePage(page);

  // Without GAMES_ORIGIN (the shared test server), the same frame's sandbox keeps the site's origin.
  const sameOrigin = await openGame(browser, 'high-low', 1440);
  expect(await reachParent(sameOrigin.frame)).toMatch(/^reached "/);
  await closePage(sameOrigin.page);
});

test('the site no longer serves the games; the games origin serves them alone, framed only by the site', async () => {
  const old = await fetch(onSite('/games/high-low/index.html'), { redirect: 'manual' });
  expect(old.status).toBe(302);
  expect(old.headers.get('location')).toBe(`${gamesOrigin}/games/high-low/index.html`);
  expect((await fetch(onSite('/'))).headers.get('content-security-policy')).toContain(`frame-src ${gamesOrigin};`);
  // Preview pages, rendered at run time, frame the games from there too.
  const operator = { authorization: `Bearer ${site.operatorToken}` };
  const created = await fetch(onSite('/api/generations'), { method: 'POST', headers: { 'content-type': 'application/json', ...operator }, body: '{}' });
  const { previewUrl } = (await created.json()) as { previewUrl: string };
  const context = await newPlayerContext(browser, { serviceWorkers: 'allow', viewport: { width: 1440, height: 900 }, extraHTTPHeaders: operator });
  const page = await context.newPage();
  await page.goto(new URL('play-responsibly', previewUrl).href, { waitUntil: 'load' });
  await waitForApp(page);
  expect(new URL((await yourPlayFrame(page)).url()).origin).toBe(gamesOrigin);
  await closePage(page);

  const game = await fetch(`${gamesOrigin}/games/high-low/index.html`);
  expect(game.status).toBe(200);
  expect(game.headers.get('content-security-policy')).toContain(`frame-ancestors http://localhost:${new URL(site.url).port} ${new URL(site.url).origin}`);
  for (const path of ['/', '/games/high-low', '/virtual-coins.html', '/api/generations']) expect((await fetch(gamesOrigin + path)).status, path).toBe(404);
});
