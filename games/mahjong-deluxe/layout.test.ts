import { expect, test } from 'vitest';
import { neighboursOf, TURTLE, TURTLE_NEIGHBOURS } from './layout';

const at = (x: number, y: number, layer: number) => TURTLE.findIndex((p) => p.x === x && p.y === y && p.layer === layer);
const xs = (from: number, to: number) => Array.from({ length: (to - from) / 2 + 1 }, (_, i) => from + 2 * i);

test('the turtle has 144 places: 87, 36, 16, 4 and 1 on layers 0 to 4', () => {
  expect(TURTLE).toHaveLength(144);
  expect([0, 1, 2, 3, 4].map((layer) => TURTLE.filter((p) => p.layer === layer).length)).toEqual([87, 36, 16, 4, 1]);
  expect(new Set(TURTLE.map((p) => `${p.x},${p.y},${p.layer}`)).size).toBe(144);
});

test('every place sits at the coordinates GAMES.md lists', () => {
  const expected = new Set<string>();
  const add = (x: number, y: number, layer: number) => expected.add(`${x},${y},${layer}`);
  const rows: [number, number, number][] = [
    [0, 2, 24],
    [2, 6, 20],
    [4, 4, 22],
    [6, 2, 24],
    [8, 2, 24],
    [10, 4, 22],
    [12, 6, 20],
    [14, 2, 24],
  ];
  for (const [y, from, to] of rows) for (const x of xs(from, to)) add(x, y, 0);
  add(0, 7, 0);
  add(26, 7, 0);
  add(28, 7, 0);
  for (const y of xs(2, 12)) for (const x of xs(8, 18)) add(x, y, 1);
  for (const y of xs(4, 10)) for (const x of xs(10, 16)) add(x, y, 2);
  for (const y of xs(6, 8)) for (const x of xs(12, 14)) add(x, y, 3);
  add(13, 7, 4);
  expect(new Set(TURTLE.map((p) => `${p.x},${p.y},${p.layer}`))).toEqual(expected);
});

test('the layout spans 30 units across and 16 down', () => {
  expect(Math.max(...TURTLE.map((p) => p.x + 2)) - Math.min(...TURTLE.map((p) => p.x))).toBe(30);
  expect(Math.max(...TURTLE.map((p) => p.y + 2)) - Math.min(...TURTLE.map((p) => p.y))).toBe(16);
});

test('the half-offset side tiles touch both middle rows; the top tile rests on all four of layer 3', () => {
  const n = TURTLE_NEIGHBOURS();
  expect(n[at(0, 7, 0)]!.right.sort()).toEqual([at(2, 6, 0), at(2, 8, 0)].sort());
  expect(n[at(2, 6, 0)]!.left).toEqual([at(0, 7, 0)]);
  expect(n[at(24, 8, 0)]!.right).toEqual([at(26, 7, 0)]);
  expect(n[at(26, 7, 0)]!.left.sort()).toEqual([at(24, 6, 0), at(24, 8, 0)].sort());
  expect(n[at(26, 7, 0)]!.right).toEqual([at(28, 7, 0)]);
  for (const [x, y] of [
    [12, 6],
    [14, 6],
    [12, 8],
    [14, 8],
  ])
    expect(n[at(x!, y!, 3)]!.above).toEqual([at(13, 7, 4)]);
  expect(n[at(8, 2, 0)]!.above).toEqual([at(8, 2, 1)]);
  expect(n[at(6, 2, 0)]!.above).toEqual([]);
});

test('neighbours: a tile half a row down still touches the side it overlaps; one a full row down does not', () => {
  const n = neighboursOf([
    { x: 0, y: 0, layer: 0 },
    { x: 2, y: 1, layer: 0 },
    { x: 2, y: 2, layer: 0 },
    { x: 1, y: 0, layer: 1 },
  ]);
  expect(n[0]!.right).toEqual([1]);
  expect(n[0]!.above).toEqual([3]);
  expect(n[1]!.left).toEqual([0]);
  expect(n[2]!.left).toEqual([]);
  expect(n[1]!.above).toEqual([3]);
});
