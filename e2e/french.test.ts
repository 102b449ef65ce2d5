import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BUILT_GAMES, gameFramePath } from '../core/game-registry';
import { defaultContent } from '../src/content/default-content';
import { defaultContentFr } from '../src/content/fr/default-content';
import { shellStrings } from '../games/kit/strings';
import { closePage, axeViolations, hasHorizontalOverflow, newPlayerContext, openPage, siteUrl, waitForApp, closeContexts, workerBrowser, ISLANDS_SCRIPT } from './support/browser';
import { newPreview, openPreview, replaceText } from './support/preview';
import { waitForBalance } from './support/game-frame';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

const fr = defaultContentFr;
const frenchRoutes: [string, string][] = [
  ['/fr', fr.hero.title],
  ['/fr/about', fr.additionalInfo.title],
  ['/fr/games', fr.games.title],
  ['/fr/terms-and-conditions', fr.terms.title],
  ['/fr/privacy-policy', fr.privacy.title],
  ['/fr/play-responsibly', fr.responsiblePlay.title],
  ...fr.games.items.map((game): [string, string] => [`/fr${game.link}`, game.title]),
  ['/fr/no-such-page', fr.ui.notFoundTitle],
  ['/fr/virtual-coins.html', fr.money.title],
];

/** Opens a French page at 360 px and checks it (lang, its one script, heading, no sideways scrolling, axe at 360 and then 1440 px); returns it at 1440 px. */
async function checkFrenchPage(path: string, heading: string) {
  const { page, errors, scripts } = await openPage(browser, path, { width: 360, height: 740 });
  expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
  // One script of its own, as an English page (e2e/site.test.ts): never React, never the editor's
  // code. The static virtual-coins page has none.
  expect(scripts).toEqual(path.endsWith('virtual-coins.html') ? [] : [expect.stringMatching(ISLANDS_SCRIPT)]);
  await expect.poll(() => page.locator('main h1').first().textContent()).toBe(heading);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await axeViolations(page)).toEqual([]);
  return { page, errors };
}

const gamePaths = new Set(BUILT_GAMES.map((game) => `/fr/games/${game.slug}`));

test.each(frenchRoutes.filter(([path]) => !gamePaths.has(path)))(
  '%s is French (lang, heading), with no console errors, no overflow at 360 px, no axe violations at 360 and 1440 px and one script of its own',
  async (path, heading) => {
    const { page, errors } = await checkFrenchPage(path, heading);
    expect(errors.filter((error) => !(path === '/fr/no-such-page' && error.includes(siteUrl(path))))).toEqual([]);
    await closePage(page);
  },
);

