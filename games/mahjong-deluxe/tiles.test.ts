import { expect, test } from 'vitest';
import { faceArt, faceSymbols } from './tile-faces';
import { FACE_COUNT, tilePairs, tilesMatch } from './tiles';

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

test('the wind tiles carry the initials of the page’s language: W for west in English, O for ouest in French', () => {
  const west = (locale: 'en' | 'fr') => />([A-Z])<\/text>/.exec(faceArt(29, locale))![1];
  expect(west('en')).toBe('W');
  expect(west('fr')).toBe('O');
  expect(faceSymbols('fr')).toContain('>E</text>');
});
