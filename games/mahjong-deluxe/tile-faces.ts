/**
 * The tile faces, drawn here as original SVG: one <symbol> per face (0 to 41) in a 40 × 52 box,
 * made once per page. Suits use pips, sticks and numerals in three colours; seasons carry a gold
 * band and flowers a violet one, so the groups that match among themselves read as groups.
 */
import { LOCALE, pick, type Locale } from '../kit/locale';
import { tileStrings } from './strings';
import { FIRST_DRAGON, FIRST_FLOWER, FIRST_SEASON, FIRST_WIND } from './tiles';

const BLUE = '#1d4f9c';
const RED = '#c3262d';
const GREEN = '#17804a';
const GOLD = '#c48a0e';
const VIOLET = '#7b3fa8';
const INK = '#10233f';

/** Pip positions for 1 to 9, on the 40 × 52 face. */
const PIPS: [number, number][][] = [
  [[20, 26]],
  [
    [20, 15],
    [20, 37],
  ],
  [
    [10, 12],
    [20, 26],
    [30, 40],
  ],
  [
    [12, 15],
    [28, 15],
    [12, 37],
    [28, 37],
  ],
  [
    [11, 13],
    [29, 13],
    [20, 26],
    [11, 39],
    [29, 39],
  ],
  [
    [12, 11],
    [28, 11],
    [12, 26],
    [28, 26],
    [12, 41],
    [28, 41],
  ],
  [
    [9, 9],
    [20, 15],
    [31, 21],
    [12, 33],
    [28, 33],
    [12, 44],
    [28, 44],
  ],
  [
    [12, 8],
    [28, 8],
    [12, 20],
    [28, 20],
    [12, 32],
    [28, 32],
    [12, 44],
    [28, 44],
  ],
  [
    [10, 12],
    [20, 12],
    [30, 12],
    [10, 26],
    [20, 26],
    [30, 26],
    [10, 40],
    [20, 40],
    [30, 40],
  ],
];
const COLOURS = [BLUE, GREEN, RED];

function dots(n: number): string {
  if (n === 1) return `<circle cx="20" cy="26" r="13" fill="${GREEN}"/><circle cx="20" cy="26" r="8" fill="#fff8e6"/><circle cx="20" cy="26" r="5" fill="${RED}"/>`;
  const r = n <= 4 ? 6.5 : n <= 6 ? 5.5 : 4.6;
  return PIPS[n - 1]!.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${COLOURS[(i + n) % 3]}"/><circle cx="${x}" cy="${y}" r="${r * 0.4}" fill="#fff8e6"/>`).join('');
}

/** Bamboo sticks in rows: how many sit in each row, top to bottom. */
const STICK_ROWS = [[1], [1, 1], [1, 2], [2, 2], [2, 1, 2], [3, 3], [1, 3, 3], [3, 2, 3], [3, 3, 3]];

function bamboo(n: number): string {
  if (n === 1)
    return `<rect x="16" y="6" width="8" height="40" rx="4" fill="${GREEN}"/><path d="M20 14 L10 8 M20 24 L31 17 M20 34 L9 29" stroke="${GREEN}" stroke-width="3" stroke-linecap="round"/><circle cx="20" cy="6" r="4" fill="${RED}"/>`;
  const rows = STICK_ROWS[n - 1]!;
  const h = rows.length === 2 ? 18 : 12;
  return rows
    .map((count, r) => {
      const y = (rows.length === 2 ? 8 : 6) + r * (h + 2.5);
      return Array.from({ length: count }, (_, i) => {
        const x = 20 + (i - (count - 1) / 2) * 11 - 2.5;
        const colour = (n === 5 || n === 7) && count === 1 ? RED : r === 1 && n === 9 ? BLUE : GREEN;
        return `<rect x="${x}" y="${y}" width="5" height="${h}" rx="2.4" fill="${colour}"/><rect x="${x}" y="${y + h / 2 - 0.8}" width="5" height="1.6" fill="#fff8e6"/>`;
      }).join('');
    })
    .join('');
}

function characters(n: number): string {
  return `<text x="20" y="23" text-anchor="middle" font-size="22" font-weight="800" fill="${INK}" font-family="Georgia, serif">${n}</text><rect x="9" y="28" width="22" height="18" rx="3" fill="${RED}"/><path d="M13 33 H27 M20 31 V43 M14 43 Q20 36 26 43" stroke="#fff8e6" stroke-width="2" fill="none" stroke-linecap="round"/>`;
}

