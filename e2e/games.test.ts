import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { axeViolations, baseUrl, launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens a game's page on the site and returns the game's frame once it has loaded. */
async function openGame(slug: string, width: number): Promise<{ page: Page; frame: Frame; errors: string[] }> {
  const { page, errors } = await openPage(browser, `/games/${slug}`, { width, height: 900 });
  return { page, frame: await gameFrame(page, slug), errors };
}

/** The game's frame on a game page, once its wallet balance shows (the frame loads lazily). */
async function gameFrame(page: Page, slug: string): Promise<Frame> {
  const find = () => page.frames().find((f) => f.url().endsWith(`/games/${slug}/index.html`));
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await expect.poll(() => find()?.url()).toBeTruthy();
  const frame = find()!;
  await waitForBalance(frame);
  return frame;
}

/** The balance is read from storage just after the first paint. */
const waitForBalance = (frame: Frame) => frame.waitForFunction(() => /\d/.test(document.querySelector('.shell__balance-value')?.textContent ?? ''));

const balance = async (frame: Frame) => Number((await frame.locator('.shell__balance-value').textContent())!.replace(/\D/g, ''));

async function checkFrame(frame: Frame) {
  expect(await axeViolations(frame)).toEqual([]);
  expect(await frame.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await frame.getByText('Virtual coins only - no real money').count()).toBe(1);
}

for (const width of [360, 1440]) {
  test(`High Low plays a round in the site's frame at ${width} px and the balance changes`, async () => {
    const { page, frame, errors } = await openGame('high-low', width);
    await checkFrame(frame);
    const before = await balance(frame);
    await frame.getByRole('button', { name: 'Deal' }).click();
    expect(await balance(frame)).toBe(before - 100);
    // Call until the round ends: cash out after the first win, or lose; a push means calling again.
    for (let turn = 0; turn < 20 && !(await frame.getByRole('button', { name: 'Deal' }).isVisible()); turn++) {
      const cashOut = frame.getByRole('button', { name: /^Cash out/ });
      if (await cashOut.isEnabled()) {
        await cashOut.click();
        break;
      }
      const higher = frame.getByRole('button', { name: /^Higher/ });
      await ((await higher.isEnabled()) ? higher : frame.getByRole('button', { name: /^Lower/ })).click();
    }
    await expect.poll(() => frame.getByRole('button', { name: 'Deal' }).isVisible()).toBe(true);
    expect(await balance(frame)).not.toBe(before);
    await checkFrame(frame);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

for (const width of [360, 1440]) {
  test(`Baccarat plays coups in the site's frame at ${width} px and the balance changes`, async () => {
    const { page, frame, errors } = await openGame('baccarat', width);
    await checkFrame(frame);
    const before = await balance(frame);
    await frame.getByLabel(/Banker/).check();
    // A tie returns a Banker stake, so deal until a coup moves the balance (a tie is under 10%).
    for (let coup = 0; coup < 6 && (await balance(frame)) === before; coup++) {
      await frame.getByRole('button', { name: 'Deal' }).click();
      await expect.poll(() => frame.locator('.bac__total').first().textContent()).toMatch(/Total \d/);
    }
    expect(await balance(frame)).not.toBe(before);
    expect(await frame.locator('.bac__hand .card').count()).toBeGreaterThanOrEqual(4);
    expect(await frame.locator('.bac__result').textContent()).toMatch(/wins|tie/);
    await checkFrame(frame);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('every game shares one wallet: a balance won or lost in one game is the balance in the next', async () => {
  const { page, frame } = await openGame('high-low', 1440);
  await frame.getByRole('button', { name: 'Deal' }).click();
  const afterBet = await balance(frame);
  await page.goto(page.url().replace('/games/high-low', '/games/baccarat'));
  const baccarat = await gameFrame(page, 'baccarat');
  expect(await balance(baccarat)).toBe(afterBet);
  await page.context().close();
});

/** Plays the human side of a Gin Rummy hand through the UI until the hand ends. */
async function playGinHand(frame: Frame) {
  const button = (name: string | RegExp) => frame.getByRole('button', { name, exact: typeof name === 'string' });
  for (let step = 0; step < 80; step++) {
    if ((await button('Deal next hand').isVisible()) || (await button('New game').isVisible())) return;
    if (await button('Pass').isVisible()) {
      await button('Pass').click();
      continue;
    }
    const stock = frame.getByRole('button', { name: /Draw from stock/ });
    if ((await stock.isVisible()) && (await stock.isEnabled())) {
      await stock.click();
      continue;
    }
    // Discard phase: knock with the first card that allows it, else discard the last card.
    const cards = frame.locator('.gin__card:not([disabled])');
    const count = await cards.count();
    let knocked = false;
    for (let i = 0; i < count && !knocked; i++) {
      await cards.nth(i).click();
      const knock = button(/^(Knock|Go gin)$/);
      if (await knock.isEnabled()) {
        await knock.click();
        knocked = true;
      }
    }
    if (!knocked) {
      // The loop left the last card selected; discard it.
      expect(await cards.nth(count - 1).getAttribute('aria-pressed')).toBe('true');
      await button('Discard').click();
    }
  }
  throw new Error('the hand did not end');
}

for (const width of [360, 1440]) {
  test(`Gin Rummy plays a hand against the computer in the site's frame at ${width} px and the balance changes`, async () => {
    const { page, frame, errors } = await openGame('gin-rummy', width);
    await checkFrame(frame);
    const before = await balance(frame);
    await frame.getByRole('button', { name: 'Deal a hand' }).click();
    expect(await balance(frame)).toBe(before - 100);
    expect(await frame.locator('.gin__card').count()).toBe(10);
    await playGinHand(frame);
    expect(await frame.locator('.gin__headline').textContent()).toMatch(/points by (knock|gin|undercut)|Void hand/);
    const after = await balance(frame);
    const headline = (await frame.locator('.gin__headline').textContent())!;
    if (headline.startsWith('Void')) expect(after).toBe(before);
    else expect(after).toBe(headline.startsWith('You win') ? before + 100 : before - 100);
    await checkFrame(frame);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('after 30 minutes of play the reality check pauses the game with the time and coins, then play goes on', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(new URL('/games/high-low/index.html', baseUrl()).href);
  await page.clock.runFor(1000);
  await waitForBalance(page.mainFrame());
  await page.getByRole('button', { name: 'Deal' }).click();
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
  await frame.getByRole('button', { name: 'Deal' }).focus();
  await page.keyboard.press('Enter');
  expect(await balance(frame)).toBe(before - 100);
  // After dealing, focus moves to a call that can win; Enter plays it.
  expect(await frame.evaluate(() => document.activeElement?.textContent)).toMatch(/^(Higher|Lower) ×/);
  await page.keyboard.press('Enter');
  await expect.poll(() => frame.locator('.shell__status').textContent()).toMatch(/Right!|not (higher|lower)|same rank/);
  await page.context().close();
});

test('a tampered wallet resets to a fresh one with a notice instead of crashing', async () => {
  const { page, frame } = await openGame('high-low', 360);
  await frame.evaluate(() => localStorage.setItem('brightmoose.wallet.v1', '{"version":1,"balance":99999999}'));
  await frame.evaluate(() => location.reload());
  await expect.poll(() => frame.locator('.shell__status').textContent()).toMatch(/could not be read, so it was reset to a fresh wallet of 10,000 coins/);
  expect(await balance(frame)).toBe(10_000);
  await page.context().close();
});
