/**
 * Every game played from stake to result with the keyboard alone (no clicks), its outcome read
 * from the frame's accessibility tree: what a screen reader user hears and finds on the table.
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { closePage, axeViolations, closeContexts, workerBrowser } from './support/browser';
import { openGame, type BuiltSlug } from './support/game-frame';
import { balanceIn, focusedName, pressUntilFocused, treeOf } from './support/keyboard';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

/** A playing card's name, as the games read it out. */
const CARD_NAME = '(?:Ace|King|Queen|Jack|\\d+) of (?:clubs|diamonds|hearts|spades)';
const CARD = new RegExp(`img "${CARD_NAME}"`, 'g');
const figure = (text: string) => Number(text.replace(/\D/g, ''));

/**
 * Opens a game in the site's frame, tabs into it from the top of the page and raises the bet one
 * step with the keyboard; returns the balance and the stake the tree then shows.
 */
async function openAndStake(slug: BuiltSlug, bet: RegExp): Promise<{ page: Page; frame: Frame; before: number; stake: number }> {
  const { page, frame } = await openGame(browser, slug, 1440, 900, { reducedMotion: true });
  const shown = await treeOf(frame);
  const [, was] = bet.exec(shown)!;
  await pressUntilFocused(page, frame, /^Increase bet$/);
  await page.keyboard.press('Enter');
  await expect.poll(async () => bet.exec(await treeOf(frame))?.[1]).not.toBe(was);
  return { page, frame, before: balanceIn(shown), stake: Number(bet.exec(await treeOf(frame))![1]) };
}

/**
 * Waits until the tree holds `pattern` and returns its first match. `read` may name a smaller
 * part of the tree to read (the game's status line, which announces each move), when the whole
 * tree has been read already and is large.
 */
