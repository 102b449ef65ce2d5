import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BUILT_GAMES, gameLink } from '../core/game-registry';
import { publishGeneration } from '../server/publish/publish';
import { listRoutes, UNKNOWN_PATH } from '../server/site/site-routes';
import { defaultContent } from '../src/content/default-content';
import { defaultStyles } from '../src/content/default-styles';
import { defaultTranslations } from '../src/content/editions';
import { axeViolations, newPlayerContext, closeContexts, workerBrowser } from './support/browser';
import { balance, callHighLowUntilPaid, dealBaccaratUntilPaid, gameFrame, type BuiltSlug } from './support/game-frame';
import { startSite, type RunningSite } from './support/site-server';
import { findBrowser, PLAYWRIGHT_CHROME_ARGS } from '../scripts/find-browser';

const root = join(import.meta.dirname, '..');
// A site of its own, from a copy of dist/ (a publish of the default content): these tests stop its
// server to be offline for real, and change its service worker to make a new version.
const outputs = join(root, 'published', `.e2e-offline-${process.pid}`);
const outDir = join(outputs, 'site');

let browser: Browser;
let site: RunningSite;
beforeAll(async () => {
  browser = await workerBrowser();
  mkdirSync(outputs, { recursive: true });
  await publishGeneration({ distDir: join(root, 'dist'), outDir, content: defaultContent, translations: defaultTranslations, styles: defaultStyles, generationId: null, revision: 0 });
  site = await startSite({ DIST_DIR: outDir });
});
afterAll(async () => {
  await site?.stop();
  await closeContexts(browser);
  rmSync(outputs, { recursive: true, force: true });
});

const url = (path: string) => new URL(path, site.url).href;

/** Opens `path` in a fresh player's context and waits until the site's worker runs the page (a reload after it is ready). */
async function installed(path: string, viewport = { width: 1440, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPlayerContext(browser, { serviceWorkers: 'allow', viewport });
  const page = await context.newPage();
  await page.goto(url(path));
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js\?games$/);
  return { context, page };
}

/** Every URL the page's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** One round of each game, as a player plays it: the stake leaves the balance, or the round's result moves it. */
const PLAY: Record<BuiltSlug, (frame: Frame) => Promise<void>> = {
  // A push gives the stake back: call until a round moves the balance.
  'high-low': async (frame) => void (await callHighLowUntilPaid(frame, /^Higher ×/)),
  baccarat: async (frame) => {
    await frame.getByLabel(/Banker/).check();
    // A tie gives a Banker stake back: deal until a coup moves the balance (a tie is under 10%).
    await dealBaccaratUntilPaid(frame);
  },
  'gin-rummy': async (frame) => {
    await frame.getByRole('button', { name: 'Deal a hand' }).click();
    await expect.poll(() => frame.locator('.card').count()).toBeGreaterThanOrEqual(10);
  },
  'mahjong-deluxe': async (frame) => {
    await frame.getByRole('button', { name: 'Deal' }).click();
    // The hint comes from the solver's worker: a script of its own, kept offline too.
    await frame.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => frame.locator('.mj-tile.is-hint').count()).toBe(2);
  },
  'slot-cowboy': async (frame) => void (await frame.locator('.slot__spin').click()),
  'slot-kongfu': async (frame) => void (await frame.locator('.slot__spin').click()),
  'wheel-of-fortune': async (frame) => void (await frame.getByRole('button', { name: 'Spin', exact: true }).click()),
  'fisher-man': async (frame) => void (await frame.getByRole('button', { name: 'Cast' }).click()),
};

