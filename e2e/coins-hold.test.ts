import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COIN_RULES } from '../core/coin-rules';
import { PLAYER_BACKUP_KEY, PLAYER_KEY, answerAge, freshPlayer, sealPlayer, takeBreak } from '../games/kit/safeguards/player-state';
import { WALLET_KEY, type WalletState } from '../games/kit/wallet/wallet';
import { gameFramePath, gameLink } from '../core/game-registry';
import { closePage, baseUrl, newPlayerContext, openPage, closeContexts, workerBrowser } from './support/browser';
import { balance, openGamePage, waitForBalance, wholeInView } from './support/game-frame';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

/** A clock's m:ss in seconds. */
const seconds = (text: string) => text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
const notices = (page: Page) => page.locator('.shell__notice span').allTextContents();
const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as WalletState | null, WALLET_KEY);

/** Every Mahjong tile as the board shows it: its place, face and whether it is still on the board. */
const mahjongBoard = (page: Page) =>
  page
    .locator('.mj-tile')
    .evaluateAll((tiles) =>
      tiles.map((tile) =>
        tile.getAttribute('display') === 'none' ? `${tile.getAttribute('data-place')}:gone` : `${tile.getAttribute('data-place')}:${tile.querySelector('use')?.getAttribute('href')}`,
      ),
    );

test('a Mahjong game in play survives a reload: same tiles, same moves made, same balance, and its stake stays in play', async () => {
  const context = await newPlayerContext(browser);
  const page = await openGamePage(context, 'mahjong-deluxe');
  const before = await balance(page);
  await page.getByRole('button', { name: 'Deal' }).click();
  await expect.poll(() => balance(page)).toBe(before - 100);
  // A move: the hinted pair taken off.
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect.poll(() => page.locator('.mj-tile.is-hint').count()).toBe(2);
  for (const place of await page.locator('.mj-tile.is-hint').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-place')))) {
    await page.locator(`.mj-tile[data-place="${place}"]`).click();
  }
  await expect.poll(() => page.locator('.mj__info span:nth-child(2) b').textContent()).toBe('142');
  const position = await mahjongBoard(page);
  await page.reload();
  await expect.poll(() => notices(page)).toContainEqual(expect.stringMatching(/unfinished Mahjong Deluxe round is back where you left it, with its stake of 100 coins still in play/));
  await expect.poll(() => mahjongBoard(page)).toEqual(position);
  await expect.poll(() => page.locator('.mj__info span:nth-child(2) b').textContent()).toBe('142');
  await expect.poll(() => balance(page)).toBe(before - 100);
  // The game goes on: ending it now settles the one round (fewer than 72 tiles removed pays nothing).
  await page.getByRole('button', { name: 'End game' }).click();
  await expect.poll(() => page.locator('.shell__status').textContent()).toMatch(/stake is lost/);
  await expect.poll(() => balance(page)).toBe(before - 100);
  expect((await stored(page))!.pending).toEqual([]);
  await context.close();
});

test("a Mahjong game's clock stops while the games are closed: a break taken in another tab is not charged to the game", async () => {
  const context = await newPlayerContext(browser);
  const page = await openGamePage(context, 'mahjong-deluxe');
  await page.getByRole('button', { name: 'Deal' }).click();
  const clock = page.locator('.mj__info span:nth-child(1) b');
  await expect.poll(async () => seconds((await clock.textContent())!)).toBeGreaterThanOrEqual(2);
  // A break of 6 seconds, taken in another tab of the games.
  const other = await context.newPage();
  await other.goto(new URL('/games/your-play/index.html', baseUrl()).href);
  const now = Date.now();
  const onBreak = JSON.stringify(sealPlayer({ ...answerAge(freshPlayer(now), 'adult', now), breakUntil: now + 6_000 }, now));
  await other.evaluate(([key, copy, value]) => [key, copy].forEach((name) => localStorage.setItem(name!, value!)), [PLAYER_KEY, PLAYER_BACKUP_KEY, onBreak]);
  await expect.poll(() => page.locator('.shell__closed').isVisible()).toBe(true);
  const closedAt = seconds((await clock.textContent())!);
  await expect.poll(() => page.locator('.shell__closed').isVisible(), { timeout: 15_000 }).toBe(false);
  // The games are open again: the clock goes on from where the break stopped it, not 6 seconds later.
  expect(seconds((await clock.textContent())!)).toBeLessThanOrEqual(closedAt + 2);
  await context.close();
}, 30_000);

