import type { GameSlug } from '../../../core/game-registry';
import { inLocale } from '../../../core/locale';
import { LOCALE, type Locale, type Strings } from '../locale';
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

/** A theme's own text in one language: the line under the title and every symbol's names. */
export type ThemeText = {
  tagline: string;
  /** A name and plural for every symbol of `symbols`, same keys; `art` only for a picture with words drawn in it (a "WILD" ribbon). */
  symbols: Readonly<Record<SymbolId, SymbolNames & { art?: string }>>;
};

/** What makes one slot game of the shared engine: its machine, its pictures and names, its sounds and its published odds. */
export type SlotTheme = {
  slug: GameSlug;
  /** The theme's text in every language (kept in the theme folder's strings.ts): tagline and symbol names. */
  text: Strings<ThemeText>;
  machine: SlotMachine;
  /** Every symbol of the machine, in paytable order (highest first): its picture (names come from `text`). */
  symbols: Readonly<Record<SymbolId, Pick<SlotSymbol, 'art'>>>;
  /** The figures the how-to-play panel states; published-odds tests hold them to the machine. */
  published: PublishedOdds;
  /** Short synthesised sounds, heard only once the player turns sound on. */
  sounds: { reelStop: readonly Tone[]; win: readonly Tone[]; bigWin: readonly Tone[]; freeSpins: readonly Tone[] };
  /** The line bet the control starts at. */
  defaultLineBet: number;
};

/**
 * The theme's tagline and symbols (pictures with their names) in `locale`: the language's names,
 * and its picture where it has one. A language or a symbol the theme's text lacks throws naming
 * it (`slot-kongfu: text.xx.symbols.dragon: missing`); no other language's names stand in.
 */
export function themeText(theme: SlotTheme, locale: Locale = LOCALE): { tagline: string; symbols: Readonly<Record<SymbolId, SlotSymbol>> } {
  const text = inLocale(theme.text, locale, `${theme.slug}: text`);
  const symbols = Object.fromEntries(
    Object.entries(theme.symbols).map(([id, symbol]) => {
      const names = Object.hasOwn(text.symbols, id) ? text.symbols[id] : undefined;
      if (!names) throw new Error(`${theme.slug}: text.${locale}.symbols.${id}: missing`);
      return [id, { art: symbol.art, ...names }];
    }),
  );
  return { tagline: text.tagline, symbols };
}
