import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { WALLET_KEY } from '../games/kit/wallet/wallet';
import { PLAYER_KEY } from '../games/kit/safeguards/player-state';
import { BUILT_GAMES, gameLink } from '../core/game-registry';
import { closePage, axeViolations, baseUrl, newPlayerContext, openPage, closeContexts, workerBrowser } from './support/browser';
import { balance, callHighLow, checkFrame, dealBaccaratUntilPaid, gameFrame, openGame as openGameIn, openGamePage, reloadWithStored, waitForBalance, type BuiltSlug } from './support/game-frame';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

const openGame = (slug: BuiltSlug, width: number) => openGameIn(browser, slug, width);

for (const width of [360, 1440]) {
  test(`High Low plays calls in the site's frame at ${width} px and the balance changes by what each call says`, async () => {
    const { page, frame, errors } = await openGame('high-low', width);
    await checkFrame(frame);
    // Ten calls, each one's balance checked against what it says (a push, 1 in 13, gives the stake back).
    for (let call = 0; call < 10; call++) await callHighLow(frame, call % 2 ? /^Lower ×/ : /^Higher ×/);
    expect(await frame.locator('.hl__card .card').count()).toBe(1);
    await checkFrame(frame);
    expect(errors).toEqual([]);
    await closePage(page);
  });
}

for (const width of [360, 1440]) {
  test(`Baccarat plays coups in the site's frame at ${width} px and the balance changes`, async () => {
    const { page, frame, errors } = await openGame('baccarat', width);
    await checkFrame(frame);
    const before = await balance(frame);
    await frame.getByLabel(/Banker/).check();
    // A tie returns a Banker stake, so deal until a coup moves the balance (a tie is under 10%).
    const { said, balance: after } = await dealBaccaratUntilPaid(frame);
    expect(after).not.toBe(before);
    expect(await frame.locator('.bac__hand .card').count()).toBeGreaterThanOrEqual(4);
    expect(await frame.locator('.bac__total').first().textContent()).toMatch(/Total \d/);
    expect(said).toMatch(/^(Player|Banker) wins, \d to \d\. Your Banker bet (wins|of 100 coins is lost)/);
    await checkFrame(frame);
    expect(errors).toEqual([]);
    await closePage(page);
  });
}

test('every game shares one wallet: a balance won or lost in one game is the balance in the next', async () => {
  const { page, frame } = await openGame('high-low', 1440);
  const afterBet = await callHighLow(frame, /^Higher ×/);
  await page.goto(page.url().replace('/games/high-low', '/games/baccarat'));
  const baccarat = await gameFrame(page, 'baccarat');
  await expect.poll(() => balance(baccarat)).toBe(afterBet);
  await closePage(page);
});

/** Plays the human side of a Gin Rummy hand through the UI until the hand ends. */
async function playGinHand(frame: Frame) {
  const button = (name: string | RegExp) => frame.getByRole('button', { name, exact: typeof name === 'string' });
  // The hand is over once its summary shows; the deal button stays hidden until the payout settles.
  const over = async () => (await frame.locator('.gin__headline').isVisible()) || (await button('Deal next hand').isVisible()) || (await button('New game').isVisible());
  const stock = frame.getByRole('button', { name: /Draw from stock/ });
  // isEnabled waits for a missing element, so ask only once the pile is on the table.
  const canDraw = async () => (await stock.isVisible()) && (await stock.isEnabled());
  for (let step = 0; step < 80; step++) {
    if (await over()) return;
    if (await button('Pass').isVisible()) {
      await button('Pass').click();
      continue;
    }
    if (await canDraw()) {
      await stock.click();
      continue;
    }
    // Discard phase: knock with the first card that allows it, else discard the last card.
    const cards = frame.locator('.gin__card:not([disabled])');
    const count = await cards.count();
    if (count === 0) {
      // Nothing is open to the player yet (the computer's turn, or a deal still settling): wait
      // until the table offers something, then look again.
      const offered = async () => (await cards.count()) > 0 || (await button('Pass').isVisible()) || (await canDraw()) || (await over());
      await expect.poll(offered, { timeout: 30_000 }).toBe(true);
      continue;
    }
    // Each open card is picked in turn until Knock (or Go gin) allows it: picks and looks in the
    // frame's own turn, where one browser round trip per card made this test the suite's longest.
    const knockWith = await frame.evaluate(() => {
      const open = () => [...document.querySelectorAll<HTMLButtonElement>('.gin__card:not([disabled])')];
      const knock = () => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => /^(Knock|Go gin)$/.test(b.textContent ?? ''));
      for (let i = 0; i < open().length; i++) {
        open()[i]!.click();
        if (knock()?.disabled === false) return i;
      }
      return -1;
    });
    if (knockWith >= 0) {
      expect(await cards.nth(knockWith).getAttribute('aria-pressed')).toBe('true');
      await button(/^(Knock|Go gin)$/).click();
    } else {
      // The loop left the last card selected; discard it.
      expect(await cards.nth(count - 1).getAttribute('aria-pressed')).toBe('true');
      await button('Discard').click();
    }
  }
  throw new Error('the hand did not end');
}

