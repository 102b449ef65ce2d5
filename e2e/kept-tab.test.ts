import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { gameLink } from '../core/game-registry';
import { PLAYER_KEY } from '../games/kit/safeguards/player-state';
import { axeViolations, closeContexts, closePage, ISLANDS_SCRIPT, newPlayerContext, openPage, siteUrl, workerBrowser } from './support/browser';
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

test('axe reads a page at rest: a run during which the layout moved is run again, and the move is printed', async () => {
  const { page } = await openPage(browser, '/about', { width: 360, height: 740 });
  expect(await axeViolations(page)).toEqual([]);
  // Now each axe run starts a block at the top of the page growing by a pixel every 10 ms for 300 ms.
  await page.evaluate(() => {
    const block = document.createElement('div');
    document.querySelector('main')!.prepend(block);
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
    const run = axe.run.bind(axe);
    axe.run = (...args) => {
      const started = performance.now();
      const grow = setInterval(() => {
        if (performance.now() - started > 300) clearInterval(grow);
        block.style.height = `${block.offsetHeight + 1}px`;
      }, 10);
      return run(...args);
    };
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(await axeViolations(page)).toEqual([]);
  // Three runs, each moved (first the block itself, growing): read again twice, then the third run's result.
  expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
    expect.stringMatching(/^axe ran again on .*\/about: the layout moved during its run \(first: div\. \d+,\d+,360,\d+ -> \d+,\d+,360,\d+\)$/),
    expect.stringMatching(/^axe ran again on .*\/about: the layout moved during its run/),
  ]);
  await closePage(page);
});