// A game's page, and then, on the same page at 1440 px, its game: the frame follows the page's language.
test.each(BUILT_GAMES.map((game) => [game.slug, game.text.fr.title] as const))(
  '/fr/games/%s is French (lang, heading, no overflow at 360 px, axe at 360 and 1440 px, one script), and its game follows it: French title, French words, French coins',
  async (slug, title) => {
    const heading = frenchRoutes.find(([path]) => path === `/fr/games/${slug}`)![1];
    const { page, errors } = await checkFrenchPage(`/fr/games/${slug}`, heading);
    const frame = await frenchGameFrame(page, slug);
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    expect(await frame.locator('h1').first().textContent()).toContain(title);
    // Coins are grouped the French way (10 000, a no-break space), never with a comma.
    expect(await frame.locator('.shell__balance-value').textContent()).toMatch(/^\d{1,3}(\u00a0\d{3})*$/);
    expect(await frame.getByText(shellStrings.en.virtual).count()).toBe(0);
    expect(await axeViolations(frame)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  },
);

test('every page names itself in both languages (hreflang) and its canonical address is its own language', async () => {
  for (const [path] of frenchRoutes.filter(([path]) => !path.includes('no-such-page'))) {
    const english = path === '/fr' ? '/' : path.slice(3);
    for (const [page, own] of [
      [path, path],
      [english, english],
    ] as const) {
      const html = await (await fetch(siteUrl(page))).text();
      expect(html, page).toContain(`<link rel="canonical" href="https://brightmoose.ca${own}" />`);
      expect(html, page).toContain(`<link rel="alternate" hreflang="en-CA" href="https://brightmoose.ca${english}" />`);
      expect(html, page).toContain(`<link rel="alternate" hreflang="fr-CA" href="https://brightmoose.ca${path}" />`);
      expect(html, page).toContain(`<link rel="alternate" hreflang="x-default" href="https://brightmoose.ca${english}" />`);
    }
  }
});

test('the language switch keeps the reader on the same page and its game, there and back, at 360 px', async () => {
  const baccarat = (content: typeof defaultContent) => content.games.items.find((game) => game.s3Path === 'baccarat')!.title;
  const { page } = await openPage(browser, '/games/baccarat', { width: 360, height: 740 });
  await page.locator('header').getByRole('link', { name: defaultContent.ui.languageSwitchLabel }).click();
  await page.waitForURL(siteUrl('/fr/games/baccarat'));
  await waitForApp(page);
  expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
  expect(await page.locator('main h1').first().textContent()).toBe(baccarat(fr));
  // The game in the page follows: its frame is the French game.
  const frame = await frenchGameFrame(page, 'baccarat');
  expect(await frame.locator('h1').first().textContent()).toContain('Baccara');
  expect(await frame.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
  // Links inside the French site stay French.
  await page.locator('main').getByRole('link', { name: fr.games.backToGames }).click();
  await page.waitForURL(siteUrl('/fr/games'));
  await page.locator('header').getByRole('link', { name: fr.ui.languageSwitchLabel }).click();
  await page.waitForURL(siteUrl('/games'));
  expect(await page.getAttribute('html', 'lang')).toBe('en-CA');
  expect(await page.locator('main h1').first().textContent()).toBe(defaultContent.games.title);
  await closePage(page);
});

/** A game's frame on a French page, once its balance shows. */
async function frenchGameFrame(page: Page, slug: string): Promise<Frame> {
  await page.locator('iframe').scrollIntoViewIfNeeded();
  const find = () => page.frames().find((frame) => frame.url().endsWith(`${gameFramePath(slug)}?lang=fr`));
  await expect.poll(() => find()?.url()).toBeTruthy();
  const frame = find()!;
  await waitForBalance(frame);
  return frame;
}

test('a browser that prefers French is offered the French page once, in French, and never redirected', async () => {
  const context = await newPlayerContext(browser, { locale: 'fr-CA', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(siteUrl('/about'));
  await waitForApp(page);
  expect(page.url()).toBe(siteUrl('/about'));
  const notice = page.locator('.language-notice');
  await expect.poll(() => notice.isVisible()).toBe(true);
  expect(await notice.getAttribute('lang')).toBe('fr-CA');
  expect(await notice.textContent()).toContain(defaultContent.ui.languageNotice.message);
  expect(await axeViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: defaultContent.ui.languageNotice.dismiss }).click();
  expect(await notice.count()).toBe(0);
  await page.reload();
  await waitForApp(page);
  expect(await page.locator('.language-notice').count()).toBe(0);
  await context.close();

  const english = await newPlayerContext(browser, { locale: 'en-CA' });
  const englishPage = await english.newPage();
  await englishPage.goto(siteUrl('/about'));
  await waitForApp(englishPage);
  expect(await englishPage.locator('.language-notice').count()).toBe(0);
  await english.close();
});

test('the notice leads to the same page in French', async () => {
  const context = await newPlayerContext(browser, { locale: 'fr' });
  const page = await context.newPage();
  await page.goto(siteUrl('/games'));
  await waitForApp(page);
  await page.locator('.language-notice').getByRole('link', { name: defaultContent.ui.languageNotice.action, exact: true }).click();
  await page.waitForURL(siteUrl('/fr/games'));
  await waitForApp(page);
  expect(await page.locator('.language-notice').count()).toBe(0);
  await context.close();
});

test('without JavaScript a French page is complete: its text, its French links, the switch', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('/fr/terms-and-conditions'));
  expect(await page.locator('main h1').textContent()).toBe(fr.terms.title);
  expect(await page.getByText(fr.terms.sections[0]!.title).count()).toBeGreaterThan(0);
  expect(await page.locator('header nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(fr.links.map((link) => (link.link === '/' ? '/fr' : `/fr${link.link}`)));
  expect(await page.locator('.language-switch').getAttribute('href')).toBe('/terms-and-conditions');
  await page.goto(siteUrl('/fr/virtual-coins.html'));
  expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
  expect(await page.locator('h1').textContent()).toBe(fr.money.title);
  await page.getByRole('link', { name: fr.ui.languageSwitchLabel }).click();
  await page.waitForURL(siteUrl('/virtual-coins.html'));
  expect(await page.locator('h1').textContent()).toBe(defaultContent.money.title);
  await context.close();
});

test('without JavaScript, a game page and the play-responsibly page say plainly in each language that they need it, and show no dead Full screen button', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  for (const [prefix, content] of [
    ['', defaultContent],
    ['/fr', fr],
  ] as const) {
    // Playwright's text queries skip <noscript>, so the notice is found by its place.
    await page.goto(siteUrl(`${prefix}/games/high-low`));
    const gameNotice = page.locator('.game-layout__no-script p');
    expect(await gameNotice.textContent()).toBe(content.games.needsJavaScript);
    expect(await gameNotice.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: content.games.fullScreen }).count()).toBe(0);
    await page.goto(siteUrl(`${prefix}/play-responsibly`));
    const panelNotice = page.locator('.your-play__no-script p');
    expect(await panelNotice.textContent()).toBe(content.responsiblePlay.yourPlay.needsJavaScript);
    expect(await panelNotice.isVisible()).toBe(true);
  }
  await context.close();
  // With JavaScript the notice is not shown, and the button is, where the browser can go full screen.
  const { page: live } = await openPage(browser, '/fr/games/high-low');
  expect(await live.locator('.game-layout__no-script p').isVisible()).toBe(false);
  await expect.poll(() => live.getByRole('button', { name: fr.games.fullScreen }).isVisible()).toBe(true);
  await closePage(live);
});