for (const width of [360, 1440]) {
  // A hand through the UI is a few dozen turns: a few seconds on an idle 2-core machine, several
  // times that on a loaded one.
  test(`Gin Rummy plays a hand against the computer in the site's frame at ${width} px and the balance changes`, { timeout: 180_000 }, async () => {
    const { page, frame, errors } = await openGame('gin-rummy', width);
    await checkFrame(frame);
    const before = await balance(frame);
    await frame.getByRole('button', { name: 'Deal a hand' }).click();
    await expect.poll(() => balance(frame)).toBe(before - 100);
    await expect.poll(() => frame.locator('.gin__card').count()).toBe(10);
    await playGinHand(frame);
    expect(await frame.locator('.gin__headline').textContent()).toMatch(/points? by (knock|gin|undercut)|Void hand/);
    // The payout settles under the coins lock a moment after the result shows.
    const headline = (await frame.locator('.gin__headline').textContent())!;
    const expected = headline.startsWith('Void') ? before : headline.startsWith('You win') ? before + 100 : before - 100;
    await expect.poll(() => balance(frame)).toBe(expected);
    await checkFrame(frame);
    expect(errors).toEqual([]);
    await closePage(page);
  });
}

test('after 30 minutes of play the reality check pauses the game with the time and coins, then play goes on', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 360, height: 740 } });
  // A morning, so that the half hour of play stays within one day whenever the suite runs.
  await context.clock.install({ time: new Date(2026, 10, 23, 9, 0) });
  const page = await context.newPage();
  await page.goto(new URL('/games/high-low/index.html', baseUrl()).href);
  await page.clock.runFor(1000);
  await waitForBalance(page.mainFrame());
  await page.clock.runFor(30 * 60_000);
  const dialog = page.getByRole('dialog', { name: 'Time for a quick check' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.textContent()).toMatch(/played for 30 minutes.*won 0 coins and lost 0 coins/);
  expect(await dialog.getByRole('link').getAttribute('target')).toBe('_blank');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  expect(await dialog.isVisible()).toBe(false);
  await context.close();
});

test('High Low can be played with the keyboard alone', async () => {
  const { page, frame } = await openGame('high-low', 1440);
  const before = await balance(frame);
  await frame.getByRole('button', { name: /^Higher ×/ }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => frame.locator('.shell__status').textContent()).toMatch(/Right!|not higher|same rank/);
  await expect.poll(() => balance(frame)).not.toBe(before - 200);
  await page.keyboard.press('Tab');
  expect(await frame.evaluate(() => document.activeElement?.textContent)).toMatch(/^Lower ×/);
  await page.keyboard.press('Enter');
  await expect.poll(() => frame.locator('.shell__status').textContent()).toMatch(/Right!|not lower|same rank/);
  await closePage(page);
});

test('a tampered wallet resets to a fresh one with a notice instead of crashing', async () => {
  const { page, frame } = await openGame('high-low', 360);
  await reloadWithStored(frame, WALLET_KEY, '{"version":1,"balance":99999999}');
  await expect.poll(() => frame.locator('.shell__notice').allTextContents()).toContainEqual(expect.stringMatching(/could not be read, so it was reset to a fresh wallet of 10,000 coins/));
  await expect.poll(() => balance(frame)).toBe(10_000);
  await closePage(page);
});

/** Where an element of the frame lies, in the frame's own viewport, with the frame not scrolled. */
async function boxesInFrame(frame: Frame) {
  return frame.evaluate(() => {
    const box = (element: Element | null) => {
      const rect = element!.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
    };
    const actions = [...document.querySelectorAll('.shell__actions button')].filter((b) => (b as HTMLElement).offsetParent !== null);
    return {
      scrollY: window.scrollY,
      height: window.innerHeight,
      width: window.innerWidth,
      table: box(document.querySelector('.shell__table')),
      controls: box(document.querySelector('.shell__controls')),
      actions: actions.map((b) => ({ name: b.textContent, ...box(b) })),
    };
  });
}

