import { expect, test } from 'vitest';
import { faceName, pairName } from './tile-names';
import { FACE_COUNT } from './tiles';

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
