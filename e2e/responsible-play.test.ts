import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PLAYER_KEY } from '../games/kit/safeguards/player-state';
import { gameFramePath, gameLink } from '../core/game-registry';
import { defaultContent } from '../src/content/default-content';
import { closePage, axeViolations, hasHorizontalOverflow, newPlayerContext, openPage, siteUrl, waitForApp, closeContexts, workerBrowser } from './support/browser';
import { openGamePage, waitForBalance, wholeInView, yourPlayFrame } from './support/game-frame';
import { focusedName, pressUntilFocused } from './support/keyboard';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

const help = defaultContent.responsiblePlay.help.lines;

const closedText = (page: Page | Frame) => page.locator('.shell__closed').textContent();

test('the first game asks for the year of birth and the place, with nothing filled in; under 18 keeps the games closed, even after a reload', async () => {
  for (const width of [360, 1440]) {
    const context = await newPlayerContext(browser, { viewport: { width, height: width === 360 ? 640 : 900 } }, { answered: false });
    const page = await context.newPage();
    await page.goto(siteUrl(gameFramePath('high-low')));
    const dialog = page.getByRole('dialog', { name: 'Before you play' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const year = dialog.getByLabel('Your year of birth');
    expect(await year.inputValue()).toBe('');
    expect(await year.getAttribute('placeholder')).toBeNull();
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard only: the year field has focus; an answer without the place is refused with a message.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('age-year');
    await page.keyboard.type(String(new Date().getFullYear() - 15));
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please answer whether you are in Canada right now.');
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Continue' }).press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => closedText(page)).toMatch(/Our games are for adults aged 18 and over, so they stay closed in this browser\./);
    expect(await page.locator('.shell__table').isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect.poll(() => closedText(page)).toMatch(/stay closed in this browser/);
    expect(await dialog.isVisible()).toBe(false);
    // Every game is closed, not just the one that asked.
    const other = await openGamePage(context, 'baccarat');
    await expect.poll(() => closedText(other)).toMatch(/stay closed in this browser/);
    // Nothing was sent: the answer lives in this browser's storage only.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('brightmoose.player')))).toHaveLength(2);
    await context.close();
  }
});

test('an adult in Canada who turns 18 this year is asked about the birthday, then plays', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 1440, height: 900 } }, { answered: false });
  const page = await context.newPage();
  await page.goto(siteUrl(gameFramePath('high-low')));
  const dialog = page.getByRole('dialog', { name: 'Before you play' });
  await dialog.getByLabel('Your year of birth').fill(String(new Date().getFullYear() - 18));
  await dialog.getByRole('group', { name: 'Are you in Canada right now?' }).getByLabel('Yes').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const birthday = dialog.getByRole('group', { name: 'Have you had your birthday yet this year?' });
  await expect.poll(() => birthday.isVisible()).toBe(true);
  await birthday.getByLabel('Yes').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  // The games open once the answer is stored under the coins lock.
  await expect.poll(() => page.locator('.shell__closed').isVisible()).toBe(false);
  await page.getByRole('button', { name: /^Higher ×/ }).click();
  await expect.poll(() => page.locator('.shell__status').textContent()).toMatch(/Right!|not higher|same rank/);
  await context.close();
});

