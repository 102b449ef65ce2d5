import { expect } from 'vitest';
import type { Frame, Page } from 'playwright-core';

/** The name of what has the keyboard focus in a game's frame (its label, else its text), or '' when nothing there has it. */
export const focusedName = (frame: Frame) =>
  frame.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || !document.hasFocus()) return '';
    // A control named by what it holds (a card's button holds a labelled image) reads the labels inside it.
    const name = (node: Node): string =>
      node instanceof Element ? (node.getAttribute('aria-label') ?? [...node.childNodes].map(name).join('')) : node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : '';
    // A field is named by its label.
    const labelled = element instanceof HTMLInputElement ? element.labels?.[0] : null;
    return name(labelled ?? element).trim();
  });

/** Presses `key` (Tab unless told) until the focus is on a control whose name matches `name`; fails after `most` presses. */
export async function pressUntilFocused(page: Page, frame: Frame, name: RegExp, key = 'Tab', most = 40): Promise<void> {
  for (let press = 0; press < most; press++) {
    if (name.test(await focusedName(frame))) return;
    await page.keyboard.press(key);
  }
  expect(await focusedName(frame)).toMatch(name);
}

/** The frame's accessibility tree as Chromium gives it to screen readers (an ARIA snapshot). */
export const treeOf = (frame: Frame) => frame.locator('body').ariaSnapshot();

/** The balance a screen reader reads in a frame's tree. */
export function balanceIn(tree: string): number {
  const figure = /Balance:"?\s*\n\s*- strong: "?([\d,\s\u202f]+)/.exec(tree);
  if (!figure) throw new Error(`no balance in the tree:\n${tree}`);
  return Number(figure[1]!.replace(/\D/g, ''));
}
