/** How players read the tiles: each face's name and a matched pair's, in the page's language. */
import { LOCALE, pick, type Locale } from '../kit/locale';
import { tileStrings } from './strings';
import { FIRST_DRAGON, FIRST_FLOWER, FIRST_SEASON, FIRST_WIND, matchGroup } from './tiles';

/** A face's name as players read it: "7 of Bamboo", "Red dragon", "Spring (season)"; "7 de bambou" in French. */
export function faceName(face: number, locale: Locale = LOCALE): string {
  const t = pick(tileStrings, locale);
  if (face < FIRST_WIND) return t.suited((face % 9) + 1, t.suits[Math.floor(face / 9)]!);
  if (face < FIRST_DRAGON) return t.winds[face - FIRST_WIND]!;
  if (face < FIRST_SEASON) return t.dragons[face - FIRST_DRAGON]!;
  if (face < FIRST_FLOWER) return t.season(t.seasons[face - FIRST_SEASON]!);
  return t.flower(t.flowers[face - FIRST_FLOWER]!);
}

/** How a matched pair is named: "Red dragon tiles", or "seasons" and "flowers" for those groups. */
export function pairName(face: number, locale: Locale = LOCALE): string {
  const t = pick(tileStrings, locale);
  if (matchGroup(face) === FIRST_SEASON) return t.seasonPair;
  if (matchGroup(face) === FIRST_FLOWER) return t.flowerPair;
  return t.pair(faceName(face, locale));
}
