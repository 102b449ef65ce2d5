import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dayKey, sealWallet, WALLET_KEY } from '../games/kit/wallet/wallet';
import { GAMES } from '../core/game-registry';
import { COIN_RULES } from '../core/coin-rules';
import { closePage, closeContexts, workerBrowser } from './support/browser';
import { balance, checkFrame, coins, openGame, waitForBalance, type BuiltSlug } from './support/game-frame';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

const SLOTS = (['slot-kongfu', 'slot-cowboy'] as const satisfies readonly BuiltSlug[]).map((slug) => [GAMES.find((game) => game.slug === slug)!.text.en.title, slug] as const);

const spinButton = (frame: Frame) => frame.locator('.slot__spin');
const stake = (frame: Frame) => coins(frame, '.shell__bet-total');
const win = (frame: Frame) => coins(frame, '.slot__win-value');

/** Waits for the round's reveal to end (skipping it if free spins run long). */
async function revealEnds(frame: Frame) {
  await expect
    .poll(() => spinButton(frame).textContent(), { timeout: 8_000 })
    .toBe('Spin')
    // Skips in the frame's own turn, so a round that ends meanwhile is not followed by a new spin.
    .catch(() =>
      frame.evaluate(() => {
        const button = document.querySelector<HTMLButtonElement>('.slot__spin');
        if (button?.textContent === 'Skip') button.click();
      }),
    );
  await expect.poll(() => spinButton(frame).textContent()).toBe('Spin');
}

/**
 * Makes the next reel draws in the frame return `stops`: crypto.getRandomValues gives those words
 * first, then random ones. The script stays with the page's context: a test that plans stops ends
 * by closing that context, so that no later test's tab draws planned stops.
 */
async function planStops(page: Page) {
  await page.context().addInitScript(() => {
    const planned: number[] = [];
    const random = crypto.getRandomValues.bind(crypto);
    (window as unknown as { planStops: (stops: number[]) => void }).planStops = (stops) => planned.push(...stops);
    crypto.getRandomValues = (array) => {
      if (array instanceof Uint32Array && array.length === 1 && planned.length > 0) array[0] = planned.shift()!;
      else random(array);
      return array;
    };
  });
}

for (const width of [360, 1440]) {
  test.each(SLOTS)(`%s spins once in the site's frame at ${width} px: the stake leaves, the win is counted and the balance ends on both`, async (_title, slug) => {
    const { page, frame, errors } = await openGame(browser, slug, width);
    await checkFrame(frame);
    const before = await balance(frame);
    const bet = await stake(frame);
    expect(bet).toBe(50);
    await spinButton(frame).click();
    // The round is settled at once; the bar shows the stake gone while the reels run.
    await expect.poll(() => spinButton(frame).textContent()).toBe('Skip');
    await expect.poll(() => balance(frame)).toBe(before - bet);
    await revealEnds(frame);
    const won = await win(frame);
    await expect.poll(() => balance(frame)).toBe(before - bet + won);
    expect(await frame.locator('.slot__result').textContent()).toMatch(won > 0 ? `You win ${won.toLocaleString('en-CA')} coins on a 50 coin bet` : /No win this time/);
    // The cells marked are the last spin's: after free spins (about one round in 130) the last may
    // have won nothing while the round did.
    const freeSpinsPlayed = /free spins paid/.test((await frame.locator('.slot__result').textContent()) ?? '');
    if (!freeSpinsPlayed) expect((await frame.locator('.slot__cell--win').count()) > 0).toBe(won > 0);
    await frame.getByRole('button', { name: 'Show lines' }).click();
    await expect.poll(() => frame.locator('.slot__line:visible').count()).toBe(10);
    await frame.getByText('How to play').click();
    await expect.poll(() => frame.getByRole('table', { name: /as a multiple of the line bet/ }).isVisible()).toBe(true);
    await checkFrame(frame);
    expect(errors).toEqual([]);
    await closePage(page);
  });
}

