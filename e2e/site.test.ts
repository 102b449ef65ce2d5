import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { GAMES, gameFramePath } from '../core/game-registry';
import { defaultContent } from '../src/content/default-content';
import { defaultContentFr } from '../src/content/fr/default-content';
import { VISIBLE_TO_START_PX } from '../src/islands/start-in-view';
import { closePage, axeViolations, baseUrl, siteUrl, hasHorizontalOverflow, newPlayerContext, openPage, waitForApp, closeContexts, workerBrowser, ISLANDS_SCRIPT } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

const games = defaultContent.games.items;

/** A game the registry marks not built answers 404 in its frame, as it should; that is the only error allowed. */
const unbuiltFrame = (error: string) => GAMES.some((game) => !game.built && error.includes(gameFramePath(game.slug)));
const routes: [string, string][] = [
  ['/', defaultContent.hero.title],
  ['/about', defaultContent.additionalInfo.title],
  ['/games', defaultContent.games.title],
  ['/terms-and-conditions', defaultContent.terms.title],
  ['/privacy-policy', defaultContent.privacy.title],
  ['/play-responsibly', defaultContent.responsiblePlay.title],
  ...games.map((game): [string, string] => [game.link, game.title]),
  ['/no-such-page', defaultContent.ui.notFoundTitle],
];

// One page per route, widened after the phone's checks (as e2e/french.test.ts does), rather than a
// second load per route at 1440 px: axe reads the 1440 px layout either way, and pages loaded at
// 1440 px are started and checked by the tests below (navigation, layout shift, the games' frames).
test.each(routes)(
  "%s renders its main content with no console errors and no overflow at 360 px, no axe violations at 360 and 1440 px, and one script of its own (never React, never the editor's code)",
  async (path, heading) => {
    const { page, errors, scripts } = await openPage(browser, path, { width: 360, height: 740 });
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe(heading);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((e) => !unbuiltFrame(e) && !(path === '/no-such-page' && e.includes(siteUrl(path))))).toEqual([]);
    expect(scripts).toEqual([expect.stringMatching(ISLANDS_SCRIPT)]);
    await closePage(page);
  },
);

test('a page asks the browser to get the page of a link ready while the pointer rests on it, never a preview or /money', async () => {
  const { page } = await openPage(browser, '/');
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { errorType?: string }[] = [];
  const candidates = new Set<string>();
  const ready = new Set<string>();
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => preloadingAttemptSources.forEach(({ key }) => candidates.add(new URL(key.url).pathname)));
  // A browser under DevTools does not prerender; the prefetch that comes first still shows the rules at work.
  cdp.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status }) => status === 'Ready' && ready.add(new URL(prefetchUrl).pathname));
  await cdp.send('Preload.enable');
  await expect.poll(() => ruleSets.length).toBe(1);
  expect(ruleSets[0]!.errorType).toBeUndefined();
  await page.locator('.site-header nav').getByRole('link', { name: 'Games', exact: true }).hover();
  await expect.poll(() => ready.has('/games')).toBe(true);
  expect(candidates.has('/terms-and-conditions')).toBe(true);
  expect([...candidates].filter((path) => path.startsWith('/api/') || path.endsWith('money'))).toEqual([]);
  await closePage(page);
});

test("the page's script is requested only after the page has loaded and its first contentful paint reached the screen", async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  for (const path of ['/', '/fr', '/games', games[0]!.link]) {
    await page.goto(siteUrl(path), { waitUntil: 'load' });
    await waitForApp(page);
    const timing = await page.evaluate((script) => {
      const entry = performance.getEntriesByType('resource').find((resource) => new RegExp(script).test(new URL(resource.name).pathname));
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return { paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, load: navigation?.loadEventEnd, app: entry?.startTime };
    }, ISLANDS_SCRIPT.source);
    expect(timing.app, path).toBeGreaterThan(timing.paint!);
    expect(timing.app, path).toBeGreaterThanOrEqual(timing.load!);
  }
  await context.close();
});

