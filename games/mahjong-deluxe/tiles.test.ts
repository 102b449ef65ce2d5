import { expect, test } from 'vitest';
import { faceArt, faceSymbols } from './tile-faces';
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

test('in French the faces and pairs have their French names', () => {
  expect(faceName(0, 'fr')).toBe('1 de cercle');
  expect(faceName(17, 'fr')).toBe('9 de bambou');
  expect(faceName(18, 'fr')).toBe('1 de caractère');
  expect(faceName(27, 'fr')).toBe('vent d’est');
  expect(faceName(29, 'fr')).toBe('vent d’ouest');
  expect(faceName(31, 'fr')).toBe('dragon rouge');
  expect(faceName(36, 'fr')).toBe('automne (saison)');
  expect(faceName(41, 'fr')).toBe('bambou (fleur)');
  expect(pairName(31, 'fr')).toBe('dragon rouge');
  expect(pairName(35, 'fr')).toBe('saisons');
  expect(pairName(40, 'fr')).toBe('fleurs');
});

test('every face has a name of its own in each language', () => {
  for (const locale of ['en', 'fr'] as const) expect(new Set(Array.from({ length: FACE_COUNT }, (_, face) => faceName(face, locale))).size).toBe(FACE_COUNT);
});

test('the wind tiles carry the initials of the page’s language: W for west in English, O for ouest in French', () => {
  const west = (locale: 'en' | 'fr') => />([A-Z])<\/text>/.exec(faceArt(29, locale))![1];
  expect(west('en')).toBe('W');
  expect(west('fr')).toBe('O');
  expect(faceSymbols('fr')).toContain('>E</text>');
});