test.each(SLOTS)('%s spins with Space, skips with Enter, and the balance settles on what the meter shows', async (_title, slug) => {
  const { page, frame } = await openGame(browser, slug, 1440);
  const before = await balance(frame);
  await frame.locator('h1').click();
  await page.keyboard.press('Space');
  await expect.poll(() => spinButton(frame).textContent()).toBe('Skip');
  await page.keyboard.press('Enter');
  await expect.poll(() => spinButton(frame).textContent()).toBe('Spin');
  expect(await frame.locator('.slot__reel--spinning').count()).toBe(0);
  await expect.poll(() => balance(frame)).toBe(before - 50 + (await win(frame)));
  // Space on a focused control keeps its own meaning: it presses Show lines, it does not spin.
  await frame.getByRole('button', { name: 'Show lines' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => frame.getByRole('button', { name: 'Show lines' }).getAttribute('aria-pressed')).toBe('true');
  expect(await spinButton(frame).textContent()).toBe('Spin');
  await closePage(page);
});

test('under reduced motion the reels stop at once: no spinning, no count-up', async () => {
  const { page, frame } = await openGame(browser, 'slot-cowboy', 360);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const before = await balance(frame);
  const welcome = await frame.locator('.slot__result').textContent();
  await frame.evaluate(() => {
    const record = { spinning: false, meter: [] as string[] };
    (window as unknown as { record: typeof record }).record = record;
    const meter = document.querySelector('.slot__win-value')!;
    new MutationObserver(() => {
      if (document.querySelector('.slot__reel--spinning')) record.spinning = true;
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
    new MutationObserver(() => record.meter.push(meter.textContent)).observe(meter, { subtree: true, childList: true, characterData: true });
  });
  await spinButton(frame).click();
  // The round has ended when its outcome replaces the welcome line (emptied while the reels run);
  // under reduced motion Skip may never show.
  await expect.poll(async () => [welcome, ''].includes(await frame.locator('.slot__result').textContent()), { timeout: 5_000 }).toBe(false);
  expect(await spinButton(frame).textContent()).toBe('Spin');
  const won = await win(frame);
  const record = await frame.evaluate(() => (window as unknown as { record: { spinning: boolean; meter: string[] } }).record);
  expect(record.spinning).toBe(false);
  // The meter is cleared, then shows the win at once: no figure in between. A spin that awards
  // free spins (about one in 130) plays them one after another, and the meter then shows the
  // round's running total after each of them, never a figure counting up towards it.
  const between = record.meter.map((shown) => Number(shown.replace(/\D/g, ''))).filter((shown) => shown !== 0 && shown !== won);
  if (/free spins paid/.test((await frame.locator('.slot__result').textContent()) ?? '')) {
    expect(between).toEqual(between.toSorted((a, b) => a - b));
    expect(between.every((total) => total < won)).toBe(true);
  } else {
    expect(between).toEqual([]);
  }
  await expect.poll(() => balance(frame)).toBe(before - 50 + won);
  await closePage(page);
});

test('nothing flashes: reels land more than a third of a second apart, and nothing blinks', async () => {
  const { page, frame } = await openGame(browser, 'slot-kongfu', 1440);
  await frame.evaluate(() => {
    const record: { landings: number[]; blinking: string[] } = { landings: [], blinking: [] };
    (window as unknown as { record: typeof record }).record = record;
    const spinning = new Set<Element>();
    new MutationObserver((changes) => {
      for (const change of changes) {
        const reel = change.target as Element;
        if (!reel.classList.contains('slot__reel')) continue;
        if (reel.classList.contains('slot__reel--spinning')) spinning.add(reel);
        else if (spinning.delete(reel)) record.landings.push(performance.now());
      }
      // Any animation that repeats must be motion only (the streak's faint bands), never light going on and off.
      for (const animation of document.getAnimations()) {
        const timing = animation.effect!.getComputedTiming();
        const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
        const changes = keyframes.flatMap((frame) => Object.keys(frame)).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
        if ((timing.iterations ?? 1) > 1 && changes.some((key) => !key.startsWith('backgroundPosition'))) record.blinking.push(changes.join());
      }
    }).observe(document.querySelector('.slot__reels')!, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  await spinButton(frame).click();
  // The stake settles under the coins lock first: the reels start (Skip shows) a moment after the click.
  await expect.poll(() => spinButton(frame).textContent()).toBe('Skip');
  await revealEnds(frame);
  const { landings, blinking } = await frame.evaluate(() => (window as unknown as { record: { landings: number[]; blinking: string[] } }).record);
  expect(landings.length).toBeGreaterThanOrEqual(5);
  const gaps = landings.slice(1).map((time, i) => time - landings[i]!);
  expect(Math.min(...gaps)).toBeGreaterThan(1000 / 3);
  expect(blinking).toEqual([]);
  await closePage(page);
});

test('three Gongs award free spins that play out, shown one by one, and are paid in the same round', async () => {
  const { page, frame } = await openGame(browser, 'slot-kongfu', 1440);
  await planStops(page);
  await frame.goto(frame.url());
  await waitForBalance(frame);
  const before = await balance(frame);
  // Reels 1 to 3 stop with their Gong in the middle row; reels 4 and 5 show none.
  await frame.evaluate(() => (window as unknown as { planStops: (stops: number[]) => void }).planStops([16, 24, 19, 0, 0]));
  await spinButton(frame).click();
  await expect.poll(() => frame.locator('.slot__free').textContent(), { timeout: 15_000 }).toBe('Free spin 1 of 10');
  await spinButton(frame).click();
  await expect.poll(() => spinButton(frame).textContent()).toBe('Spin');
  const result = (await frame.locator('.slot__result').textContent())!;
  const played = Number(/(\d+) free spins paid/.exec(result)![1]);
  expect(played).toBeGreaterThanOrEqual(10);
  const won = await win(frame);
  // 3 Gongs pay twice the total bet on their own, so the round wins at least that.
  expect(won).toBeGreaterThanOrEqual(100);
  await expect.poll(() => balance(frame)).toBe(before - 50 + won);
  await page.context().close();
});

test('a win past the daily winnings cap pays only up to it, and says what it held back', async () => {
  const { page, frame } = await openGame(browser, 'slot-kongfu', 1440);
  await planStops(page);
  const room = 10;
  const wallet = sealWallet({ version: 2, balance: 10_000, grantDay: null, grantsClaimed: 0, winningsDay: dayKey(new Date()), winningsToday: COIN_RULES.dailyWinningsCap - room, pending: [] });
  await frame.evaluate(([key, value]) => localStorage.setItem(key, value), [WALLET_KEY, JSON.stringify(wallet)] as const);
  await frame.goto(frame.url());
  await waitForBalance(frame);
  await frame.evaluate(() => (window as unknown as { planStops: (stops: number[]) => void }).planStops([16, 24, 19, 0, 0]));
  await spinButton(frame).click();
  await expect.poll(() => spinButton(frame).textContent()).toBe('Skip');
  await spinButton(frame).click();
  await expect.poll(() => spinButton(frame).textContent()).toBe('Spin');
  const won = await win(frame);
  const held = won - 50 - room;
  expect(held).toBeGreaterThan(0);
  await expect.poll(() => balance(frame)).toBe(10_000 - 50 + won - held);
  expect(await frame.locator('.slot__result').textContent()).toContain(`${held.toLocaleString('en-CA')} coins of it were past today's winnings limit and were not added`);
  expect(await frame.locator('.shell__notice').allTextContents()).toContainEqual(expect.stringContaining("You reached today's winnings limit"));
  await page.context().close();
});
