import { expect } from 'vitest';
import type { Browser, BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { gameFramePath, gameLink, YOUR_PLAY_FRAME_PATH, type BuiltGame } from '../../core/game-registry';
import { shellStrings } from '../../games/kit/strings';
import { axeViolations, openPage, siteUrl } from './browser';

/** Whether all of `element` lies within the page's viewport, `height` pixels high (a frame's element counts where it shows on the page). */
export async function wholeInView(element: Locator, height: number): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/** A game the registry marks built: only those have a page to play. */
export type BuiltSlug = BuiltGame['slug'];

/** Opens a game's page on the site and returns the game's frame once it has loaded. */
export async function openGame(browser: Browser, slug: BuiltSlug, width: number, height = 900, options: { reducedMotion?: boolean } = {}): Promise<{ page: Page; frame: Frame; errors: string[] }> {
  const { page, errors } = await openPage(browser, gameLink(slug), { width, height }, options);
  return { page, frame: await gameFrame(page, slug), errors };
}

/**
 * The "Your play" frame of a Play responsibly page (either language), once its panel shows. The
 * frame gets its page when it comes into view, so this scrolls to it as a reader would.
 */
export async function yourPlayFrame(page: Page): Promise<Frame> {
  const find = () => page.frames().find((frame) => frame.url().split('?')[0]!.endsWith(YOUR_PLAY_FRAME_PATH));
  await page.locator('iframe.your-play__frame').scrollIntoViewIfNeeded();
  await expect.poll(() => Boolean(find())).toBe(true);
  const frame = find()!;
  await frame.waitForSelector('#yp-limits');
  return frame;
}

/** The game's frame on a game page, once its wallet balance shows (the frame loads lazily). */
export async function gameFrame(page: Page, slug: BuiltSlug): Promise<Frame> {
  const find = () => page.frames().find((f) => f.url().endsWith(gameFramePath(slug)));
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await expect.poll(() => find()?.url()).toBeTruthy();
  const frame = find()!;
  await waitForBalance(frame);
  return frame;
}

/**
 * Reloads a game's document (a page, or the frame on a site page) with `value` stored under `key`
 * by the reloaded document itself, before the game's scripts run. Written from the running game
 * instead, a value could be read (and a damaged wallet reset) by that game's own start-up work,
 * such as its check for abandoned rounds, before the reload replaced it: the new document would
 * then find a good wallet and its notice would have been shown in the page that was going away.
 */
export async function reloadWithStored(target: Page | Frame, key: string, value: string): Promise<void> {
  const page = 'mainFrame' in target ? target : target.page();
  const flag = `e2e-store-${Math.random().toString(36).slice(2)}`;
  await page.context().addInitScript(
    ([flag, key, value]) => {
      if (sessionStorage.getItem(flag!) === null) return;
      sessionStorage.removeItem(flag!);
      localStorage.setItem(key!, value!);
    },
    [flag, key, value],
  );
  if (target === page) {
    await page.evaluate((flag) => sessionStorage.setItem(flag, 'armed'), flag);
    await page.reload();
  } else {
    // A frame has no reload of its own in Playwright: it reloads itself, and callers poll for what the new document shows.
    await target.evaluate((flag) => {
      sessionStorage.setItem(flag, 'armed');
      location.reload();
    }, flag);
  }
}

/** A game's page or frame: where its balance and its buttons are. */
type GameDocument = Frame | Page;

/** The balance is read from storage just after the first paint. */
export const waitForBalance = (game: GameDocument) => game.waitForFunction(() => /\d/.test(document.querySelector('.shell__balance-value')?.textContent ?? ''));

/** A whole-coin figure shown in the game, commas dropped. */
export const coins = async (game: GameDocument, selector: string) => Number((await game.locator(selector).textContent())!.replace(/\D/g, ''));

/** The balance the bar shows. */
export const balance = (game: GameDocument) => coins(game, '.shell__balance-value');

/** A game's own page (as the site's frame loads it) in a new tab of `context`, once its balance shows. */
export async function openGamePage(context: BrowserContext, slug: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl(gameFramePath(slug)));
  await waitForBalance(page);
  return page;
}