test("on a game's site page, the age question shows without taking the focus from the page; tabbing into the game reaches it, and it is answered by keyboard", async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 1440, height: 900 } }, { answered: false });
  // A keyboard user already on the header's logo when the game's frame starts (after the page's
  // first paint): focused as soon as the page's HTML is read, before the frame has its page.
  await context.addInitScript(() => {
    if (window === window.top) document.addEventListener('DOMContentLoaded', () => document.querySelector<HTMLElement>('.site-header__logo')?.focus());
  });
  const page = await context.newPage();
  await page.goto(siteUrl(gameLink('high-low')));
  const find = () => page.frames().find((frame) => frame.url().endsWith(gameFramePath('high-low')));
  await expect.poll(() => find()?.url(), { timeout: 15_000 }).toBeTruthy();
  const frame = find()!;
  const dialog = frame.getByRole('dialog', { name: 'Before you play' });
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
  await waitForBalance(frame);
  // Shown, in view, and the focus is where the visitor left it.
  expect(await page.evaluate(() => document.activeElement?.className)).toBe('site-header__logo');
  expect(await focusedName(frame)).toBe('');
  await expect.poll(() => wholeInView(dialog, 900)).toBe(true);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: 'screenshots/age-waiting-1440.png' });
  expect(await axeViolations(page)).toEqual([]);
  expect(await axeViolations(frame)).toEqual([]);
  // Tab on through the page: entering the game lands on the year field, in a modal question.
  await pressUntilFocused(page, frame, /^Your year of birth$/);
  expect(await frame.evaluate(() => document.querySelector('.shell__age')!.matches(':modal'))).toBe(true);
  // The page has scrolled as the focus went through it; the game asks to be seen again.
  await expect.poll(() => wholeInView(dialog, 900)).toBe(true);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: 'screenshots/age-modal-1440.png' });
  await page.keyboard.type(String(new Date().getFullYear() - 30));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  expect(await focusedName(frame)).toBe('Yes');
  await page.keyboard.press('Tab');
  expect(await focusedName(frame)).toBe('Continue');
  await page.keyboard.press('Enter');
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await expect.poll(() => frame.locator('.shell__table').isVisible()).toBe(true);
  expect(await frame.locator('.shell__closed').isVisible()).toBe(false);
  await context.close();
});

test('a daily stake limit set in a game stops every game taking bets, saying which limit and when play resumes', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 360, height: 640 } });
  const page = await openGamePage(context, 'high-low');
  await page.getByRole('button', { name: 'Your play', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Your play' });
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByLabel(/Daily stake limit/).fill('100');
  await panel.getByRole('button', { name: 'Save my limits' }).click();
  await expect.poll(() => panel.getByRole('status').textContent()).toBe('Your daily stake limit is now 100 coins.');
  await panel.getByRole('button', { name: 'Close Your play' }).click();
  // The first 100-coin call is taken; the next would pass the limit.
  await page.getByRole('button', { name: /^Higher ×/ }).click();
  await expect.poll(() => page.locator('.shell__status').textContent()).toMatch(/Right!|not higher|same rank/);
  const before = await page.locator('.shell__balance-value').textContent();
  await page.getByRole('button', { name: /^Lower ×/ }).click();
  const refused = /^This bet would pass your daily stake limit of 100 coins \(100 staked today\)\. Play can resume on \w+, \w+ \d+, \d{4} at 00:00\.$/;
  await expect.poll(() => page.locator('.shell__status').textContent()).toMatch(refused);
  expect(await page.locator('.shell__notice').allTextContents()).toContainEqual(expect.stringMatching(/daily stake limit of 100 coins/));
  expect(await page.locator('.shell__balance-value').textContent()).toBe(before);
  // Another game, in another tab, refuses too.
  const baccarat = await openGamePage(context, 'baccarat');
  await baccarat.getByLabel(/Banker/).check();
  await baccarat.getByRole('button', { name: /^Deal/ }).click();
  await expect.poll(() => baccarat.locator('.shell__status').textContent()).toMatch(/daily stake limit of 100 coins/);
  // Raising the limit waits 24 hours, and the panel says so.
  await page.getByRole('button', { name: 'Your play', exact: true }).click();
  await panel.getByLabel(/Daily stake limit/).fill('5000');
  await panel.getByRole('button', { name: 'Save my limits' }).click();
  await expect.poll(() => panel.getByRole('status').textContent()).toMatch(/^Your daily stake limit changes to 5,000 coins on \w+, \w+ \d+, \d{4} at \d\d:\d\d\.$/);
  await expect.poll(() => panel.locator('#yp-stake-now').textContent()).toMatch(/^Now: 100 coins\. Changes to 5,000 coins on /);
  // Your activity: today's High Low row shows the 100 coins staked (and the same over 7 days).
  const row = await panel
    .getByRole('row', { name: /^High Low/ })
    .locator('td')
    .allTextContents();
  expect([row[1], row[4]]).toEqual(['100', '100']);
  await context.close();
});

