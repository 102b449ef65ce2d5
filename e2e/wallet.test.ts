import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COIN_RULES } from '../core/coin-rules';
import { dayKey, freshWallet, sealWallet, WALLET_KEY, type WalletState } from '../games/kit/wallet/wallet';
import { baseUrl, newPlayerContext, closeContexts, workerBrowser } from './support/browser';
import { balance, callHighLow, openGamePage, reloadWithStored, waitForBalance } from './support/game-frame';
import { SAVED_ROUND_PREFIX, savedRoundText, UNDEALT } from '../games/kit/wallet/saved-round';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

const notices = (page: Page) => page.locator('.shell__notice span').allTextContents();

/** A game page under a fake clock set to `time`, once its balance shows. */
async function openWithClock(slug: string, time: Date): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPlayerContext(browser);
  await context.clock.install({ time });
  const page = await context.newPage();
  await page.goto(new URL(`/games/${slug}/index.html`, baseUrl()).href);
  await page.clock.runFor(1000);
  await waitForBalance(page);
  return { context, page };
}

/** Stores a wallet (sealed like the games seal it) and reloads the page to read it. */
async function useWallet(page: Page, fields: Partial<WalletState>) {
  const state = sealWallet({ ...freshWallet(new Date()), ...fields });
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [WALLET_KEY, JSON.stringify(state)]);
  await page.reload();
  await waitForBalance(page);
}

test('when the browser refuses to save, a notice says so and bets and wins still count', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const page = await openGamePage(context, 'high-low');
  await expect.poll(() => notices(page)).toContainEqual(expect.stringMatching(/cannot be saved on this device right now/));
  await expect.poll(() => balance(page)).toBe(COIN_RULES.startingGrant);
  let expected: number = COIN_RULES.startingGrant;
  for (let call = 0; call < 4; call++) expected = await callHighLow(page, /^Higher/);
  // Claiming the grant adds to the in-memory balance, not to a stale stored one.
  await page.getByRole('button', { name: /^Claim/ }).click();
  await expect.poll(() => balance(page)).toBe(expected + COIN_RULES.dailyGrant);
  await context.close();
});

test('the daily grant button enables itself at midnight without a reload', async () => {
  const { context, page } = await openWithClock('baccarat', new Date(2026, 10, 23, 23, 59, 30));
  const grant = page.getByRole('button', { name: /^Claim/ });
  await grant.click();
  await expect.poll(() => grant.isDisabled()).toBe(true);
  await page.clock.runFor(20_000);
  expect(await grant.isDisabled()).toBe(true);
  await page.clock.runFor(20_000);
  await expect.poll(() => grant.isEnabled()).toBe(true);
  await context.close();
});

test('setting the clock back a day does not open the daily grant again', async () => {
  const { context, page } = await openWithClock('baccarat', new Date(2026, 10, 23, 12, 0));
  const claim = page.getByRole('button', { name: /^Claim/ });
  const before = await balance(page);
  await claim.click();
  // The claim is made under the coins lock a moment after the click, and shown once stored: the
  // clock goes back only after the player has seen it (a reload before then could beat the claim).
  await expect.poll(() => claim.isDisabled()).toBe(true);
  const claimed = before + COIN_RULES.dailyGrant;
  await expect.poll(() => balance(page)).toBe(claimed);
  await page.clock.setSystemTime(new Date(2026, 10, 22, 12, 0));
  await page.reload();
  await page.clock.runFor(1000);
  await waitForBalance(page);
  expect(await claim.isDisabled()).toBe(true);
  expect(await balance(page)).toBe(claimed);
  await context.close();
});

test('below the smallest bet with the grant used, a notice says when the next grant opens', async () => {
  const { context, page } = await openWithClock('high-low', new Date(2026, 10, 23, 20, 30));
  const state = sealWallet({ ...freshWallet(new Date(2026, 10, 23, 20, 30)), balance: 50, grantDay: '2026-11-23', grantsClaimed: 1 });
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [WALLET_KEY, JSON.stringify(state)]);
  await page.reload();
  await page.clock.runFor(1000);
  await waitForBalance(page);
  expect(await notices(page)).toContainEqual('You have fewer coins than the smallest bet here (100). Your next 2,500 free coins can be claimed from midnight, in 3 h 30 min.');
  await page.getByRole('button', { name: /^Higher/ }).click();
  await expect.poll(() => page.locator('.shell__status').textContent()).toBe('Not enough coins: this bet needs 100 and your balance is 50.');
  await expect.poll(() => balance(page)).toBe(50);
  await context.close();
});

