import { LOCALE, pick, type Locale } from '../locale';
import { slotStrings } from './strings';

/** Ten paylines over 5 reels and 3 rows (0 = top row): the three rows, two Vs, and five bends. */
export const TEN_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
];

/** A row in words: "top", "middle", "bottom" (or "row 4" on taller machines); French « haut », « milieu », « bas ». */
export const rowName = (row: number, locale: Locale = LOCALE): string => pick(slotStrings, locale).row(row);

/** A payline in words, reel by reel: "top, middle, bottom, middle, top". */
export function describeLine(rows: readonly number[], locale: Locale = LOCALE): string {
  return rows.map((row) => rowName(row, locale)).join(', ');
}
