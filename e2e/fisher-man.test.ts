import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COIN_RULES } from '../core/coin-rules';
import { createPond, place } from '../games/fisher-man/pond';
import { pondLayout } from '../games/fisher-man/pond-layout';
import { COINS_LOCK } from '../games/kit/wallet/coins-lock';
import { dayKey, freshWallet, sealWallet, WALLET_KEY } from '../games/kit/wallet/wallet';
import { closePage, axeViolations, closeContexts, workerBrowser } from './support/browser';
import { balance, openGame } from './support/game-frame';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

/** Counts requestAnimationFrame calls in every frame of a page, to see whether the pond is drawing. */
const countFrames = () => {
  const w = window as unknown as { __frames: number };
  w.__frames = 0;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => (w.__frames++, request(callback));
};

/** Opens Fisher Man on the site (in a fresh context) and returns its frame once the balance and the pond are there. */
async function openFisher(width: number, options: { reducedMotion?: boolean; height?: number } = {}): Promise<{ page: Page; frame: Frame; errors: string[] }> {
  const opened = await openGame(browser, 'fisher-man', width, options.height, options);
  await opened.frame.waitForFunction(() => document.querySelector('.fm__aim')?.textContent);
  return opened;
}

const status = (frame: Frame) => frame.locator('.shell__status').textContent();
const RESULT = /^(Landed the [\w ]+! ×[\d.]+ on ([\d,]+) coins: ([\d,]+) coins added\.|The [\w ]+ got away: ([\d,]+) coins lost\.)/;

/** Waits for a cast's result and returns the coins it credited (0 when the fish got away). */
async function castResult(frame: Frame): Promise<{ text: string; credited: number }> {
  // The result is read once, where it matched: the line may change again right after.
  let text = '';
  await expect.poll(async () => (text = (await status(frame)) ?? ''), { timeout: 5_000 }).toMatch(RESULT);
  const match = RESULT.exec(text)!;
  return { text, credited: match[3] ? Number(match[3].replace(/,/g, '')) : 0 };
}

for (const width of [360, 1440]) {
  test(`Fisher Man casts in the site's frame at ${width} px: the cost is debited and the catch credited as the result says`, async () => {
    const { page, frame, errors } = await openFisher(width);
    expect(await axeViolations(frame)).toEqual([]);
    expect(await frame.getByRole('application', { name: /Fishing pond/ }).count()).toBe(1);
    expect(await frame.locator('.visually-hidden li').allTextContents()).toEqual(expect.arrayContaining(['Golden Marlin: pays ×100, landed on 0.96% of casts']));
    for (let cast = 0; cast < 3; cast++) {
      const before = await balance(frame);
      // The cast is settled under the coins lock, a moment after the click: the last result is cleared so this cast's is read.
      await frame.locator('.shell__status').evaluate((status) => (status.textContent = ''));
      await frame.getByRole('button', { name: 'Cast' }).click();
      const { credited } = await castResult(frame);
      await expect.poll(() => balance(frame)).toBe(before - 100 + credited);
    }
    expect(await axeViolations(frame)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });
}

test('Fisher Man plays with the keyboard: arrows move the aim, Enter and Space cast', async () => {
  const { page, frame } = await openFisher(1440);
  const aim = frame.locator('.fm__aim');
  await frame.getByRole('application', { name: /Fishing pond/ }).focus();
  await page.keyboard.press('Home');
  await expect.poll(() => aim.textContent()).toMatch(/^Aim: Sardine ×1\.2/);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => aim.textContent()).toMatch(/^Aim: Perch ×2/);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => aim.textContent()).toMatch(/^Aim: Golden Marlin ×100/);
  await page.keyboard.press('End');
  const before = await balance(frame);
  await page.keyboard.press('Enter');
  const first = await castResult(frame);
  expect(first.text).toMatch(/Golden Marlin/);
  await frame.locator('.shell__status').evaluate((status) => (status.textContent = ''));
  await page.keyboard.press('Space');
  const second = await castResult(frame);
  await expect.poll(() => balance(frame)).toBe(before - 200 + first.credited + second.credited);
  await closePage(page);
});

