// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { seededRandom } from '../kit/random';
import { EMPTY, isFree } from './board';
import { createBoardView } from './board-view';
import { newGame } from './game';
import { TURTLE_NEIGHBOURS } from './layout';
import { faceName } from './tile-names';

/** A board view in the document, once all its tiles are made (a quarter per frame). */
async function builtView() {
  const view = createBoardView(() => undefined);
  document.body.append(view.element);
  await vi.waitFor(() => expect(view.element.querySelectorAll('.mj-tile')).toHaveLength(144), { timeout: 10_000 });
  return view;
}

const look = { selected: null, hint: [], faceDown: false, idle: false };

test('in play, free tiles are buttons named by their face, blocked tiles in view images named by face and "blocked", covered tiles hidden', async () => {
  const view = await builtView();
  const { board } = newGame(seededRandom(7));
  view.show(board, look);
  const tile = (index: number) => view.element.querySelector(`[data-place="${index}"]`)!;
  const covered = (index: number) => TURTLE_NEIGHBOURS()[index]!.above.some((above) => board[above] !== EMPTY);
  const counts = { free: 0, blocked: 0, covered: 0 };
  board.forEach((face, index) => {
    if (isFree(board, index)) {
      counts.free++;
      expect([tile(index).getAttribute('role'), tile(index).getAttribute('aria-label')]).toEqual(['button', faceName(face)]);
    } else if (!covered(index)) {
      counts.blocked++;
      expect([tile(index).getAttribute('role'), tile(index).getAttribute('aria-label')]).toEqual(['img', `${faceName(face)}, blocked`]);
    } else {
      counts.covered++;
      expect(tile(index).getAttribute('aria-hidden')).toBe('true');
    }
  });
  expect(Object.values(counts).every((count) => count > 0)).toBe(true);
  // The faces' drawings say nothing of their own.
  expect(view.element.querySelector('defs')!.getAttribute('aria-hidden')).toBe('true');
});

test('before the deal and after a game the tiles are hidden from assistive technology, none to pick', async () => {
  const view = await builtView();
  const { board } = newGame(seededRandom(8));
  for (const shown of [
    { ...look, faceDown: true, idle: true },
    { ...look, idle: true },
  ]) {
    view.show(board, shown);
    expect(view.element.querySelectorAll('[role]:not(svg)')).toHaveLength(0);
  }
});

test('focusTile takes the focus and the one tab stop to a free tile, and does nothing for a blocked one', async () => {
  const view = await builtView();
  const { board } = newGame(seededRandom(9));
  view.show(board, look);
  const free = board.findIndex((_, index) => isFree(board, index));
  const blocked = board.findIndex((_, index) => !isFree(board, index));
  view.focusTile(free);
  expect(document.activeElement?.getAttribute('data-place')).toBe(String(free));
  expect([...view.element.querySelectorAll('[tabindex="0"]')].map((tile) => tile.getAttribute('data-place'))).toEqual([String(free)]);
  view.focusTile(blocked);
  expect(document.activeElement?.getAttribute('data-place')).toBe(String(free));
});

test('the focused tile is outlined by a mark drawn over every tile, so the tiles above and beside it never hide it', async () => {
  const view = await builtView();
  const { board } = newGame(seededRandom(10));
  view.show(board, look);
  const free = board.findIndex((_, index) => isFree(board, index));
  view.focusTile(free);
  const mark = view.element.querySelector('.mj-board__focus')!;
  // Last in the drawing, so painted over every tile; where the focused tile is; silent.
  expect(view.element.lastElementChild).toBe(mark);
  expect(mark.getAttribute('transform')).toBe(view.element.querySelector(`[data-place="${free}"]`)!.getAttribute('transform'));
  expect(mark.getAttribute('aria-hidden')).toBe('true');
  (document.activeElement as HTMLElement).blur();
  expect(mark.getAttribute('display')).toBe('none');
});
