import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { EMPTY, isFree } from './board';
import { dealTurtle } from './deal';
import { neighboursOf } from './layout';
import { clearsBoard } from './solution-check';

// A small layout: a row of three (places 0, 1, 2), a tile on place 0 (place 3), and two tiles
// on their own (places 4 and 5). At the start 0 is covered and 1 is closed on both sides.
const small = neighboursOf([
  { x: 0, y: 0, layer: 0 },
  { x: 2, y: 0, layer: 0 },
  { x: 4, y: 0, layer: 0 },
  { x: 0, y: 0, layer: 1 },
  { x: 8, y: 0, layer: 0 },
  { x: 12, y: 0, layer: 0 },
]);
const board = [1, 2, 1, 3, 3, 2];
// Two tiles apart from each other, both always free.
const two = neighboursOf([
  { x: 0, y: 0, layer: 0 },
  { x: 4, y: 0, layer: 0 },
]);
const legal: [number, number][] = [
  [3, 4],
  [0, 2],
  [1, 5],
];

test('an order whose every pair is free and matching when its turn comes, and that removes every tile, clears the board', () => {
  expect(clearsBoard(board, legal, small)).toBe(true);
  // Either tile of a pair may come first, and seasons match any season.
  expect(clearsBoard([34, 37], [[1, 0]], two)).toBe(true);
  expect(clearsBoard([EMPTY, EMPTY], [], two)).toBe(true);
});

test('an order is refused at a pair with a tile still on one of its tiles', () => {
  expect(
    clearsBoard(
      board,
      [
        [0, 2],
        [3, 4],
        [1, 5],
      ],
      small,
    ),
  ).toBe(false);
});

test('an order is refused at a pair whose tile is closed on both sides', () => {
  expect(
    clearsBoard(
      board,
      [
        [3, 4],
        [1, 5],
        [0, 2],
      ],
      small,
    ),
  ).toBe(false);
});

test('an order is refused at a pair that does not match, or a tile paired with itself', () => {
  expect(
    clearsBoard(
      board,
      [
        [3, 5],
        [0, 2],
        [1, 4],
      ],
      small,
    ),
  ).toBe(false);
  expect(
    clearsBoard(
      [1, 1],
      [
        [0, 0],
        [1, 1],
      ],
      two,
    ),
  ).toBe(false);
});

test('an order is refused when it removes a pair already gone', () => {
  expect(
    clearsBoard(
      board,
      [
        [3, 4],
        [3, 4],
        [0, 2],
        [1, 5],
      ],
      small,
    ),
  ).toBe(false);
});

test('an order that leaves a pair on the board does not clear it', () => {
  expect(clearsBoard(board, legal.slice(0, 2), small)).toBe(false);
  expect(clearsBoard(board, [], small)).toBe(false);
});

test("on the turtle, a deal's own order clears it; the same order with a pair missing or a covered pair moved first does not", () => {
  const { board: dealt, solution } = dealTurtle(seededRandom(4));
  expect(clearsBoard(dealt, solution)).toBe(true);
  expect(clearsBoard(dealt, solution.slice(1))).toBe(false);
  const covered = solution.findIndex(([a]) => !isFree(dealt, a));
  expect(covered).toBeGreaterThan(0);
  const early = [solution[covered]!, ...solution.filter((_, k) => k !== covered)];
  expect(clearsBoard(dealt, early)).toBe(false);
});