test('a play state edited by hand closes every game for 24 hours with a notice, and the limits are kept', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 1440, height: 900 } });
  let page = await openGamePage(context, 'high-low');
  await page.getByRole('button', { name: 'Your play', exact: true }).click();
  let panel = page.getByRole('dialog', { name: 'Your play' });
  await panel.getByLabel(/Daily stake limit/).fill('500');
  await panel.getByRole('button', { name: 'Save my limits' }).click();
  await expect.poll(() => panel.getByRole('status').textContent()).toBe('Your daily stake limit is now 500 coins.');
  // With no game open (a running game saves its play time every 10 s, and the page that first reads
  // the damage is the one that says so), lift the limit by hand without the checksum that goes with it.
  await page.close();
  const editor = await context.newPage();
  await editor.goto(siteUrl('/about'));
  await editor.evaluate((key) => {
    const state = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(key, JSON.stringify({ ...state, limits: { ...state.limits, dailyStake: null } }));
  }, PLAYER_KEY);
  await editor.close();
  page = await openGamePage(context, 'high-low');
  await expect.poll(() => closedText(page)).toMatch(/Your play settings could not be read, so for safety the games are closed until \w+, \w+ \d+, \d{4} at \d\d:\d\d\./);
  expect(await page.locator('.shell__notice').allTextContents()).toContainEqual(expect.stringMatching(/restored from the last saved copy/));
  expect(await page.locator('.shell__controls').isVisible()).toBe(false);
  await page.locator('.shell__closed').getByRole('button', { name: 'Your play' }).click();
  panel = page.getByRole('dialog', { name: 'Your play' });
  await expect.poll(() => panel.locator('#yp-stake-now').textContent()).toBe('Now: 500 coins.');
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('a daily time limit closes the game once that much play has passed, until midnight', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 360, height: 640 } });
  // A morning: the day's play time starts again at midnight, so 15 minutes run from the real time
  // of a run near midnight would end in a new day with the limit never reached.
  await context.clock.install({ time: new Date(2026, 10, 23, 9, 0) });
  const page = await context.newPage();
  await page.goto(siteUrl(gameFramePath('gin-rummy')));
  await page.clock.runFor(1000);
  await waitForBalance(page.mainFrame());
  await page.getByRole('button', { name: 'Your play', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Your play' });
  await panel.getByLabel(/Daily time limit/).selectOption('15');
  await panel.getByRole('button', { name: 'Save my limits' }).click();
  await panel.getByRole('button', { name: 'Close Your play' }).click();
  await page.clock.runFor(14 * 60_000);
  expect(await page.locator('.shell__closed').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Deal a hand' }).isVisible()).toBe(true);
  await page.clock.runFor(60_000 + 2_000);
  await expect.poll(() => closedText(page)).toMatch(/You have reached your daily time limit of 15 minutes\. Play can resume on Tuesday, November 24, 2026 at 00:00\./);
  expect(await page.getByRole('button', { name: 'Deal a hand' }).isVisible()).toBe(false);
  await context.close();
});

test('play time counts across a reload: the seconds played since the last save are not lost when the page is left', async () => {
  const context = await newPlayerContext(browser);
  const page = await openGamePage(context, 'high-low');
  const playedMs = () =>
    page.evaluate((key) => {
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as { activity?: { games: Record<string, { ms: number }> }[] };
      return state.activity?.at(-1)?.games['high-low']?.ms ?? 0;
    }, PLAYER_KEY);
  // Under ten seconds of play: nothing is written yet (the page writes its time every ten seconds).
  await page.waitForTimeout(6_000);
  expect(await playedMs()).toBe(0);
  // A page being left never gets the coins lock it asks for: it leaves its seconds for the next page.
  await page.reload();
  await waitForBalance(page.mainFrame());
  await expect.poll(playedMs).toBeGreaterThanOrEqual(5_000);
  await context.close();
});

test('a break taken on the site page closes the games open in two tabs, shows when it ends, and cannot be undone', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 1440, height: 900 } });
  const highLow = await openGamePage(context, 'high-low');
  const slots = await openGamePage(context, 'slot-cowboy');
  const site = await context.newPage();
  await site.goto(siteUrl('/play-responsibly'));
  await waitForApp(site);
  const panel = await yourPlayFrame(site);
  await panel.getByRole('button', { name: '7 days' }).click();
  const confirm = panel.getByRole('dialog', { name: 'Take a break of 7 days?' });
  await expect.poll(() => confirm.isVisible()).toBe(true);
  expect(await confirm.textContent()).toMatch(/A break cannot be shortened or undone\./);
  expect(await axeViolations(panel)).toEqual([]);
  await confirm.getByRole('button', { name: 'Start my break' }).click();
  await expect.poll(() => panel.getByRole('status').textContent()).toMatch(/^Your break has started\. Every game is closed until \w+, \w+ \d+, \d{4} at \d\d:\d\d\.$/);
  const ends = /You are taking a break\. The games are closed until (\w+, \w+ \d+, \d{4} at \d\d:\d\d)\./;
  for (const tab of [highLow, slots]) {
    await expect.poll(() => closedText(tab)).toMatch(ends);
    expect(await tab.locator('.shell__controls').isVisible()).toBe(false);
  }
  const end = ends.exec((await closedText(highLow))!)![1]!;
  const week = new Date(Date.now() + 7 * 86_400_000);
  expect(end).toContain(week.toLocaleDateString('en-CA', { month: 'long', day: 'numeric' }));
  // Nothing shortens it: the panel offers only to extend, and only to lengths that end later than 7 days.
  await expect.poll(() => panel.locator('.yp__breaks button').allTextContents()).toEqual(['Extend to 30 days from now']);
  await highLow.reload();
  await expect.poll(() => closedText(highLow)).toContain(end);
  await context.close();
});

