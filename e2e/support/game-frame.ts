import { expect } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { gameFramePath, gameLink, type BuiltGame } from '../../games/registry';
import { axeViolations, openPage } from './browser';

/** A game the registry marks built: only those have a page to play. */
export type BuiltSlug = BuiltGame['slug'];

/** Opens a game's page on the site and returns the game's frame once it has loaded. */
export async function openGame(
  browser: Browser,
  slug: BuiltSlug,
  width: number,
  height = 900,
  options: { reducedMotion?: boolean } = {},
): Promise<{ page: Page; frame: Frame; errors: string[] }> {
  const { page, errors } = await openPage(browser, gameLink(slug), { width, height }, options);
  return { page, frame: await gameFrame(page, slug), errors };
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

/** The balance is read from storage just after the first paint. */
export const waitForBalance = (frame: Frame) => frame.waitForFunction(() => /\d/.test(document.querySelector('.shell__balance-value')?.textContent ?? ''));

/** A whole-coin figure shown in the frame, commas dropped. */
export const coins = async (frame: Frame, selector: string) => Number((await frame.locator(selector).textContent())!.replace(/\D/g, ''));

/** The balance the bar shows. */
export const balance = (frame: Frame) => coins(frame, '.shell__balance-value');

/** What every game frame must pass: no axe violations, no sideways scrolling, the virtual-coins line once. */
export async function checkFrame(frame: Frame) {
  expect(await axeViolations(frame)).toEqual([]);
  expect(await frame.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await frame.getByText('Virtual coins only - no real money').count()).toBe(1);
}
