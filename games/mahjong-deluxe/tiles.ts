/**
 * The full 144-tile set: three suits of 1 to 9 (dots, bamboo, characters) four times each, four
 * winds and three dragons four times each, and one each of four seasons and four flowers. A tile
 * is its face number, 0 to 41. Any season matches any season and any flower any flower; every
 * other tile matches only the same face.
 */

import { LOCALE, pick, type Locale } from '../kit/locale';
import { tileStrings } from './strings';

/** First face of each kind: suits 0-26, winds 27-30, dragons 31-33, seasons 34-37, flowers 38-41. */
export const FIRST_WIND = 27;
export const FIRST_DRAGON = 31;
export const FIRST_SEASON = 34;
export const FIRST_FLOWER = 38;
export const FACE_COUNT = 42;

/** The group a face matches within: its own face, or the whole season or flower group. */
export function matchGroup(face: number): number {
  if (face >= FIRST_FLOWER) return FIRST_FLOWER;
  if (face >= FIRST_SEASON) return FIRST_SEASON;
  return face;
}

/** Whether two tiles may be removed together. */
export const tilesMatch = (a: number, b: number): boolean => matchGroup(a) === matchGroup(b);

/** A face's name as players read it: "7 of Bamboo", "Red dragon", "Spring (season)"; "7 de bambou" in French. */
export function faceName(face: number, locale: Locale = LOCALE): string {
  const t = pick(tileStrings, locale);
  if (face < FIRST_WIND) return t.suited((face % 9) + 1, t.suits[Math.floor(face / 9)]!);
  if (face < FIRST_DRAGON) return t.winds[face - FIRST_WIND]!;
  if (face < FIRST_SEASON) return t.dragons[face - FIRST_DRAGON]!;
  if (face < FIRST_FLOWER) return t.season(t.seasons[face - FIRST_SEASON]!);
  return t.flower(t.flowers[face - FIRST_FLOWER]!);
}

/**
 * The set as 72 matching pairs: each of the 34 ordinary faces twice as a pair of the same face,
 * and the seasons and flowers paired within their groups (which season goes with which is left
 * to the dealer, who shuffles them first).
 */
export function tilePairs(seasonsAndFlowers: readonly number[] = [34, 35, 36, 37, 38, 39, 40, 41]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let face = 0; face < FIRST_SEASON; face++) pairs.push([face, face], [face, face]);
  const seasons = seasonsAndFlowers.filter((face) => matchGroup(face) === FIRST_SEASON);
  const flowers = seasonsAndFlowers.filter((face) => matchGroup(face) === FIRST_FLOWER);
  for (const group of [seasons, flowers]) for (let i = 0; i + 1 < group.length; i += 2) pairs.push([group[i]!, group[i + 1]!]);
  return pairs;
}

/** How a matched pair is named: "Red dragon tiles", or "seasons" and "flowers" for those groups. */
export function pairName(face: number, locale: Locale = LOCALE): string {
  const t = pick(tileStrings, locale);
  if (matchGroup(face) === FIRST_SEASON) return t.seasonPair;
  if (matchGroup(face) === FIRST_FLOWER) return t.flowerPair;
  return t.pair(faceName(face, locale));
}