test('a round whose stake was taken but nothing of it shown (no saved hand) gives its stake back when the game opens again', async () => {
  const context = await newPlayerContext(browser);
  const page = await openGamePage(context, 'gin-rummy');
  const before = await balance(page);
  // A page that died between taking the stake and saving the dealt hand leaves just this behind: the stake, and the round's copy saved with it, not yet dealt.
  const copy = savedRoundText({ game: 'gin-rummy', roundId: 'left-behind', stake: 100, state: UNDEALT });
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SAVED_ROUND_PREFIX + 'left-behind', copy]);
  await useWallet(page, { balance: before - 100, pending: [{ id: 'left-behind', game: 'gin-rummy', stake: 100 }] });
  await expect.poll(() => notices(page)).toContainEqual(expect.stringMatching(/unfinished Gin Rummy round was closed before it ended, so its stake of 100 coins is back/));
  await expect.poll(() => balance(page)).toBe(before);
  await context.close();
});

test('a hand whose saved copy is removed by hand after its deal was shown is closed without a refund, with a notice', async () => {
  const context = await newPlayerContext(browser);
  const page = await openGamePage(context, 'gin-rummy');
  const before = await balance(page);
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  await expect.poll(() => balance(page)).toBe(before - 100);
  await expect.poll(() => page.locator('.gin__hand button').count()).toBeGreaterThan(0);
  // The player sees the cards, does not like them, and deletes the saved hand before reloading.
  await page.evaluate((prefix) => {
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
  }, SAVED_ROUND_PREFIX);
  await page.reload();
  await waitForBalance(page);
  await expect.poll(() => notices(page)).toContainEqual(expect.stringMatching(/unfinished Gin Rummy round could not be read back .* Its stake of 100 coins is not returned/));
  expect(await balance(page)).toBe(before - 100);
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('brightmoose.wallet.v1')!) as WalletState).pending)).toEqual([]);
  await context.close();
});

test('a hand in play in another tab is not refunded by a second tab of the same game', async () => {
  const context = await newPlayerContext(browser);
  const first = await openGamePage(context, 'gin-rummy');
  const before = await balance(first);
  await first.getByRole('button', { name: 'Deal a hand' }).click();
  // The stake is taken under the coins lock, a moment after the click.
  await expect.poll(() => balance(first)).not.toBe(before);
  const staked = await balance(first);
  const second = await openGamePage(context, 'gin-rummy');
  await second.waitForTimeout(300);
  await expect.poll(() => balance(second)).toBe(staked);
  expect(await notices(second)).toEqual([]);
  await context.close();
});

test('when the daily winnings cap holds a win back, a notice says how much and the result states what was credited', async () => {
  const context = await newPlayerContext(browser);
  const page = await openGamePage(context, 'baccarat');
  await useWallet(page, { winningsDay: dayKey(new Date()), winningsToday: COIN_RULES.dailyWinningsCap - 30 });
  await page.getByLabel(/Player/).check();
  let result = '';
  const resultText = page.locator('.bac__result');
  for (let coup = 0; coup < 30 && !/Player bet wins/.test(result); coup++) {
    // A coup is settled under the coins lock a moment after the click: wait for its own result.
    await resultText.evaluate((element) => (element.textContent = ''));
    await page.getByRole('button', { name: 'Deal' }).click();
    await expect.poll(() => resultText.textContent()).not.toBe('');
    result = (await resultText.textContent())!;
  }
  expect(result).toMatch(/Your Player bet wins 30 coins\./);
  await expect.poll(() => notices(page)).toContainEqual("You reached today's winnings limit of 500,000 coins: 70 coins of this win were not added. The limit resets at midnight.");
  // The next coup's messages do not hide the notice (a further capped win replaces it with its own amount).
  await resultText.evaluate((element) => (element.textContent = ''));
  await page.getByRole('button', { name: 'Deal' }).click();
  await expect.poll(() => resultText.textContent()).not.toBe('');
  await expect.poll(() => notices(page)).toContainEqual(expect.stringMatching(/^You reached today's winnings limit of 500,000 coins: (70|100) coins of this win were not added/));
  await context.close();
});

test('a notice can be dismissed with the keyboard', async () => {
  const context = await newPlayerContext(browser);
  const page = await openGamePage(context, 'high-low');
  await reloadWithStored(page, WALLET_KEY, '{"version":2,"balance":99999999}');
  await waitForBalance(page);
  await expect.poll(() => notices(page)).toContainEqual(expect.stringMatching(/could not be read, so it was reset to a fresh wallet of 10,000 coins/));
  await page.getByRole('button', { name: 'Dismiss notice' }).focus();
  await page.keyboard.press('Enter');
  expect(await notices(page)).toEqual([]);
  await context.close();
});
