import { expect, test } from 'vitest';
import { availableMatches, canRemove, EMPTY, freeTiles, isFree, removePair, tilesLeft } from './board';
import { neighboursOf, TURTLE } from './layout';

const at = (x: number, y: number, layer: number) => TURTLE.findIndex((p) => p.x === x && p.y === y && p.layer === layer);
const full = () => TURTLE.map((_, index) => index % 34);

test('on a full turtle the free tiles are the uncovered row ends and the top tile', () => {
  const free = freeTiles(full()).map((index) => TURTLE[index]!);
  const names = free.map((p) => `${p.x},${p.y},${p.layer}`).sort();
  const expected = [
    // Layer 0: row ends, except the middle rows' ends, closed by the half-offset side tiles.
    ...['0,7', '28,7', '2,0', '24,0', '6,2', '20,2', '4,4', '22,4', '4,10', '22,10', '6,12', '20,12', '2,14', '24,14'].map((p) => `${p},0`),
    // Layer 1: both ends of its six rows (layer 2 covers only x 10 to 16).
    ...[2, 4, 6, 8, 10, 12].flatMap((y) => [`8,${y},1`, `18,${y},1`]),
    // Layer 2: both ends of its four rows; layer 3 is all under the top tile.
    ...[4, 6, 8, 10].flatMap((y) => [`10,${y},2`, `16,${y},2`]),
    '13,7,4',
  ];
  expect(names).toEqual(expected.sort());
});

test('a tile with a tile on it is not free, even with both sides open', () => {
  const board = full().map(() => EMPTY);
  board[at(12, 6, 3)] = 1;
  board[at(13, 7, 4)] = 2;
  expect(isFree(board, at(12, 6, 3))).toBe(false);
  board[at(13, 7, 4)] = EMPTY;
  expect(isFree(board, at(12, 6, 3))).toBe(true);
});

test('a tile with both sides closed is not free; opening either side frees it', () => {
  const board = full().map(() => EMPTY);
  for (const x of [4, 6, 8]) board[at(x, 0, 0)] = 3;
  expect(isFree(board, at(6, 0, 0))).toBe(false);
  board[at(4, 0, 0)] = EMPTY;
  expect(isFree(board, at(6, 0, 0))).toBe(true);
  board[at(4, 0, 0)] = 3;
  board[at(8, 0, 0)] = EMPTY;
  expect(isFree(board, at(6, 0, 0))).toBe(true);
});

test('a half-offset side tile closes both rows it touches, and is closed only when both are filled on its side', () => {
  const board = full().map(() => EMPTY);
  board[at(0, 7, 0)] = 1;
  board[at(2, 6, 0)] = 2;
  board[at(4, 6, 0)] = 2;
  expect(isFree(board, at(2, 6, 0))).toBe(false);
  board[at(26, 7, 0)] = 5;
  board[at(24, 8, 0)] = 6;
  board[at(28, 7, 0)] = 7;
  // (26,7) has a tile on its left (24,8) and on its right (28,7): blocked.
  expect(isFree(board, at(26, 7, 0))).toBe(false);
  board[at(28, 7, 0)] = EMPTY;
  expect(isFree(board, at(26, 7, 0))).toBe(true);
});

test("tiles on different layers or a full row apart do not close each other's sides", () => {
  const n = neighboursOf([
    { x: 0, y: 0, layer: 0 },
    { x: 2, y: 0, layer: 0 },
    { x: 4, y: 0, layer: 0 },
    { x: 2, y: 2, layer: 0 },
    { x: 4, y: 0, layer: 1 },
  ]);
  const board = [1, 1, 2, 2, 3];
  expect(isFree(board, 1, n)).toBe(false);
  expect(isFree(board, 3, n)).toBe(true);
  expect(isFree(board, 2, n)).toBe(false);
  expect(isFree(board, 4, n)).toBe(true);
  expect(freeTiles(board, n)).toEqual([0, 3, 4]);
});

test('only free matching pairs can be removed; seasons match seasons and flowers flowers', () => {
  const n = neighboursOf([0, 4, 8, 12, 16, 20].map((x) => ({ x, y: 0, layer: 0 })));
  const board = [34, 37, 38, 41, 5, 5];
  expect(canRemove(board, 0, 1, n)).toBe(true);
  expect(canRemove(board, 2, 3, n)).toBe(true);
  expect(canRemove(board, 0, 2, n)).toBe(false);
  expect(canRemove(board, 4, 4, n)).toBe(false);
  expect(availableMatches(board, n)).toEqual([
    [0, 1],
    [2, 3],
    [4, 5],
  ]);
  const after = removePair(board, 4, 5, n);
  expect(tilesLeft(after)).toBe(4);
  expect(board[4]).toBe(5);
  expect(() => removePair(board, 0, 2, n)).toThrow(RangeError);
});