test('with reduced motion the pond stands still, a tap on a fish aims and a second tap casts, and the result shows at once', async () => {
  const { page, frame } = await openFisher(360, { reducedMotion: true, height: 640 });
  await frame.evaluate(countFrames);
  await page.waitForTimeout(600);
  // A pond that moves asks for a frame every frame (dozens in 600 ms). A still one draws only when
  // something changes: once at most here, if start-up's last part (the how-to-play panel, added
  // after the first paint) resized the canvas after the counter was installed.
  expect(await frame.evaluate(() => (window as unknown as { __frames: number }).__frames)).toBeLessThanOrEqual(1);
  await frame.evaluate(() => ((window as unknown as { __frames: number }).__frames = 0));
  // Still fish sit where the pond's own layout puts them: tap the Salmon there.
  const canvas = frame.locator('.fm__canvas');
  const box = (await canvas.boundingBox())!;
  const pond = createPond(6);
  place(pond, pondLayout(box.width, box.height), 0);
  await canvas.click({ position: { x: pond.x[3]!, y: pond.y[3]! } });
  await expect.poll(() => frame.locator('.fm__aim').textContent()).toMatch(/^Aim: Salmon ×12/);
  const before = await balance(frame);
  await canvas.click({ position: { x: pond.x[3]!, y: pond.y[3]! } });
  // The cast's stake and result are settled under the coins lock, a moment after the tap.
  await expect.poll(() => status(frame)).toMatch(/Salmon/);
  const { credited } = await castResult(frame);
  await expect.poll(() => balance(frame)).toBe(before - 100 + credited);
  expect(await frame.evaluate(() => (window as unknown as { __frames: number }).__frames)).toBeLessThanOrEqual(2);
  await closePage(page);
});

test('the pond draws every frame while shown and stops drawing while the page is hidden', async () => {
  const { page, frame } = await openFisher(1440);
  const frames = () => frame.evaluate(() => (window as unknown as { __frames: number }).__frames);
  await frame.evaluate(countFrames);
  // The counter sees only requests made after it was installed: wake the loop with an aim.
  await frame.getByRole('button', { name: 'Aim at the next fish' }).click();
  await page.waitForTimeout(500);
  expect(await frames()).toBeGreaterThan(5);
  await frame.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const hiddenAt = await frames();
  await page.waitForTimeout(500);
  expect(await frames()).toBe(hiddenAt);
  await frame.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(300);
  expect(await frames()).toBeGreaterThan(hiddenAt + 3);
  await closePage(page);
});

test('a catch past the daily winnings cap credits only what the cap allows and says so', async () => {
  const { page, frame } = await openFisher(1440, { reducedMotion: true });
  const now = new Date();
  // sealWallet recomputes the checksum from the fields, so the fresh wallet's old one is replaced.
  const nearCap = sealWallet({ ...freshWallet(now), winningsDay: dayKey(now), winningsToday: COIN_RULES.dailyWinningsCap - 10 });
  await frame.evaluate(([key, value]) => localStorage.setItem(key!, value!), [WALLET_KEY, JSON.stringify(nearCap)]);
  // Marks the page before reloading it, so the wait below is met by the reloaded game, never by the old one.
  await frame.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
    location.reload();
  });
  await frame.waitForFunction(() => !(window as { beforeReload?: boolean }).beforeReload && document.querySelector('.fm__aim')?.textContent);
  await frame.getByRole('application', { name: /Fishing pond/ }).focus();
  await page.keyboard.press('Home');
  // The Sardine is landed 4 casts in 5: cast until one is.
  // Each cast's result is awaited, so a later cast cannot overwrite the landing being checked: the
  // last result is cleared first, or it would be read as this cast's and the next cast go ahead.
  let result = '';
  for (let cast = 0; cast < 20; cast++) {
    await frame.locator('.shell__status').evaluate((status) => (status.textContent = ''));
    await page.keyboard.press('Enter');
    result = (await castResult(frame)).text;
    if (/Landed/.test(result)) break;
  }
  expect(result).toBe("Landed the Sardine! ×1.2 on 100 coins: 110 coins added. Today's winnings limit held back 10 coins.");
  expect(await frame.locator('.shell__notice').allTextContents()).toContainEqual(expect.stringMatching(/winnings limit of 500,000 coins: 10 coins of this win were not added/));
  await closePage(page);
});

