import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COIN_RULES } from '../core/coin-rules';
import { shellStrings } from '../games/kit/strings';
import { freshWallet, sealWallet, WALLET_KEY } from '../games/kit/wallet/wallet';
import { gameFramePath } from '../core/game-registry';
import { multiplierText, SEGMENTS } from '../games/wheel-of-fortune/rules';
import { segmentUnderPointer } from '../games/wheel-of-fortune/spin-plan';
import { closePage, axeViolations, baseUrl, newPlayerContext, closeContexts, workerBrowser } from './support/browser';
import { balance, openGame, openGamePage, waitForBalance } from './support/game-frame';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

const SLUG = 'wheel-of-fortune';

const openWheel = (width: number, height = 900) => openGame(browser, SLUG, width, height);

const status = async (frame: Frame) => (await frame.locator('.shell__status').textContent()) ?? '';
const coins = (text: string) => Number(text.replace(/,/g, ''));

/** Waits for the wheel to stop and returns what it said. */
async function result(frame: Frame): Promise<string> {
  await expect.poll(() => status(frame), { timeout: 10_000 }).toMatch(/^(Free spin: )?×[\d.]+/);
  return status(frame);
}

/** The change in balance a paid spin's result states: what came back less the stake. */
function stated(said: string, stake: number): number {
  const won = /You win ([\d,]+) coins/.exec(said);
  if (won) return coins(won[1]!);
  const part = /: ([\d,]+) of your ([\d,]+) coins come back/.exec(said);
  if (part) return coins(part[1]!) - coins(part[2]!);
  expect(said).toMatch(new RegExp(`your ${stake} coins come back`));
  return 0;
}

/** The multiplier of the segment under the pointer, read from the wheel's drawn rotation. */
async function segmentShown(frame: Frame): Promise<string> {
  const transform = (await frame.locator('.wof__spinner').getAttribute('transform'))!;
  const rotation = Number(/rotate\(([-\d.]+)\)/.exec(transform)![1]);
  return multiplierText(SEGMENTS[segmentUnderPointer(rotation)]!.multiplier);
}

for (const width of [360, 1440]) {
  test(`Wheel Of Fortune spins in the site's frame at ${width} px: the balance changes by what the result says, and the wheel stops on it`, async () => {
    const { page, frame, errors } = await openWheel(width);
    expect(await axeViolations(frame)).toEqual([]);
    const start = await balance(frame);
    let expected = start;
    // Spin until the balance moves: ×1 (one spin in ten) gives the stake back.
    for (let spin = 0; spin < 6 && expected === start; spin++) {
      await frame.getByRole('button', { name: 'Spin', exact: true }).click();
      // The stake leaves as soon as the spin is settled; the result is held back until the wheel stops.
      await expect.poll(() => balance(frame)).toBe(expected - 100);
      // The stake shows gone a moment before the wheel starts and says so: until then the status
      // still reads the last spin's result, which is not this spin's.
      await expect.poll(() => status(frame)).toBe('The wheel is spinning…');
      const said = await result(frame);
      expected += stated(said, 100);
      await expect.poll(() => balance(frame)).toBe(expected);
      expect(said.startsWith(await segmentShown(frame))).toBe(true);
      expect(await frame.locator('.wof__hub-text').textContent()).toBe(said.split(/[:!]/)[0]);
    }
    expect(expected).not.toBe(start);
    expect(await frame.getByText(shellStrings.en.virtual).count()).toBe(1);
    expect(await axeViolations(frame)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });
}

test('the daily free spin pays coins without a stake, once: its button then waits for midnight, even after a reload', async () => {
  const { page, frame, errors } = await openWheel(1440);
  const before = await balance(frame);
  const free = frame.locator('.wof__free');
  await expect.poll(() => free.isEnabled()).toBe(true);
  await free.click();
  const said = await result(frame);
  const won = coins(/Free spin: ×[\d.]+\. You win ([\d,]+) coins\./.exec(said)![1]!);
  expect(won).toBeGreaterThan(0);
  await expect.poll(() => balance(frame)).toBe(before + won);
  expect(await free.isDisabled()).toBe(true);
  expect(await free.textContent()).toBe('Free spin at midnight');
  await frame.evaluate(() => location.reload());
  await waitForBalance(frame);
  await page.waitForTimeout(1200);
  expect(await frame.locator('.wof__free').isDisabled()).toBe(true);
  await expect.poll(() => balance(frame)).toBe(before + won);
  expect(errors).toEqual([]);
  await closePage(page);
});

test('the free spin and the free coins taken from the keyboard hand the focus to the button beside them: it is never dropped to the page', async () => {
  const { page, frame } = await openWheel(1440);
  const focused = () => frame.evaluate(() => (document.activeElement === document.body ? 'the page' : (document.activeElement?.textContent ?? '')));
  const free = frame.locator('.wof__free');
  await expect.poll(() => free.isEnabled()).toBe(true);
  await free.focus();
  await page.keyboard.press('Enter');
  // The wheel turns: its button (Stop) has the focus, and keeps it once it says Spin again.
  await expect.poll(focused).toMatch(/^(Stop|Spin)$/);
  await result(frame);
  await expect.poll(focused).toBe('Spin');
  const claim = frame.getByRole('button', { name: /^Claim/ });
  await claim.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => claim.isDisabled()).toBe(true);
  expect(await focused()).toBe('Your play');
  await closePage(page);
});

