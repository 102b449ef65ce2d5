import { expect, test } from 'vitest';
import { FACE_COUNT, faceName, pairName, tilePairs, tilesMatch } from './tiles';

test('the set is 72 matching pairs: 144 tiles, four of each ordinary face, each season and flower once', () => {
  const pairs = tilePairs();
  expect(pairs).toHaveLength(72);
  const counts = new Array<number>(FACE_COUNT).fill(0);
  for (const [a, b] of pairs) {
    expect(tilesMatch(a, b)).toBe(true);
    counts[a]! += 1;
    counts[b]! += 1;
  }
  counts.forEach((count, face) => expect(count).toBe(face < 34 ? 4 : 1));
});

test('any season matches any season, any flower any flower; other faces only themselves', () => {
  for (const a of [34, 35, 36, 37]) for (const b of [34, 35, 36, 37]) expect(tilesMatch(a, b)).toBe(true);
  for (const a of [38, 39, 40, 41]) for (const b of [38, 39, 40, 41]) expect(tilesMatch(a, b)).toBe(true);
  expect(tilesMatch(34, 38)).toBe(false);
  expect(tilesMatch(5, 5)).toBe(true);
  expect(tilesMatch(5, 6)).toBe(false);
  expect(tilesMatch(8, 17)).toBe(false);
});

test('faces and pairs are named as players read them', () => {
  expect(faceName(0)).toBe('1 of Dots');
  expect(faceName(17)).toBe('9 of Bamboo');
  expect(faceName(18)).toBe('1 of Characters');
  expect(faceName(27)).toBe('East wind');
  expect(faceName(33)).toBe('White dragon');
  expect(faceName(36)).toBe('Autumn (season)');
  expect(faceName(41)).toBe('Bamboo flower (flower)');
  expect(pairName(31)).toBe('Red dragon tiles');
  expect(pairName(35)).toBe('seasons');
  expect(pairName(40)).toBe('flowers');
});