async function waitInTree(frame: Frame, pattern: RegExp, timeout = 10_000, read: (frame: Frame) => Promise<string> = treeOf): Promise<RegExpExecArray> {
  const until = Date.now() + timeout;
  for (;;) {
    const tree = await read(frame);
    const found = pattern.exec(tree);
    if (found) return found;
    if (Date.now() > until) expect(/- status.*/.exec(tree)?.[0], `${pattern} never showed in the tree`).toMatch(pattern);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The frame's status lines (role status, which a screen reader announces) as the tree gives them. */
const statusOf = async (frame: Frame) => (await Promise.all((await frame.getByRole('status').all()).map((status) => status.ariaSnapshot()))).join('\n');

/** Waits until the balance the tree shows is `expected`: a payout settles a moment after the result shows. */
const balanceBecomes = (frame: Frame, expected: number) => expect.poll(async () => balanceIn(await treeOf(frame))).toBe(expected);

test('High Low by keyboard: a call from stake to result, the cards and the balance read from the accessibility tree', async () => {
  const { page, frame, before, stake } = await openAndStake('high-low', /spinbutton "Bet": "(\d+)"/);
  expect(stake).toBe(200);
  await pressUntilFocused(page, frame, /^Higher ×/);
  await page.keyboard.press('Enter');
  const [said] = await waitInTree(frame, /- status: .*(?:You win [\d,]+ coins|You lose [\d,]+ coins|a push)/);
  // The card drawn is named in the result, and the card on the table is an image named by rank and suit.
  expect(said).toMatch(/The (?:Ace|King|Queen|Jack|\d+) of (?:clubs|diamonds|hearts|spades)/);
  expect((await treeOf(frame)).match(CARD)).toHaveLength(1);
  const won = /You win ([\d,]+) coins/.exec(said);
  await balanceBecomes(frame, won ? before + figure(won[1]!) : /You lose/.test(said) ? before - stake : before);
  // The table as the round left it passes axe.
  expect(await axeViolations(frame)).toEqual([]);
  await closePage(page);
});

test('Baccarat by keyboard: the Banker backed, a coup dealt, every card, both totals and the result in the accessibility tree', async () => {
  const { page, frame, before, stake } = await openAndStake('baccarat', /spinbutton "Bet": "(\d+)"/);
  expect(stake).toBe(120);
  await pressUntilFocused(page, frame, /^Player/);
  await page.keyboard.press('ArrowDown');
  expect(await treeOf(frame)).toMatch(/radio "Banker [^"]+" \[checked\]/);
  await pressUntilFocused(page, frame, /^Deal$/);
  await page.keyboard.press('Enter');
  const [result] = await waitInTree(frame, /Your Banker bet (?:wins [\d,]+ coins|of [\d,]+ coins is (?:returned|lost))/);
  const tree = await treeOf(frame);
  expect(tree.match(CARD)!.length).toBeGreaterThanOrEqual(4);
  expect(tree.match(/Total \d/g)).toHaveLength(2);
  const won = /wins ([\d,]+) coins/.exec(result);
  await balanceBecomes(frame, won ? before + figure(won[1]!) : /returned/.test(result) ? before : before - stake);
  // The table as the round left it passes axe.
  expect(await axeViolations(frame)).toEqual([]);
  await closePage(page);
});

/**
 * Plays the player's side of a Gin Rummy hand by keyboard, from wherever the focus is taken, until
 * the hand's end shows. Returns the names the hand's cards were read out by, as dealt and at each discard.
 */
async function playGinHand(page: Page, frame: Frame): Promise<Set<string>> {
  const knock = frame.getByRole('button', { name: /^(Knock|Go gin)$/ });
  const cardNames = new Set<string>();
  const handSize = async () => {
    const hand = await frame.getByRole('group', { name: 'Your hand' }).ariaSnapshot();
    for (const [, name] of hand.matchAll(/button "([^"]*)"/g)) cardNames.add(name!);
    return hand.match(CARD)?.length ?? 0;
  };
  // The dealt hand's names first: the computer may take the upcard and knock before the player's
  // first discard (it did, once in a few hundred runs), and the hand then ends with no turn of ours.
  await handSize();
  for (let move = 0; move < 120; move++) {
    if (/button "(?:Deal next hand|New game)"/.test(await treeOf(frame))) return cardNames;
    const name = await focusedName(frame);
    // The hand ended between the two reads: the focus is already on the next deal.
    if (/^(Deal next hand|New game)$/.test(name)) return cardNames;
    if (name === 'Take the upcard') {
      await page.keyboard.press('Tab');
      expect(await focusedName(frame)).toBe('Pass');
      await page.keyboard.press('Enter');
    } else if (name === 'Pass' || /Draw from stock/.test(name)) {
      await page.keyboard.press('Enter');
    } else if (new RegExp(`^${CARD_NAME}`).test(name)) {
      // Discarding: try each card for a knock, left to right; else discard the last one tried.
      const cards = await handSize();
      await page.keyboard.press('Home');
      let knocked = false;
      for (let card = 0; card < cards && !knocked; card++) {
        if (card > 0) await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        if (await knock.isEnabled()) {
          await pressUntilFocused(page, frame, /^(Knock|Go gin)$/);
          await page.keyboard.press('Enter');
          knocked = true;
        }
      }
      if (!knocked) {
        await pressUntilFocused(page, frame, /^Discard$/);
        await page.keyboard.press('Enter');
      }
    } else {
      // The focus is on its way to the next move (a deal or the end settling): wait for it.
      await expect.poll(async () => (await focusedName(frame)) !== name, { timeout: 30_000, message: `the focus stays on "${name}"` }).toBe(true);
    }
  }
  throw new Error('the hand did not end');
}

test('Gin Rummy by keyboard: a hand from stake to its end, cards, deadwood, scores and the result in the accessibility tree', { timeout: 240_000 }, async () => {
  const { page, frame, before, stake } = await openAndStake('gin-rummy', /spinbutton "Bet": "(\d+)"/);
  expect(stake).toBe(110);
  await pressUntilFocused(page, frame, /^Deal a hand$/);
  await page.keyboard.press('Enter');
  await balanceBecomes(frame, before - stake);
  const dealt = await treeOf(frame);
  // Ten cards in the player's hand are named by rank and suit; the computer's are face down; deadwood and scores are read out.
  expect((await frame.getByRole('group', { name: 'Your hand' }).ariaSnapshot()).match(CARD)).toHaveLength(10);
  expect(dealt).toMatch(/Deadwood: \d+ · melds: \d/);
  expect(dealt).toMatch(/Hand 1 · You 0 · Computer 0/);
  expect(dealt.match(/img "Face-down card"/g)!.length).toBeGreaterThanOrEqual(10);
  // Each card of the hand is read out by its name, and a card in a meld says so after it, a space
  // between (Chromium puts one after the card's picture, a block: with a comma it read "spades , in").
  const cardNames = await playGinHand(page, frame);
  expect(cardNames.size).toBeGreaterThan(0);
  expect([...cardNames].filter((name) => !new RegExp(`^${CARD_NAME}(?: in a meld)?$`).test(name))).toEqual([]);
  const ended = await treeOf(frame);
  // The hand's end: the computer's cards shown face up, who scored and how, and what the stake did.
  expect(ended).toMatch(/You win \d+ points? by|The computer wins \d+ points? by|Void hand/);
  expect(ended.match(CARD)!.length).toBeGreaterThanOrEqual(20);
  const [said] = await waitInTree(frame, /You win [\d,]+ coins\.|You lose [\d,]+ coins\.|Your stake is returned\./);
  const won = /You win ([\d,]+) coins/.exec(said);
  await balanceBecomes(frame, won ? before + figure(won[1]!) : /returned/.test(said) ? before : before - stake);
  // Deal next hand (or New game) has the focus, ready for the next hand.
  expect(await focusedName(frame)).toMatch(/^(Deal next hand|New game)$/);
  // The table as the round left it passes axe.
  expect(await axeViolations(frame)).toEqual([]);
  await closePage(page);
});

test('Fisher Man by keyboard: aim with the arrows, cast with Enter, the fish, its multiplier and the catch in the accessibility tree', async () => {
  const { page, frame, before, stake } = await openAndStake('fisher-man', /spinbutton "Bet": "(\d+)"/);
  expect(stake).toBe(110);
  expect(await treeOf(frame)).toMatch(/listitem: "Golden Marlin: pays ×100, landed on 0.96% of casts"/);
  // Shift+Tab goes back from the bet control to the pond.
  await pressUntilFocused(page, frame, /^Fishing pond/, 'Shift+Tab');
  await page.keyboard.press('ArrowRight');
  const [, fish] = await waitInTree(frame, /paragraph: "Aim: (Salmon ×12)/);
  await page.keyboard.press('Enter');
  const [said] = await waitInTree(frame, /- status: .*(?:Landed the Salmon! ×12 on [\d,]+ coins: ([\d,]+) coins added|The Salmon got away: [\d,]+ coins lost)/);
  expect(fish).toBe('Salmon ×12');
  const added = /: ([\d,]+) coins added/.exec(said);
  await balanceBecomes(frame, before - stake + (added ? figure(added[1]!) : 0));
  // The table as the round left it passes axe.
  expect(await axeViolations(frame)).toEqual([]);
  await closePage(page);
});

test('Wheel Of Fortune by keyboard: a paid spin, where the wheel stopped and what it paid in the accessibility tree', async () => {
  const { page, frame, before, stake } = await openAndStake('wheel-of-fortune', /spinbutton "Bet": "(\d+)"/);
  expect(stake).toBe(110);
  await pressUntilFocused(page, frame, /^Spin$/);
  await page.keyboard.press('Enter');
  const [, stopped] = await waitInTree(frame, /img "Prize wheel [^"]* It stopped on (×[\d.]+)\."/);
  const [said] = await waitInTree(frame, /- status: (.*(?:You win|come back).*)/);
  expect(said).toContain(stopped);
  const back = /\(([\d,]+) back on your/.exec(said) ?? /: ([\d,]+) of your/.exec(said);
  await balanceBecomes(frame, back ? before - stake + figure(back[1]!) : before);
  // The table as the round left it passes axe.
  expect(await axeViolations(frame)).toEqual([]);
  await closePage(page);
});

for (const [slug, title] of [
  ['slot-kongfu', 'Slot Kongfu'],
  ['slot-cowboy', 'Slot Cowboy'],
] as const) {
  test(`${title} by keyboard: a spin, every reel's symbols, the winning lines and the result in the accessibility tree`, async () => {
    const { page, frame, before, stake } = await openAndStake(slug, /status: Total (\d+)/);
    expect(stake).toBe(60);
    await pressUntilFocused(page, frame, /^Spin$/);
    await page.keyboard.press('Enter');
    const [result] = await waitInTree(frame, /paragraph: (?:No win this time|You win ([\d,]+) coins on a 60 coin bet)/);
    await waitInTree(frame, /button "Spin"/);
    const tree = await treeOf(frame);
    // Three rows of five symbols each, named, on the reels; the same words are announced.
    const [reels] = /Reels\. Top row: [^.]+\. Middle row: [^.]+\. Bottom row: [^."]+\./.exec(tree)!;
    expect(reels.split(/: |, /).length).toBe(1 + 3 * 5);
    expect(tree.split(reels).length - 1).toBe(2);
    const won = /You win ([\d,]+) coins/.exec(result);
    // A win names its lines ("Line 4: 3 Lanterns pay …") unless it is all scatter pay.
    if (won && !/free spins/.test(tree)) expect(tree).toMatch(/Line \d+: \d [^:]+ pays? [\d,]+ coins\.|Scatter|scatter/);
    await balanceBecomes(frame, before - stake + (won ? figure(won[1]!) : 0));
    // The table as the round left it passes axe.
    expect(await axeViolations(frame)).toEqual([]);
    await closePage(page);
  });
}

test('Mahjong Deluxe by keyboard: a board cleared by following the hints, free and blocked tiles and the result in the accessibility tree', { timeout: 300_000 }, async () => {
  const { page, frame, before, stake } = await openAndStake('mahjong-deluxe', /spinbutton "Bet": "(\d+)"/);
  expect(stake).toBe(120);
  await pressUntilFocused(page, frame, /^Deal$/);
  await page.keyboard.press('Enter');
  // Dealing takes the focus to a free tile; the tiles in view are named, the blocked ones said to be.
  await expect.poll(() => frame.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('button');
  const dealt = await frame.getByRole('group', { name: 'Tiles' }).ariaSnapshot();
  expect(dealt).toMatch(/button "[^"]+"/);
  expect(dealt).toMatch(/img "[^"]+, blocked"/);
  expect(dealt).not.toMatch(/text: 1 2 3/);
  for (let pair = 0; pair < 72; pair++) {
    await pressUntilFocused(page, frame, /^Hint$/);
    await page.keyboard.press('Enter');
    // The hint takes the focus to its first tile; picking it takes the focus to the second.
    await expect.poll(() => focusedName(frame)).toMatch(/, hinted$/);
    const first = await frame.evaluate(() => document.activeElement!.getAttribute('data-place'));
    await page.keyboard.press('Enter');
    await expect.poll(() => frame.evaluate(() => document.activeElement!.getAttribute('data-place'))).not.toBe(first);
    expect(await focusedName(frame)).toMatch(/, hinted$/);
    await page.keyboard.press('Enter');
    // The pair's removal is announced on the status line; the board's whole tree (144 tiles) is
    // read before and after the game, not at each of the 72 pairs.
    await waitInTree(frame, new RegExp(`Pair of .+ removed\\. ${142 - 2 * pair} tiles left\\.|Board cleared`), 10_000, statusOf);
  }
  const [said] = await waitInTree(frame, /- status: "?(Board cleared in \d+:\d\d, but 72 hints bring the pay down to ×0\.00: your 120 coin stake is lost\.)/);
  expect(said).toBeTruthy();
  await balanceBecomes(frame, before - stake);
  expect(await focusedName(frame)).toBe('Deal again');
  // The table as the round left it passes axe.
  expect(await axeViolations(frame)).toEqual([]);
  await closePage(page);
});
