import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gameLink } from '../core/game-registry';
import { PLAYER_KEY } from '../games/kit/safeguards/player-state';
import { closeContexts, closePage, ISLANDS_SCRIPT, newPlayerContext, openPage, siteUrl, workerBrowser } from './support/browser';
import { gameFrame } from './support/game-frame';

// The browser tests hand one tab from test to test (e2e/support/browser.ts, closePage): the next
// test must find it as a new player's tab would be, or tests would pass or fail by their order.
let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

test("a tab handed to the next test keeps nothing of the last one: storage of the page's and the game's, cookies, cache, routes, listeners, other tabs, history, offline, width", async () => {
  const { page } = await openPage(browser, gameLink('high-low'), { width: 1440, height: 900 });
  const frame = await gameFrame(page, 'high-low');
  for (const target of [page, frame]) {
    await target.evaluate(async () => {
      localStorage.setItem('left-by-last-test', '1');
      sessionStorage.setItem('left-by-last-test', '1');
      document.cookie = 'left-by-last-test=1; path=/';
      await (await caches.open('left-by-last-test')).put('/left', new Response('1'));
      await new Promise((resolve, reject) => {
        const request = indexedDB.open('left-by-last-test');
        request.onsuccess = () => resolve(request.result.close());
        request.onerror = () => reject(new Error(String(request.error)));
      });
    });
  }
  const player = await frame.evaluate((key) => localStorage.getItem(key), PLAYER_KEY);
  await page.route('**/about', (route) => route.fulfill({ body: 'routed by the last test' }));
  let heard = 0;
  page.on('request', () => (heard += 1));
  await page.context().newPage();
  await page.context().setOffline(true);
  await closePage(page);

  const next = await openPage(browser, '/about', { width: 360, height: 740 });
  // The same tab, emptied: that is what saves the new tab's cost.
  expect(next.page).toBe(page);
  expect(next.page.context().pages()).toEqual([next.page]);
  expect(await next.page.locator('main h1').textContent()).not.toBe('routed by the last test');
  expect(heard).toBe(0);
  expect(await next.page.evaluate(() => innerWidth)).toBe(360);
  // The page's script, which the game page loaded too, came over the network again, not from the HTTP cache.
  const transferred = await next.page.evaluate(
    (script) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new RegExp(script).test(new URL(entry.name).pathname)).map((entry) => entry.transferSize),
    ISLANDS_SCRIPT.source,
  );
  expect(transferred).toEqual([expect.any(Number)]);
  expect(transferred[0]).toBeGreaterThan(0);
  const left = () =>
    next.page.evaluate(async () => ({
      local: localStorage.getItem('left-by-last-test'),
      session: sessionStorage.getItem('left-by-last-test'),
      cookie: document.cookie.includes('left-by-last-test'),
      caches: await caches.has('left-by-last-test'),
      databases: (await indexedDB.databases()).some((database) => database.name === 'left-by-last-test'),
    }));
  const nothing = { local: null, session: null, cookie: false, caches: false, databases: false };
  expect(await left()).toEqual(nothing);
  // Back leads to the empty page the tab waited on, never to a page of the last test.
  await next.page.goBack();
  expect(next.page.url()).toBe('about:blank');
  // The game finds a player who answered the age question, as in a new context, and nothing else of the last one's.
  await next.page.goto(siteUrl(gameLink('high-low')));
  const again = await gameFrame(next.page, 'high-low');
  expect(await again.evaluate(() => localStorage.getItem('left-by-last-test'))).toBeNull();
  expect(await again.evaluate((key) => localStorage.getItem(key), PLAYER_KEY)).toBe(player);
  expect(await left()).toEqual(nothing);
  await closePage(next.page);
});

test('a page of a context the test made closes with its context', async () => {
  const context = await newPlayerContext(browser);
  const page = await context.newPage();
  await closePage(page);
  expect(browser.contexts()).not.toContain(context);
});
