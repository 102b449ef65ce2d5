// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { evaluateSpin } from './evaluate';
import { createReelsView, describeWindow } from './reels-view';
import { TEST_MACHINE } from './test-machine';
import type { SlotSymbol } from './theme';

const symbols: Record<string, SlotSymbol> = Object.fromEntries(['W', 'a', 'b', 'c', 'S'].map((id) => [id, { name: `Name ${id}`, plural: `Names ${id}`, art: '<circle cx="50" cy="50" r="40"/>' }]));
const window = [
  ['S', 'a', 'b'],
  ['c', 'a', 'S'],
  ['W', 'a', 'c'],
  ['S', 'b', 'W'],
  ['c', 'c', 'a'],
];

test('the reels read as text, row by row', () => {
  expect(describeWindow(window, symbols)).toBe(
    'Reels. Top row: Name S, Name c, Name W, Name S, Name c. Middle row: Name a, Name a, Name a, Name b, Name c. Bottom row: Name b, Name S, Name c, Name W, Name a.',
  );
  const view = createReelsView(TEST_MACHINE, symbols);
  view.show(window);
  expect(view.element.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe(describeWindow(window, symbols));
});

test("a spin's winning lines and symbols are marked, and a new spin clears them", () => {
  const view = createReelsView(TEST_MACHINE, symbols);
  view.show(window);
  view.mark(evaluateSpin(TEST_MACHINE, window));
  const won = [...view.element.querySelectorAll('.slot__cell--win')].map((cell) => cell.getAttribute('data-symbol'));
  // Line 1 (the middle row: a a a) and the three scatters, which pay.
  expect(won.filter((symbol) => symbol === 'a').length).toBeGreaterThanOrEqual(3);
  expect(won.filter((symbol) => symbol === 'S')).toHaveLength(3);
  expect(view.element.querySelectorAll('.slot__line')[0]!.classList.contains('slot__line--win')).toBe(true);
  view.startSpin();
  expect(view.element.querySelectorAll('.slot__cell--win, .slot__line--win')).toHaveLength(0);
  expect(view.element.querySelectorAll('.slot__reel--spinning')).toHaveLength(5);
  view.land(0, ['a', 'b', 'c'], false);
  expect(view.element.querySelectorAll('.slot__reel--spinning')).toHaveLength(4);
});

test('the paylines are drawn on demand, each with its number', () => {
  const view = createReelsView(TEST_MACHINE, symbols);
  const reels = view.element.querySelector('.slot__reels')!;
  view.showLines(true);
  expect(reels.classList.contains('slot__reels--lines')).toBe(true);
  expect([...view.element.querySelectorAll('.slot__line text')].map((text) => text.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  view.showLines(false);
  expect(reels.classList.contains('slot__reels--lines')).toBe(false);
});
