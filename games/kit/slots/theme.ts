import type { GameSlug } from '../../../core/game-registry';
import { LOCALE, type Locale } from '../locale';
import type { Tone } from '../ui/sound';
import type { SlotMachine, SymbolId } from './machine';
import type { PublishedOdds } from './published-odds';

/** How a symbol looks and is named. */
export type SlotSymbol = {
  name: string;
  plural: string;
  /** Original SVG markup drawn in a 100 x 100 box (the inside of a <symbol viewBox="0 0 100 100">). */
  art: string;
};

/** A symbol's names in one language: singular and plural ("Lantern", "Lanterns"). */
export type SymbolNames = Pick<SlotSymbol, 'name' | 'plural'>;

/** A theme's own text in one language other than English: the line under the title and every symbol's names. */
export type ThemeText = {
  tagline: string;
  /** A name and plural for every symbol of `symbols`, same keys; `art` only for a picture with words drawn in it (a "WILD" ribbon). */
  symbols: Readonly<Record<SymbolId, SymbolNames & { art?: string }>>;
};

/** What makes one slot game of the shared engine: its machine, its pictures and names, its sounds and its published odds. */
export type SlotTheme = {
  slug: GameSlug;
  /** The line under the title, in English. */
  tagline: string;
  machine: SlotMachine;
  /** Every symbol of the machine, in paytable order (highest first), with its English names. */
  symbols: Readonly<Record<SymbolId, SlotSymbol>>;
  /** The theme's French text (kept in the theme folder's strings.ts); a French page shows the English text until it is given. */
  fr?: ThemeText;
  /** The figures the how-to-play panel states; published-odds tests hold them to the machine. */
  published: PublishedOdds;
  /** Short synthesised sounds, heard only once the player turns sound on. */
  sounds: { reelStop: readonly Tone[]; win: readonly Tone[]; bigWin: readonly Tone[]; freeSpins: readonly Tone[] };
  /** The line bet the control starts at. */
  defaultLineBet: number;
};

/** The theme's tagline and symbols (pictures with their names) in `locale`: the language's names, and its picture where it has one. */
export function themeText(theme: SlotTheme, locale: Locale = LOCALE): { tagline: string; symbols: Readonly<Record<SymbolId, SlotSymbol>> } {
  const text = locale === 'fr' ? theme.fr : undefined;
  if (!text) return { tagline: theme.tagline, symbols: theme.symbols };
  const symbols = Object.fromEntries(Object.entries(theme.symbols).map(([id, symbol]) => [id, { ...symbol, ...text.symbols[id] }]));
  return { tagline: text.tagline, symbols };
}