/**
 * A context at `width` px that records every layout shift from the first paint on, as Lighthouse
 * counts them (none caused by input). Each shift is named by what moved (tag, class, and where it
 * was and went), so that a failure says which part of the page it was; `layoutShifts` reads them.
 */
async function shiftRecordingContext(width: number): Promise<BrowserContext> {
  const context = await newPlayerContext(browser, { viewport: { width, height: 740 } });
  await context.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const name = (source: Source) => {
      const element = source.node instanceof Element ? source.node : source.node?.parentElement;
      const where = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
      return `${element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : 'text'} ${where(source.previousRect)} -> ${where(source.currentRect)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
        if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(name).join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return context;
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts);

test.each([360, 1440])('nothing moves while a page loads and its script starts at %i px (no layout shift)', async (width) => {
  const context = await shiftRecordingContext(width);
  const page = await context.newPage();
  for (const path of ['/', '/games', games[0]!.link, '/about', '/terms-and-conditions', '/play-responsibly']) {
    await page.goto(siteUrl(path), { waitUntil: 'load' });
    await waitForApp(page);
    await page.waitForTimeout(300);
    expect({ path, shifts: await layoutShifts(page) }).toEqual({ path, shifts: [] });
  }
  await context.close();
});

test('a page whose HTML arrives slowly is first painted with its main content whole, so nothing moves when the rest arrives', async () => {
  // On a busy phone the first paint can come while the HTML is still arriving, and what came first
  // moved when the rest did: the header's items sit at its right end, so the language switch, last
  // in the header, pushed the menu button aside; a game's picture stands centred beside its text,
  // so the text's end pushed it down. This server sends each page in two parts, the second 600 ms
  // after the first, cut just before those; everything else it passes on as the site sends it.
  const cuts = new Map([
    ['/', '<a class="language-switch"'],
    [games[0]!.link, '<p class="game-layout__description"'],
  ]);
  const pages = new Map<string, [string, string]>();
  for (const [path, marker] of cuts) {
    const html = await (await fetch(siteUrl(path))).text();
    const at = html.indexOf(marker);
    expect(at, path).toBeGreaterThan(0);
    pages.set(path, [html.slice(0, at), html.slice(at)]);
  }
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(siteUrl(request.url!));
      const headers = [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name));
      response.writeHead(upstream.status, Object.fromEntries(headers));
      const parts = pages.get(request.url!);
      if (!parts) return response.end(Buffer.from(await upstream.arrayBuffer()));
      response.write(parts[0]);
      await new Promise((resolve) => setTimeout(resolve, 600));
      response.end(parts[1]);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const slow = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const context = await shiftRecordingContext(360);
    const page = await context.newPage();
    for (const path of cuts.keys()) {
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(slow + path, { waitUntil: 'load' });
        await waitForApp(page);
        expect({ path, width, shifts: await layoutShifts(page) }).toEqual({ path, width, shifts: [] });
      }
    }
    await context.close();
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test('prerendered pages read correctly with JavaScript disabled', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading] of routes) {
    await page.goto(siteUrl(path));
    expect(await page.locator('main h1').first().textContent()).toBe(heading);
    expect(await page.locator('footer').textContent()).toContain(defaultContent.footer.notices[0]);
    expect(await page.title()).toContain(defaultContent.site_name);
  }
  await context.close();
});

test('the header and footer navigate through the site', async () => {
  const { page, errors } = await openPage(browser, '/');
  await page.locator('.site-header nav').getByRole('link', { name: 'Games', exact: true }).click();
  await page.waitForURL('**/games');
  await expect.poll(() => page.locator('main h1').textContent()).toBe(defaultContent.games.title);
  await expect.poll(() => page.title()).toBe(`${defaultContent.games.title} | ${defaultContent.site_name}`);
  await page.locator('.site-header nav').getByRole('link', { name: 'Terms & Conditions' }).click();
  await page.waitForURL('**/terms-and-conditions');
  await expect.poll(() => page.locator('main h1').textContent()).toBe(defaultContent.terms.title);
  await page.locator('footer nav').getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForURL('**/privacy-policy');
  await expect.poll(() => page.locator('main h1').textContent()).toBe(defaultContent.privacy.title);
  await page.locator('.site-header').getByRole('link', { name: defaultContent.header.logoAlt }).click();
  await page.waitForURL(baseUrl());
  await expect.poll(() => page.locator('main h1').textContent()).toBe(defaultContent.hero.title);
  expect(errors).toEqual([]);
  await closePage(page);
});

test('the phone menu opens by keyboard and its links work', async () => {
  const { page } = await openPage(browser, '/', { width: 360, height: 740 });
  const menu = page.getByRole('button', { name: defaultContent.ui.menuOpen });
  expect(await page.locator('#main-nav').isVisible()).toBe(false);
  await menu.focus();
  await page.keyboard.press('Enter');
  expect(await page.locator('#main-nav').isVisible()).toBe(true);
  await page.locator('#main-nav').getByRole('link', { name: 'Games', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/games');
  await expect.poll(() => page.locator('#main-nav').isVisible()).toBe(false);
  await closePage(page);
});

test('an unknown game redirects to /games and Back does not return to it', async () => {
  const { page } = await openPage(browser, '/terms-and-conditions');
  await page.goto(siteUrl('/games/no-such-game'));
  await expect.poll(() => new URL(page.url()).pathname).toBe('/games');
  await expect.poll(() => page.locator('main h1').textContent()).toBe(defaultContent.games.title);
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/terms-and-conditions');
  expect(await page.locator('main h1').textContent()).toBe(defaultContent.terms.title);
  await closePage(page);
});

test('an unknown game redirects to /games without JavaScript too', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(siteUrl('/games/no-such-game'));
  expect(new URL(page.url()).pathname).toBe('/games');
  expect(response?.status()).toBe(200);
  expect(await page.locator('main h1').textContent()).toBe(defaultContent.games.title);
  await context.close();
});

test('the footer shows the year the page is viewed in, on the first page and the next', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
  await page.goto(siteUrl('/'));
  await waitForApp(page);
  const copyright = page.locator('.site-footer__copyright');
  await expect.poll(() => copyright.textContent()).toContain(`© 2031 ${defaultContent.site_name}.`);
  await page.locator('.site-header nav').getByRole('link', { name: 'Games', exact: true }).click();
  await page.waitForURL('**/games');
  await expect.poll(() => page.locator('main h1').textContent()).toBe(defaultContent.games.title);
  // The next page is a document of its own: its script sets its year too.
  await expect.poll(() => copyright.textContent()).toContain('© 2031');
  await context.close();
});

test('the view scrolls to the top on every path change', async () => {
  const { page } = await openPage(browser, '/');
  const link = page.locator('footer nav').getByRole('link', { name: 'Games', exact: true });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await link.click();
  await page.waitForURL('**/games');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await closePage(page);
});

test('a bad route shows "not found" inside the layout, never the library default, and so does a missing file opened in a tab', async () => {
  const { page } = await openPage(browser, '/this/does/not/exist');
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text.toLowerCase()).toContain('not found');
  expect(await page.content()).not.toContain('Unexpected Application Error');
  expect(await page.locator('.site-header').count()).toBe(1);
  await page.getByRole('link', { name: defaultContent.ui.notFoundHomeLink }).click();
  await page.waitForURL(baseUrl());
  // A missing file's address opened in the tab: the not-found page of the path's language, not a bare error.
  const missing = await page.goto(siteUrl('/fr/assets/no-such-file.js'));
  expect(missing?.status()).toBe(404);
  expect(await page.locator('main h1').first().textContent()).toBe(defaultContentFr.ui.notFoundTitle);
  await closePage(page);
});

test('/money leaves the app for the static virtual-coins page', async () => {
  const { page } = await openPage(browser, '/');
  await page
    .locator('footer')
    .getByRole('link', { name: /virtual coins/i })
    .first()
    .click();
  await page.waitForURL('**/virtual-coins.html');
  expect(await page.locator('h1').textContent()).toBe(defaultContent.money.title);
  expect(await page.locator('script').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(siteUrl('/money'));
  await page.waitForURL('**/virtual-coins.html');
  await page.getByRole('link', { name: defaultContent.money.homeLink }).click();
  await page.waitForURL(baseUrl());
  await closePage(page);
});

test('a game page frames the game with the right attributes and a working full-screen button', async () => {
  const game = games.find((g) => g.link === '/games/high-low')!;
  const { page } = await openPage(browser, game.link);
  const frame = page.locator('iframe');
  expect(await frame.getAttribute('src')).toBe(game.path);
  expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-forms');
  expect(await frame.getAttribute('loading')).toBe('lazy');
  expect(await frame.getAttribute('allowfullscreen')).not.toBeNull();
  const box = await frame.boundingBox();
  expect(box!.height).toBeGreaterThan(400);
  const button = page.getByRole('button', { name: defaultContent.games.fullScreen });
  await button.click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe('IFRAME');
  await closePage(page);
});

test('on a phone, where the frame sits below the first screen, the game starts only once the frame is scrolled into view', async () => {
  const game = games.find((g) => g.link === '/games/high-low')!;
  const { page } = await openPage(browser, game.link, { width: 360, height: 800 });
  const frame = page.locator('iframe');
  expect((await frame.boundingBox())!.y).toBeGreaterThan(800);
  await page.waitForTimeout(500);
  expect(await frame.getAttribute('src')).toBeNull();
  expect(page.frames().some((f) => f.url().endsWith(gameFramePath('high-low')))).toBe(false);
  await frame.scrollIntoViewIfNeeded();
  await expect.poll(() => frame.getAttribute('src')).toBe(game.path);
  await expect.poll(() => page.frames().some((f) => f.url().endsWith(gameFramePath('high-low')))).toBe(true);
  await closePage(page);
});

test('a frame whose top only peeks into the first screen waits until enough of it is in view', async () => {
  // At Lighthouse's 412 x 823 the short title of Wheel Of Fortune leaves the frame's top edge a few pixels into view.
  const game = games.find((g) => g.link === '/games/wheel-of-fortune')!;
  const { page } = await openPage(browser, game.link, { width: 412, height: 823 });
  const frame = page.locator('iframe');
  const top = (await frame.boundingBox())!.y;
  expect(top).toBeLessThan(823);
  expect(top).toBeGreaterThan(823 - VISIBLE_TO_START_PX);
  await page.waitForTimeout(500);
  expect(await frame.getAttribute('src')).toBeNull();
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await page.mouse.wheel(0, VISIBLE_TO_START_PX + 20);
  await expect.poll(() => frame.getAttribute('src')).toBe(game.path);
  await closePage(page);
});

test('the frame path of a game that does not exist yet answers 404, not the site', async () => {
  const response = await fetch(siteUrl('/games/no-such-game/index.html'));
  expect(response.status).toBe(404);
  expect(await response.text()).not.toContain('<div id="root"');
});

test("every built game's frame page is served, and every other registered game's frame path answers 404", async () => {
  const statuses = await Promise.all(GAMES.map(async ({ slug }) => [slug, (await fetch(siteUrl(gameFramePath(slug)))).status]));
  expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(GAMES.map((game) => [game.slug, game.built ? 200 : 404])));
});

test('hashed assets are cached for good, pages are revalidated, text is compressed', async () => {
  const page = await fetch(siteUrl('/games'), { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('content-encoding')).toBe('gzip');
  const html = await page.text();
  // The page's inline loader imports the entry once the page has painted (src/app/hydrate-after-paint-plugin.ts).
  const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)![1]!;
  const asset = await fetch(siteUrl(script));
  expect(asset.headers.get('cache-control')).toContain('immutable');
});