test('Chromium finds nothing that stops installing the site, in either language: each language links its own manifest', async () => {
  // Chromium never offers to install from an incognito profile, which a new context is: a profile on disk.
  const profile = mkdtempSync(join(tmpdir(), 'offline-app-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: findBrowser(), args: PLAYWRIGHT_CHROME_ARGS, headless: true });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  for (const [path, manifest, lang] of [
    ['/', '/manifest.webmanifest', 'en-CA'],
    ['/fr/games', '/fr/manifest.webmanifest', 'fr-CA'],
  ] as const) {
    await page.goto(url(path));
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const app = await cdp.send('Page.getAppManifest');
    expect(app.url).toBe(url(manifest));
    expect(app.errors).toEqual([]);
    const parsed = JSON.parse(app.data!) as { lang: string; display: string; icons: { sizes: string; purpose: string }[] };
    expect(parsed).toMatchObject({ lang, display: 'standalone' });
    expect(parsed.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  }
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test(
  'after one visit, with the network off and the server gone, every page opens (also by the addresses the server sends on to it), every game plays a round, and what was not kept answers with the offline page',
  { timeout: 240_000 },
  async () => {
    const { context, page } = await installed('/');
    try {
      await playOffline(context, page);
    } finally {
      // The next tests need the site whatever happened here.
      await context.close();
      if (site.process.exitCode !== null || site.process.signalCode !== null) site = await startSite({ DIST_DIR: outDir });
    }
  },
);

async function playOffline(context: BrowserContext, page: Page) {
  // The preview is visited online too: it must not be kept. The sign-in link's page goes on to
  // the preview by itself, after its own load.
  let preview: string | undefined;
  if (site.previewUrl) {
    await page.goto(site.previewUrl);
    await page.waitForURL((address) => address.pathname.startsWith('/api/preview/'));
    preview = new URL(page.url()).pathname.replace(/\/$/, '');
  }
  await page.goto(url('/'));
  const kept = await cachedUrls(page);
  expect(kept.filter((cached) => new URL(cached).pathname.startsWith('/api/'))).toEqual([]);
  expect(kept).toContain(url('/fr/games/gin-rummy'));
  // Online, a page with a query string (a shared link's utm_source) is the page itself, and keeps no copy of its own.
  for (const visit of ['/games?utm_source=news', '/games?ref=2', '/fr/games?ref=3']) await page.goto(url(visit));
  expect((await cachedUrls(page)).filter((cached) => new URL(cached).search !== '' && !new URL(cached).search.startsWith('?__WB_REVISION__'))).toEqual([]);

  // Offline for real: the browser's network is off and nothing listens any more.
  await context.setOffline(true);
  await site.stop();
  for (const route of listRoutes(join(outDir, 'client')).filter((r) => !r.path.endsWith(UNKNOWN_PATH))) {
    const response = await page.goto(url(route.path));
    expect(response?.status(), route.path).toBe(200);
    expect(await page.locator('h1').first().textContent(), route.path).not.toMatch(/offline|hors ligne/i);
  }
  // The addresses the server sends on to a kept page open that page, in both languages: the coins
  // link, a trailing slash, a query string.
  for (const [path, shown, heading] of [
    ['/money', '/virtual-coins.html', 'How virtual coins work'],
    ['/fr/money', '/fr/virtual-coins.html', /pièces virtuelles/],
    ['/games/', '/games', 'Our games'],
    ['/fr/games/', '/fr/games', 'Nos jeux'],
    ['/?utm_source=news', '/?utm_source=news', /^Casino night/],
    ['/fr/games/baccarat?ref=4', '/fr/games/baccarat?ref=4', 'Baccara'],
  ] as const) {
    await page.goto(url(path));
    expect(new URL(page.url()).href, path).toBe(url(shown));
    expect(await page.locator('h1').first().textContent(), path).toMatch(heading);
  }
  for (const game of BUILT_GAMES) {
    await page.goto(url(gameLink(game.slug)));
    const frame = await gameFrame(page, game.slug);
    const before = await balance(frame);
    await PLAY[game.slug](frame);
    await expect.poll(() => balance(frame), { message: game.slug }).not.toBe(before);
  }
  // A preview is never kept: offline it answers the offline page of its language, not the browser's error.
  expect(preview).toMatch(/^\/api\/preview\//);
  for (const [path, heading] of [
    ['/no-such-page', 'You are offline'],
    ['/fr/pas-de-page', 'Vous êtes hors ligne'],
    [`${preview}/games`, 'You are offline'],
    [`${preview}/fr/games`, 'Vous êtes hors ligne'],
  ] as const) {
    await page.goto(url(path));
    expect(await page.locator('h1').textContent(), path).toBe(heading);
    // The same offline page under a preview's address: axe has read it already.
    if (!path.startsWith('/api/')) expect(await axeViolations(page)).toEqual([]);
  }
}

test('a new version waits for the player: the notice says so, a round goes on, and the page reloads only when the player asks', async () => {
  const { context, page } = await installed(gameLink('high-low'), { width: 360, height: 740 });
  const frame = await gameFrame(page, 'high-low');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  // A new build: the worker's script changes, and the server restarts on it (it serves the build
  // from memory), at the same address.
  appendFileSync(join(outDir, 'client/sw.js'), `\n// ${Date.now()}\n`);
  const port = new URL(site.url).port;
  await site.stop();
  site = await startSite({ DIST_DIR: outDir, PORT: port });
  await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())!.update()));
  const notice = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
  await notice.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  // Play goes on under the notice, and nothing reloads by itself.
  const before = await balance(frame);
  // A push (equal ranks) would leave the balance as it was: play until a round moves it.
  const after = await callHighLowUntilPaid(frame, /^Lower ×/);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await balance(frame)).toBe(after);
  expect(after).not.toBe(before);

  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
  const registration = await page.evaluate(async () => {
    const r = (await navigator.serviceWorker.getRegistration())!;
    return { waiting: r.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
  });
  expect(registration).toEqual({ waiting: false, controlled: true });
  expect(await balance(await gameFrame(page, 'high-low'))).toBe(after);
  await context.close();
});

test("with the games on an origin of their own, that origin keeps them with its own worker, and a game plays offline in the site's frame", { timeout: 180_000 }, async () => {
  const gamesOrigin = `http://127.0.0.1:${await freePort()}`;
  const gamesSiteDir = join(outputs, 'games-origin');
  await publishGeneration({
    distDir: join(root, 'dist'),
    outDir: gamesSiteDir,
    content: defaultContent,
    translations: defaultTranslations,
    styles: defaultStyles,
    generationId: null,
    revision: 0,
    gamesOrigin,
  });
  let gamesSite: RunningSite | undefined = await startSite({ DIST_DIR: gamesSiteDir, GAMES_ORIGIN: gamesOrigin });
  try {
    const context = await newPlayerContext(browser, { serviceWorkers: 'allow', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const origin = gamesSite.url;
    const at = (path: string) => new URL(path, origin).href;
    await page.goto(at(gameLink('high-low')));
    const first = await gameFrame(page, 'high-low');
    expect(new URL(first.url()).origin).toBe(gamesOrigin);
    await first.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.reload();
    const frame = await gameFrame(page, 'high-low');
    await expect.poll(() => frame.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${gamesOrigin}/games/sw.js`);
    // The site's worker leaves the games to their origin.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(at('/sw.js'));

    await context.setOffline(true);
    await gamesSite.stop();
    gamesSite = undefined;
    await page.goto(at(gameLink('baccarat')));
    const baccarat = await gameFrame(page, 'baccarat');
    const before = await balance(baccarat);
    await PLAY.baccarat(baccarat);
    await expect.poll(() => balance(baccarat)).not.toBe(before);
    await context.close();
  } finally {
    await gamesSite?.stop();
  }
});

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
