/**
 * The full 144-tile set: three suits of 1 to 9 (dots, bamboo, characters) four times each, four
 * winds and three dragons four times each, and one each of four seasons and four flowers. A tile
 * is its face number, 0 to 41. Any season matches any season and any flower any flower; every
 * other tile matches only the same face. (Their names, in the page's language, are in tile-names.ts.)
 */

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