/** What every game frame must pass: no axe violations, no sideways scrolling, the virtual-coins line once. */
export async function checkFrame(frame: Frame) {
  expect(await axeViolations(frame)).toEqual([]);
  expect(await frame.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await frame.getByText(shellStrings.en.virtual).count()).toBe(1);
}

/** A round played: its result line, and the balance once it has settled. */
type Round = { said: string; balance: number };

/**
 * Plays one round (`act`) and waits until the balance shows what the round's result line says:
 * the stake and any payout settle under the coins lock a moment after the result shows, so a
 * balance read as soon as it shows may still be one from before the round, or the stake taken and
 * nothing paid yet. `moved` reads from the line how many coins the round won (above 0), lost
 * (below 0) or gave back (0), and fails on a line it does not know. Returns the line and the balance.
 */
async function roundAsSaid(game: GameDocument, line: Locator, act: () => Promise<void>, moved: (said: string) => number): Promise<Round> {
  const before = await balance(game);
  // The last result is cleared so that this round's is read.
  await line.evaluate((element) => (element.textContent = ''));
  await act();
  await expect.poll(() => line.textContent()).not.toBe('');
  const said = (await line.textContent())!;
  const after = before + moved(said);
  await expect.poll(() => balance(game)).toBe(after);
  return { said, balance: after };
}

/** Rounds until one moves the balance (a push or a tie gives the stake back), five at most; the last round's line and balance. */
async function untilPaid(game: GameDocument, round: () => Promise<Round>): Promise<Round> {
  const before = await balance(game);
  let last: Round = { said: '', balance: before };
  for (let tries = 0; tries < 5 && last.balance === before; tries++) last = await round();
  return last;
}

/** A whole-coin figure from a result line's match, commas dropped. */
const figure = (match: RegExpExecArray) => Number(match[1]!.replace(/,/g, ''));

/** One High Low call (`name`, the button's label), waited out until the balance shows what its result says. */
const highLowCall = (game: GameDocument, name: RegExp) =>
  roundAsSaid(
    game,
    game.locator('.shell__status'),
    () => game.getByRole('button', { name }).click(),
    (said) => {
      const won = /You win ([\d,]+) coins/.exec(said);
      if (won) return figure(won);
      if (/You lose 100 coins/.test(said)) return -100;
      expect(said).toMatch(/same rank, a push/);
      return 0;
    },
  );

/**
 * Makes one High Low call (`name`, the button's label) in a game's page or frame and waits until
 * the balance shows what the result says. Returns that balance.
 */
export async function callHighLow(game: GameDocument, name: RegExp): Promise<number> {
  return (await highLowCall(game, name)).balance;
}

/**
 * Baccarat coups on the side already picked until one moves the balance (a tie gives a Player or
 * Banker stake back), each waited out until the balance shows what its result says: a balance read
 * as soon as the totals show can be the coup's stake taken and nothing paid yet, and a tie read
 * that way looked like a coup that moved the balance. Returns the last coup's result line and the balance.
 */
export function dealBaccaratUntilPaid(frame: Frame): Promise<Round> {
  const deal = () =>
    roundAsSaid(
      frame,
      frame.locator('.bac__result'),
      () => frame.getByRole('button', { name: 'Deal' }).click(),
      (said) => {
        const won = /bet wins ([\d,]+) coins?\./.exec(said);
        if (won) return figure(won);
        const lost = /bet of ([\d,]+) coins is lost\./.exec(said);
        if (lost) return -figure(lost);
        expect(said).toMatch(/bet of [\d,]+ coins is returned\./);
        return 0;
      },
    );
  return untilPaid(frame, deal);
}

/**
 * High Low calls until one moves the balance, and its balance: a push (the two cards of one rank)
 * gives the stake back, so a test that needs the balance to change calls again, five times at most.
 */
export async function callHighLowUntilPaid(frame: Frame, name: RegExp): Promise<number> {
  return (await untilPaid(frame, () => highLowCall(frame, name))).balance;
}