test('while a cast is shown the balance shows only its cost taken: a catch is not given away before the fish bites', async () => {
  const { page, frame } = await openFisher(1440);
  await frame.getByRole('application', { name: /Fishing pond/ }).focus();
  await page.keyboard.press('Home');
  // The Sardine is landed 4 casts in 5: cast until one is, checking the bar of every cast while it is shown.
  let landed = false;
  for (let cast = 0; cast < 20 && !landed; cast++) {
    const before = await balance(frame);
    await frame.locator('.shell__status').evaluate((status) => (status.textContent = ''));
    await page.keyboard.press('Enter');
    // "Casting at…" is said once the cast is settled and its show begins; the catch shows some 800 ms later.
    await expect.poll(() => status(frame)).toMatch(/^Casting at the Sardine/);
    expect(await balance(frame)).toBe(before - 100);
    const { credited } = await castResult(frame);
    await expect.poll(() => balance(frame)).toBe(before - 100 + credited);
    landed = credited > 0;
  }
  expect(landed).toBe(true);
  await closePage(page);
});

test('a cast whose stake waits for the coins lock runs its line to the fish it was pressed for, though the aim moves on meanwhile', async () => {
  const { page, frame } = await openFisher(360, { reducedMotion: true, height: 640 });
  const aim = frame.locator('.fm__aim');
  const canvas = frame.getByRole('application', { name: /Fishing pond/ });
  const box = (await canvas.boundingBox())!;
  const pond = createPond(6);
  place(pond, pondLayout(box.width, box.height), 0);
  await canvas.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => aim.textContent()).toMatch(/^Aim: Sardine/);
  // Another tab of the site holds the coins lock (here the frame's own page does): the stake waits for it.
  await frame.evaluate((name) => {
    void navigator.locks.request(name, () => new Promise<void>((resolve) => ((window as unknown as { release: () => void }).release = resolve)));
  }, COINS_LOCK);
  await expect.poll(() => frame.evaluate(async () => (await navigator.locks.query()).held?.length ?? 0)).toBe(1);
  // The fishing line is the curve drawn from the rod to a fish: record where each one ends.
  await frame.evaluate(() => {
    const ends: number[][] = [];
    (window as unknown as { lineEnds: number[][] }).lineEnds = ends;
    const prototype = CanvasRenderingContext2D.prototype;
    const curve = Object.getOwnPropertyDescriptor(prototype, 'quadraticCurveTo')!.value as (this: CanvasRenderingContext2D, ...points: number[]) => void;
    prototype.quadraticCurveTo = function (cpx, cpy, x, y) {
      ends.push([x, y]);
      curve.call(this, cpx, cpy, x, y);
    };
  });
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => aim.textContent()).toMatch(/^Aim: Perch/);
  await frame.evaluate(() => (window as unknown as { release: () => void }).release());
  const { text } = await castResult(frame);
  expect(text).toMatch(/Sardine/);
  // With reduced motion the result is drawn at once and stays: its line, the last drawn, runs to the
  // Sardine. Should the pond's box change as the result shows, the scenery (its reeds are curves
  // too) is painted again for the new size, and the result a frame later: so the line is awaited,
  // and the Sardine's place is worked out for the box the pond has then.
  const lineEnd = async () => {
    const { width, height } = (await canvas.boundingBox())!;
    place(pond, pondLayout(width, height), 0);
    const [x, y] = (await frame.evaluate(() => (window as unknown as { lineEnds: number[][] }).lineEnds.at(-1)))!;
    return x === pond.x[0] && y === pond.y[0] ? 'the Sardine' : `(${x}, ${y}), not the Sardine at (${pond.x[0]}, ${pond.y[0]})`;
  };
  await expect.poll(lineEnd).toBe('the Sardine');
  await closePage(page);
});
