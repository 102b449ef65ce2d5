import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { axeViolations, launchBrowser } from './support/browser';
import { balance, openGame } from './support/game-frame';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const openMahjong = (width: number) => openGame(browser, 'mahjong-deluxe', width);
const tilesLeft = async (frame: Frame) => Number(await frame.locator('.mj__info span:nth-child(2) b').textContent());
const status = (frame: Frame) => frame.locator('.shell__status').textContent();

for (const width of [360, 1440]) {
  test(`Mahjong Deluxe at ${width} px: the stake leaves the balance, a hinted pair is matched, the game ends and settles`, async () => {
    const { page, frame, errors } = await openMahjong(width);
    const before = await balance(frame);
    await expect.poll(() => frame.locator('.mj-tile.is-down').count()).toBe(144);
    await frame.getByRole('button', { name: 'Deal' }).click();
    await expect.poll(() => balance(frame)).toBe(before - 100);
    expect(await tilesLeft(frame)).toBe(144);
    expect(await frame.locator('.mj-tile.is-free').count()).toBeGreaterThan(0);
    expect(await frame.locator('.mj-tile.is-blocked').count()).toBeGreaterThan(0);

    await frame.getByRole('button', { name: 'Hint' }).click();
    const hinted = frame.locator('.mj-tile.is-hint');
    expect(await hinted.count()).toBe(2);
    expect(await status(frame)).toMatch(/^Hint: the .+ outlined in blue \(\+15 s\)\./);
    const places = await hinted.evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-place')));
    await hinted.first().click();
    expect(await frame.locator('.mj-tile.is-selected').count()).toBe(1);
    await frame.locator(`.mj-tile[data-place="${places[1]}"]`).click();
    expect(await status(frame)).toMatch(/^Pair of .+ removed\. 142 tiles left\./);
    expect(await tilesLeft(frame)).toBe(142);
    for (const place of places) expect(await frame.locator(`.mj-tile[data-place="${place}"]`).getAttribute('display')).toBe('none');
    expect(await frame.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);
    await frame.getByRole('button', { name: 'Shuffle' }).click();
    expect(await status(frame)).toMatch(/^Tiles shuffled onto the same places/);
    expect(await tilesLeft(frame)).toBe(142);
    expect(await frame.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(false);
    expect(await axeViolations(frame)).toEqual([]);

    await frame.getByRole('button', { name: 'End game' }).click();
    await expect.poll(() => status(frame)).toMatch(/2 tiles removed: your 100 coin stake is lost/);
    expect(await balance(frame)).toBe(before - 100);
    expect(await frame.getByRole('button', { name: 'Deal again' }).isVisible()).toBe(true);
    // The board stays in view as it ended, with nothing left to pick.
    expect(await frame.locator('.mj-tile[role="button"]').count()).toBe(0);
    expect(await frame.locator('.mj-tile.is-idle:not([display="none"])').count()).toBe(142);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('Mahjong Deluxe with the keyboard: arrows move between free tiles, Enter picks, undo puts a pair back', async () => {
  const { page, frame } = await openMahjong(1440);
  await frame.getByRole('button', { name: 'Deal' }).click();
  // Dealing moves focus onto the board's one tab stop: a free tile.
  await expect.poll(() => frame.evaluate(() => document.activeElement?.classList.contains('is-free'))).toBe(true);
  const first = await frame.evaluate(() => document.activeElement?.getAttribute('data-place'));
  await page.keyboard.press('ArrowRight');
  const second = await frame.evaluate(() => document.activeElement?.getAttribute('data-place'));
  expect(second).not.toBe(first);
  expect(await frame.evaluate(() => document.activeElement?.classList.contains('is-free'))).toBe(true);
  await page.keyboard.press('Enter');
  expect(await frame.locator(`.mj-tile[data-place="${second}"]`).getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press('Space');
  expect(await frame.locator(`.mj-tile[data-place="${second}"]`).getAttribute('aria-pressed')).toBe('false');
  // Match the hinted pair by keyboard: focus each hinted tile and press Enter.
  await frame.getByRole('button', { name: 'Hint' }).click();
  for (const place of await frame.locator('.mj-tile.is-hint').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-place')))) {
    await frame.locator(`.mj-tile[data-place="${place}"]`).focus();
    await page.keyboard.press('Enter');
  }
  expect(await tilesLeft(frame)).toBe(142);
  await frame.getByRole('button', { name: 'Undo' }).click();
  expect(await tilesLeft(frame)).toBe(144);
  await page.context().close();
});

test('Mahjong Deluxe cleared by following the hints alone pays nothing back: each hint takes ×0.05 off, and the result says so', async () => {
  const { page, frame, errors } = await openMahjong(1440);
  const before = await balance(frame);
  await frame.getByRole('button', { name: 'Deal' }).click();
  await expect.poll(() => frame.getByRole('button', { name: 'Hint' }).isVisible()).toBe(true);
  // 72 hints add 72 × 15 s = 18:00 to the clock (the ×1.50 band) and take 72 × 0.05 = 3.60 off it: ×0.00.
  await frame.evaluate(() => {
    const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    for (let move = 0; move < 72; move++) {
      click([...document.querySelectorAll('.shell__actions button')].find((b) => b.textContent === 'Hint')!);
      for (const tile of [...document.querySelectorAll('.mj-tile.is-hint')]) click(tile);
    }
  });
  expect(await tilesLeft(frame), (await status(frame)) ?? '').toBe(0);
  await expect.poll(() => status(frame)).toMatch(/^Board cleared in 18:0\d, but 72 hints bring the pay down to ×0\.00: your 100 coin stake is lost\./);
  expect(await frame.locator('.mj__banner').textContent()).toMatch(/Cleared in 18:0\d: 0 coins/);
  expect(await balance(frame)).toBe(before - 100);
  expect(errors).toEqual([]);
  await page.context().close();
});