test('with reduced motion the wheel stands on the result at once; Space spins and Enter spins again from the keyboard', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 360, height: 640 }, reducedMotion: 'reduce' });
  const page = await openGamePage(context, SLUG);
  const frame = page.mainFrame();
  const before = await balance(frame);
  await page.keyboard.press('Space');
  // No animation: the result is there as soon as the spin is settled.
  await expect.poll(() => status(frame)).toMatch(/^×[\d.]+/);
  const first = await status(frame);
  expect(first).toMatch(/^×[\d.]+/);
  expect(first.startsWith(await segmentShown(frame))).toBe(true);
  await expect.poll(() => balance(frame)).toBe(before + stated(first, 100));
  await frame.locator('.shell__status').evaluate((status) => (status.textContent = ''));
  await page.keyboard.press('Enter');
  await expect.poll(() => status(frame)).toMatch(/^×[\d.]+/);
  const second = await status(frame);
  expect(second).toMatch(/^×[\d.]+/);
  await expect.poll(() => balance(frame)).toBe(before + stated(first, 100) + stated(second, 100));
  await context.close();
});

test('a long spin can be stopped at once with the same button, landing where it was going', async () => {
  const { page, frame } = await openWheel(1440);
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await spin.click();
  await expect.poll(() => status(frame)).toBe('The wheel is spinning…');
  await frame.getByRole('button', { name: 'Stop' }).click();
  const said = await status(frame);
  expect(said).toMatch(/^×[\d.]+/);
  expect(said.startsWith(await segmentShown(frame))).toBe(true);
  expect(await frame.getByRole('button', { name: 'Spin', exact: true }).isEnabled()).toBe(true);
  await closePage(page);
});

test('at the daily winnings cap the free spin pays nothing more, and the page says how much was held back', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(new URL(gameFramePath(SLUG), baseUrl()).href);
  const atCap = sealWallet({ ...freshWallet(new Date()), winningsToday: COIN_RULES.dailyWinningsCap });
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [WALLET_KEY, JSON.stringify(atCap)]);
  await page.reload();
  await waitForBalance(page);
  const free = page.locator('.wof__free');
  await expect.poll(() => free.isEnabled()).toBe(true);
  await free.click();
  await expect.poll(() => status(page.mainFrame())).toMatch(/^Free spin: ×[\d.]+\. No coins added: today's winnings limit is reached\.$/);
  await expect.poll(() => balance(page.mainFrame())).toBe(atCap.balance);
  expect(await page.locator('.shell__notice span').allTextContents()).toContainEqual(expect.stringMatching(/reached today's winnings limit of 500,000 coins: [\d,]+ coins of this win were not added/));
  await context.close();
});

test('the free spin opens again at midnight without a reload, and setting the clock back does not open it', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 360, height: 640 }, reducedMotion: 'reduce' });
  await context.clock.install({ time: new Date(2026, 10, 23, 23, 59, 30) });
  const page = await context.newPage();
  await page.goto(new URL(gameFramePath(SLUG), baseUrl()).href);
  await page.clock.runFor(1000);
  await waitForBalance(page);
  const free = page.locator('.wof__free');
  await page.clock.runFor(1000);
  await free.click();
  await expect.poll(() => status(page.mainFrame())).toMatch(/^Free spin: ×[\d.]+\. You win [\d,]+ coins\.$/);
  expect(await free.isDisabled()).toBe(true);
  await page.clock.runFor(20_000);
  expect(await free.isDisabled()).toBe(true);
  await page.clock.runFor(20_000);
  await expect.poll(() => free.isEnabled()).toBe(true);
  await free.click();
  await expect.poll(() => free.isDisabled()).toBe(true);
  // Back to the day before: the free spin stays closed.
  await page.clock.setSystemTime(new Date(2026, 10, 23, 12, 0));
  await page.reload();
  await page.clock.runFor(2000);
  await waitForBalance(page);
  expect(await free.isDisabled()).toBe(true);
  expect(await free.textContent()).toBe('Free spin at midnight');
  await context.close();
});