test("a Mahjong game's clock stops while the reality check asks, and goes on once the player keeps playing", async () => {
  const context = await newPlayerContext(browser);
  // A morning, so that the half hour of play stays within one day whenever the suite runs.
  await context.clock.install({ time: new Date(2026, 10, 23, 9, 0) });
  const page = await context.newPage();
  await page.goto(new URL('/games/mahjong-deluxe/index.html', baseUrl()).href);
  await page.clock.runFor(1000);
  await waitForBalance(page);
  await page.getByRole('button', { name: 'Deal' }).click();
  const clock = page.locator('.mj__info span:nth-child(1) b');
  await expect.poll(() => page.getByRole('button', { name: 'Hint' }).isVisible()).toBe(true);
  await page.clock.runFor(30 * 60_000);
  const dialog = page.getByRole('dialog', { name: 'Time for a quick check' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  const asked = seconds((await clock.textContent())!);
  // A minute with the question open costs the board nothing (a second at most, as time flows on between steps).
  await page.clock.runFor(60_000);
  expect(seconds((await clock.textContent())!)).toBeLessThanOrEqual(asked + 1);
  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  // Play goes on (once the dialog's close event has run): the clock counts again from where the question stopped it.
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return seconds((await clock.textContent())!);
    })
    .toBeGreaterThanOrEqual(asked + 2);
  expect(seconds((await clock.textContent())!)).toBeLessThan(asked + 30);
  await context.close();
}, 60_000);

test('a Gin Rummy hand in play survives a reload, and another tab takes it up once the first is closed', async () => {
  const context = await newPlayerContext(browser);
  const page = await openGamePage(context, 'gin-rummy');
  const before = await balance(page);
  await page.getByRole('button', { name: 'Deal a hand' }).click();
  await expect.poll(() => balance(page)).toBe(before - 100);
  // A move: pass the first upcard, or draw when the computer's pass left the draw to the player.
  const pass = page.getByRole('button', { name: 'Pass', exact: true });
  if (await pass.isVisible()) await pass.click();
  const hand = () => page.locator('.gin__hand .card').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
  const said = await page.locator('.shell__status').textContent();
  const cards = await hand();
  expect(cards.length).toBeGreaterThanOrEqual(10);
  await page.reload();
  await expect.poll(() => notices(page)).toContainEqual(expect.stringMatching(/unfinished Gin Rummy round is back where you left it, with its stake of 100 coins still in play/));
  expect(await hand()).toEqual(cards);
  await expect.poll(() => balance(page)).toBe(before - 100);
  expect(said).not.toBe('');

  // Closed in this tab, the hand is taken up by a tab opened afterwards, still with its stake in play.
  await page.close();
  const other = await openGamePage(context, 'gin-rummy');
  await expect.poll(() => notices(other)).toContainEqual(expect.stringMatching(/unfinished Gin Rummy round is back where you left it/));
  const otherHand = () => other.locator('.gin__hand .card').evaluateAll((list) => list.map((card) => card.getAttribute('aria-label')));
  expect(await otherHand()).toEqual(cards);
  await expect.poll(() => balance(other)).toBe(before - 100);
  await context.close();
});

test('a saved game edited by hand is dropped without a refund, with a notice', async () => {
  const context = await newPlayerContext(browser);
  const page = await openGamePage(context, 'mahjong-deluxe');
  const before = await balance(page);
  await page.getByRole('button', { name: 'Deal' }).click();
  await expect.poll(() => balance(page)).toBe(before - 100);
  // The tab is closed, and the saved copy is edited by hand from another page of the games before the game opens again.
  await page.close();
  const editor = await context.newPage();
  await editor.goto(new URL('/games/your-play/index.html', baseUrl()).href);
  await editor.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('brightmoose.round.v1.'))!;
    const saved = JSON.parse(localStorage.getItem(key)!) as { state: { game: { hints: number } } };
    saved.state.game.hints = 5;
    localStorage.setItem(key, JSON.stringify(saved));
  });
  await editor.close();
  const reopened = await openGamePage(context, 'mahjong-deluxe');
  await expect.poll(() => notices(reopened)).toContainEqual(expect.stringMatching(/could not be read back .* stake of 100 coins is not returned/));
  await expect.poll(() => balance(reopened)).toBe(before - 100);
  expect((await stored(reopened))!.pending).toEqual([]);
  expect(await reopened.evaluate(() => Object.keys(localStorage).filter((name) => name.startsWith('brightmoose.round.v1.')))).toEqual([]);
  await context.close();
});

/** The change in balance a paid spin's result states: what came back less the stake. */
function stated(said: string, stake: number): number {
  const won = /You win ([\d,]+) coins/.exec(said);
  if (won) return Number(won[1]!.replace(/,/g, ''));
  const part = /: ([\d,]+) of your ([\d,]+) coins come back/.exec(said);
  if (part) return Number(part[1]!.replace(/,/g, '')) - Number(part[2]!.replace(/,/g, ''));
  if (new RegExp(`your ${stake} coins come back`).test(said)) return 0;
  throw new Error(`unexpected result: ${said}`);
}