test('the language notice at 360 px leaves the hero’s main button visible and clickable', async () => {
  for (const [path, locale, button, target] of [
    ['/fr', 'en-CA', fr.hero.ctaText, '/fr/games'],
    ['/', 'fr-CA', defaultContent.hero.ctaText, '/games'],
  ] as const) {
    const context = await newPlayerContext(browser, { locale, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(siteUrl(path));
    await waitForApp(page);
    const notice = page.locator('.language-notice');
    await expect.poll(() => notice.isVisible()).toBe(true);
    const cta = page.locator('.hero').getByRole('link', { name: button });
    const [ctaBox, noticeBox] = [(await cta.boundingBox())!, (await notice.boundingBox())!];
    expect(ctaBox.y + ctaBox.height, `${path}: the button ends above the notice`).toBeLessThanOrEqual(noticeBox.y);
    expect(ctaBox.y).toBeGreaterThanOrEqual(0);
    // What a tap at the button's centre reaches is the button, not the notice.
    const reached = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null, [ctaBox.x + ctaBox.width / 2, ctaBox.y + ctaBox.height / 2]);
    expect(reached).toBe(button);
    await cta.click();
    await page.waitForURL(siteUrl(target));
    await context.close();
  }
});

test('an editor edits the French page in place; the English page keeps its text; the history says which language', async () => {
  const previewUrl = await newPreview();
  const { page } = await openPreview(browser, `${previewUrl.replace(/\/$/, '')}/fr`);
  expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
  await replaceText(page, 'hero.title', 'Un titre tout neuf');
  await expect.poll(() => page.locator('.editor-bar [role="status"]').textContent()).toBe('All changes saved');
  await page.reload();
  await page.waitForSelector('[contenteditable]');
  expect(await page.locator('[data-content-path="hero.title"]').first().textContent()).toBe('Un titre tout neuf');
  await page.getByRole('button', { name: 'History' }).click();
  // The change's language by its own name, marked as that language for screen readers.
  await expect.poll(() => page.locator('.history-entry__locale').first().textContent()).toBe('Français');
  expect(await page.locator('.history-entry__locale').first().getAttribute('lang')).toBe('fr-CA');
  await page.keyboard.press('Escape');
  // The editor bar switches to the English edition of the same page, which is unchanged.
  await page.locator('.editor-bar').getByRole('button', { name: 'English' }).click();
  await page.waitForSelector('html[lang="en-CA"] [contenteditable]');
  expect(await page.locator('[data-content-path="hero.title"]').first().textContent()).toBe(defaultContent.hero.title);
  await closePage(page);
});