/** A wind tile: its letter in the page's language (E S W N, or E S O N) and an arrow to its side. */
function wind(i: number, locale: Locale): string {
  const letter = pick(tileStrings, locale).windLetters[i]!;
  const arrow = ['M32 26 l-5 -4 v8 z', 'M20 48 l-4 -5 h8 z', 'M8 26 l5 -4 v8 z', 'M20 4 l-4 5 h8 z'][i]!;
  return `<text x="20" y="35" text-anchor="middle" font-size="28" font-weight="800" fill="${INK}" font-family="Georgia, serif">${letter}</text><path d="${arrow}" fill="${BLUE}"/>`;
}

function dragon(i: number): string {
  if (i === 0) return `<circle cx="20" cy="26" r="14" fill="${RED}"/><path d="M20 16 C28 20 26 32 20 36 C14 32 16 22 20 16 Z" fill="#fff8e6"/><circle cx="20" cy="28" r="3" fill="${RED}"/>`;
  if (i === 1) return `<path d="M20 8 L35 26 L20 44 L5 26 Z" fill="${GREEN}"/><path d="M20 17 L28 26 L20 35 L12 26 Z" fill="#fff8e6"/><circle cx="20" cy="26" r="3" fill="${GREEN}"/>`;
  return `<rect x="7" y="8" width="26" height="36" rx="3" fill="none" stroke="${BLUE}" stroke-width="3"/><rect x="12" y="13" width="16" height="26" rx="2" fill="none" stroke="${BLUE}" stroke-width="2" stroke-dasharray="4 2"/>`;
}

function flower(petals: number, colour: string, heart: string, length = 9): string {
  const leaves = Array.from(
    { length: petals },
    (_, i) => `<ellipse cx="20" cy="${22 - length / 2 - 1}" rx="4" ry="${length / 2 + 1}" fill="${colour}" transform="rotate(${(360 / petals) * i} 20 22)"/>`,
  ).join('');
  return `${leaves}<circle cx="20" cy="22" r="4" fill="${heart}"/>`;
}

function season(i: number): string {
  const art = [
    flower(5, '#e97aa7', GOLD),
    `<circle cx="20" cy="22" r="8" fill="#f0a017"/>${Array.from({ length: 8 }, (_, k) => `<rect x="19" y="6" width="2" height="6" fill="#f0a017" transform="rotate(${k * 45} 20 22)"/>`).join('')}`,
    `<path d="M20 8 L30 20 L26 21 L30 30 L20 27 L10 30 L14 21 L10 20 Z" fill="#d2581c"/><path d="M20 14 V36" stroke="#7a3a10" stroke-width="2"/>`,
    `<g stroke="${BLUE}" stroke-width="2.4" stroke-linecap="round">${[0, 60, 120].map((a) => `<path d="M20 9 V35 M16 12 L20 15 L24 12 M16 32 L20 29 L24 32" transform="rotate(${a} 20 22)"/>`).join('')}</g>`,
  ][i]!;
  return `${art}<rect x="4" y="41" width="32" height="6" rx="2" fill="${GOLD}"/>`;
}

function flowerFace(i: number): string {
  const art = [
    flower(5, '#d6336c', '#ffd43b'),
    flower(3, VIOLET, '#ffd43b', 13),
    flower(8, '#f2b705', '#b35c00'),
    `<path d="M20 36 V10 M20 20 Q10 14 8 8 M20 26 Q31 20 33 13" stroke="${GREEN}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  ][i]!;
  return `${art}<rect x="4" y="41" width="32" height="6" rx="2" fill="${VIOLET}"/>`;
}

/** The picture on a face. */
export function faceArt(face: number, locale: Locale = LOCALE): string {
  if (face < 9) return dots(face + 1);
  if (face < 18) return bamboo(face - 8);
  if (face < FIRST_WIND) return characters(face - 17);
  if (face < FIRST_DRAGON) return wind(face - FIRST_WIND, locale);
  if (face < FIRST_SEASON) return dragon(face - FIRST_DRAGON);
  if (face < FIRST_FLOWER) return season(face - FIRST_SEASON);
  return flowerFace(face - FIRST_FLOWER);
}

/** Every face as a <symbol id="mj-face-N">, for <use> on the board. */
export function faceSymbols(locale: Locale = LOCALE): string {
  return Array.from({ length: 42 }, (_, face) => `<symbol id="mj-face-${face}" viewBox="0 0 40 52">${faceArt(face, locale)}</symbol>`).join('');
}