test('two tabs spinning the wheel at the same moment, 40 spins: every announced result is kept, no round stays open, the free spin is paid once', async () => {
  const context = await newPlayerContext(browser, { reducedMotion: 'reduce' });
  const pages = [await openGamePage(context, 'wheel-of-fortune'), await openGamePage(context, 'wheel-of-fortune')];
  const start = await balance(pages[0]!);
  await expect.poll(() => pages[1]!.locator('.wof__free').isEnabled()).toBe(true);
  await expect.poll(() => pages[0]!.locator('.wof__free').isEnabled()).toBe(true);

  /** In the page: clicks `button` `times` times, each once the previous result is announced; returns the results. */
  const play = (page: Page, selector: string, times: number) =>
    page.evaluate(
      async ([selector, times]) => {
        const status = document.querySelector('.shell__status')!;
        const results: string[] = [];
        for (let i = 0; i < times; i++) {
          status.textContent = '';
          document.querySelector<HTMLButtonElement>(selector)!.click();
          const began = performance.now();
          while (!/^(Free spin: )?×|already|once a day/i.test(status.textContent ?? '') && performance.now() - began < 10_000) await new Promise((resolve) => setTimeout(resolve, 5));
          results.push(status.textContent ?? '');
        }
        return results;
      },
      [selector, times] as const,
    );
  // Both free spins at the same moment, then 20 paid spins in each tab at the same time.
  const free = await Promise.all(pages.map((page) => play(page, '.wof__free', 1)));
  const paid = await Promise.all(pages.map((page) => play(page, '.wof__spin', 20)));
  const freeWins = free.flat().filter((said) => /^Free spin: ×/.test(said));
  expect(freeWins).toHaveLength(1);
  const freePrize = Number((/You win ([\d,]+) coins/.exec(freeWins[0]!)?.[1] ?? '0').replace(/,/g, ''));
  const results = paid.flat();
  expect(results).toHaveLength(40);
  for (const said of results) expect(said).toMatch(/^×/);
  const expected = start + freePrize + results.reduce((sum, said) => sum + stated(said, 100), 0);
  // The last result shows a moment before its round settles under the coins lock.
  await expect.poll(async () => (await stored(pages[0]!))?.pending).toEqual([]);
  const wallet = (await stored(pages[0]!))!;
  expect(wallet.balance).toBe(expected);
  expect(Object.keys(wallet.freeRounds ?? {})).toEqual(['wheel-of-fortune']);
  for (const page of pages) await expect.poll(() => balance(page)).toBe(expected);
  await context.close();
}, 120_000);

test('while the games are closed no coins move: no wallet before the age answer, no grant on a break or for a player under 18', async () => {
  // No answer yet: the game shows a balance but stores no wallet, and the grant is refused.
  const unanswered = await newPlayerContext(browser, {}, { answered: false });
  const first = await openGamePage(unanswered, 'wheel-of-fortune');
  expect(await first.locator('.shell__age').isVisible()).toBe(true);
  expect(await stored(first)).toBeNull();
  await unanswered.close();

  for (const player of [
    answerAge(freshPlayer(Date.now()), 'under-age', Date.now()),
    (takeBreak(answerAge(freshPlayer(Date.now()), 'adult', Date.now()), 1, Date.now()) as { ok: true; value: ReturnType<typeof freshPlayer> }).value,
  ]) {
    const context = await newPlayerContext(browser, {}, { answered: false });
    await context.addInitScript(([key, value]) => localStorage.getItem(key!) === null && localStorage.setItem(key!, value!), [PLAYER_KEY, JSON.stringify(player)]);
    const page = await openGamePage(context, 'wheel-of-fortune');
    await expect.poll(() => page.locator('.shell__closed').isVisible()).toBe(true);
    const before = await balance(page);
    await page.locator('.shell__bar-actions button').first().click();
    await expect.poll(() => page.locator('.shell__status').textContent()).toMatch(/^Free coins cannot be claimed while the games are closed\./);
    await expect.poll(() => balance(page)).toBe(before);
    expect(await stored(page)).toBeNull();
    expect(await notices(page)).not.toContainEqual(expect.stringMatching(/Claim your/));
    expect(COIN_RULES.dailyGrant).toBeGreaterThan(0);
    await context.close();
  }
});

test('when the age question opens in a game on its site page, the whole dialog is in view at 1280 × 900', async () => {
  const { page, errors } = await openPage(browser, gameLink('mahjong-deluxe'), { width: 1280, height: 900 }, { answered: false });
  const find = () => page.frames().find((f) => f.url().endsWith(gameFramePath('mahjong-deluxe')));
  await expect.poll(() => find()?.url(), { timeout: 15_000 }).toBeTruthy();
  const dialog = find()!.locator('.shell__age');
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
  // Box in the page's viewport: the frame was scrolled so that all of the dialog shows.
  await expect.poll(() => wholeInView(dialog, 900)).toBe(true);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: 'screenshots/age-dialog-1280.png' });
  expect(errors).toEqual([]);
  await closePage(page);
});