/** The frame shows the table and every action at once: nothing below its edge, nothing under the pinned controls. */
function expectAllInView(layout: Awaited<ReturnType<typeof boxesInFrame>>) {
  expect(layout.scrollY).toBe(0);
  expect(layout.actions.length).toBeGreaterThan(0);
  for (const action of layout.actions) {
    expect(action.top, `${action.name} top`).toBeGreaterThanOrEqual(0);
    expect(action.bottom, `${action.name} bottom`).toBeLessThanOrEqual(layout.height);
    expect(action.right, `${action.name} right`).toBeLessThanOrEqual(layout.width);
  }
  expect(layout.table.top).toBeGreaterThanOrEqual(0);
  expect(layout.table.bottom, 'table above the controls').toBeLessThanOrEqual(layout.controls.top + 1);
}

/**
 * Opens a game's page at `width` x `height` and checks that the frame shows its table and every
 * action at once, before and after the first move (Deal, a call), with no console error. Returns
 * the page and the frame for more checks.
 */
async function expectGameInView(slug: BuiltSlug, width: number, height: number) {
  const { page, errors } = await openPage(browser, gameLink(slug), { width, height });
  const frame = await gameFrame(page, slug);
  const frameBox = (await page.locator('iframe').boundingBox())!;
  expect(frameBox.height).toBeLessThanOrEqual(height);
  expectAllInView(await boxesInFrame(frame));
  // The first move changes the table; everything must still fit.
  await frame.locator('.shell__actions button:visible').first().click();
  expectAllInView(await boxesInFrame(frame));
  expect(errors).toEqual([]);
  return { page, frame, errors };
}

// On a phone, each game's page is also checked whole: its balance, axe in the frame (after the first
// move, when the table holds a result too) and the virtual-coins line. One page load serves both.
test.each(BUILT_GAMES.map((game) => [game.text.en.title, game.slug] as const))(
  "%s opens in the site's frame at 360 x 640 with its balance, its table and main action in view before and after the first move, no axe violations and no console errors",
  async (_title, slug) => {
    const { page, frame, errors } = await expectGameInView(slug, 360, 640);
    expect(await balance(frame)).toBeGreaterThan(0);
    await checkFrame(frame);
    expect(errors).toEqual([]);
    await closePage(page);
  },
);

test.each(BUILT_GAMES.map((game) => [game.text.en.title, game.slug] as const))(
  '%s shows its table and main action inside the frame at 1440 x 900, before and after the first move',
  async (_title, slug) => {
    const { page } = await expectGameInView(slug, 1440, 900);
    await closePage(page);
  },
);

/** The coins the player's stored activity says were staked in `game`, over every day recorded. */
const stakedIn = (page: Page, game: string) =>
  page.evaluate(
    ([key, slug]) => {
      const player = JSON.parse(localStorage.getItem(key!)!) as { activity: { games: Record<string, { staked: number }> }[] };
      return player.activity.reduce((sum, day) => sum + (day.games[slug!]?.staked ?? 0), 0);
    },
    [PLAYER_KEY, game],
  );

test('a double click on a button that stakes places one bet, not a second one on a card or coup the player has not seen yet', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 1440, height: 900 } });
  for (const [slug, name] of [
    ['high-low', /^Higher ×/],
    ['baccarat', /^Deal$/],
    ['fisher-man', /^Cast$/],
  ] as const) {
    const page = await openGamePage(context, slug);
    // A person's double click on the one button: its second click (detail 2) comes some 100 ms after the first, once the first bet is settled.
    await page.getByRole('button', { name }).evaluate(async (button) => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
      await new Promise((done) => setTimeout(done, 120));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 }));
    });
    await page.waitForTimeout(500);
    expect(await stakedIn(page, slug), slug).toBe(100);
    await page.close();
  }
  await context.close();
});

test('holding Enter down on a button or the pond that stakes places one bet, not one for every repeat of the key', async () => {
  const context = await newPlayerContext(browser, { viewport: { width: 1440, height: 900 } });
  for (const [slug, target] of [
    ['high-low', { role: 'button', name: /^Higher ×/ }],
    ['baccarat', { role: 'button', name: /^Deal$/ }],
    ['wheel-of-fortune', { role: 'button', name: /^Spin$/ }],
    ['fisher-man', { role: 'application', name: /Fishing pond/ }],
  ] as const) {
    const page = await openGamePage(context, slug);
    await page.getByRole(target.role, { name: target.name }).focus();
    // A key held down: one press, then the repeats the keyboard sends while it stays down.
    for (let press = 0; press < 12; press++) {
      await page.keyboard.down('Enter');
      await page.waitForTimeout(35);
    }
    await page.keyboard.up('Enter');
    await page.waitForTimeout(500);
    expect(await stakedIn(page, slug), slug).toBe(100);
    await page.close();
  }
  await context.close();
});