test('the Play responsibly page: every help line calls and texts the number it shows, the footer and the games link to it, no axe violations in its Your play panel', async () => {
  for (const width of [360, 1440]) {
    const { page, errors } = await openPage(browser, '/play-responsibly', { width, height: width === 360 ? 640 : 900 });
    for (const line of help.filter((item) => item.phone)) {
      const call = page.locator(`a[href="${line.phone.tel}"]`).first();
      expect(await call.textContent()).toContain(line.phone.display);
      expect(line.phone.tel.replace(/\D/g, '')).toMatch(new RegExp(`${line.phone.display.replace(/\D/g, '')}$`));
    }
    for (const [name, tel] of [
      ['ConnexOntario', 'tel:+18665312600'],
      ['9-8-8: Suicide Crisis Helpline', 'tel:988'],
      ['B.C. Gambling Support Line', 'tel:+18887956111'],
    ]) {
      expect(await page.locator(`a[href="${tel}"]`).count(), name).toBeGreaterThan(0);
    }
    expect(await page.locator('a[href="sms:247247"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="tel:+18004610140"]').count()).toBeGreaterThan(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    // The page itself: e2e/site.test.ts runs axe on it at both widths, as on every route.
    const panel = await yourPlayFrame(page);
    expect(await axeViolations(panel)).toEqual([]);
    // The frame takes its panel's height, so the panel needs no scrollbar of its own.
    await expect.poll(() => panel.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
    expect(errors).toEqual([]);
    await closePage(page);
  }
  const { page } = await openPage(browser, '/');
  const link = page.locator('footer').getByRole('link', { name: 'Play responsibly' });
  await link.first().click();
  await page.waitForURL('**/play-responsibly');
  await expect.poll(() => page.locator('main h1').first().textContent()).toBe(defaultContent.responsiblePlay.title);
  await closePage(page);
  // From a game: the how-to-play panel and the reality check lead to the page on the site.
  const context = await newPlayerContext(browser);
  const game = await openGamePage(context, 'baccarat');
  await game.locator('.shell__how summary').click();
  const fromGame = game.locator('.shell__how').getByRole('link', { name: /Play responsibly/ });
  expect(await fromGame.getAttribute('href')).toBe(siteUrl('/play-responsibly'));
  expect(await fromGame.getAttribute('target')).toBe('_blank');
  // The reality check is closed until its time comes (a browser test in games.test.ts opens it): its link is read as it is.
  expect(await game.locator('.shell__dialog').filter({ hasText: 'Time for a quick check' }).locator('a').getAttribute('href')).toBe(siteUrl('/play-responsibly'));
  await context.close();
});
