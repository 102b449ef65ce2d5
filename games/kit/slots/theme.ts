import type { GameSlug } from '../../registry';
import type { Tone } from '../sound';
import type { SlotMachine, SymbolId } from './machine';
import type { PublishedOdds } from './published-odds';

/** How a symbol looks and is named. */
export type SlotSymbol = {
  name: string;
  plural: string;
  /** Original SVG markup drawn in a 100 x 100 box (the inside of a <symbol viewBox="0 0 100 100">). */
  art: string;
};

/** What makes one slot game of the shared engine: its machine, its pictures and names, its sounds and its published odds. */
export type SlotTheme = {
  slug: GameSlug;
  tagline: string;
  machine: SlotMachine;
  /** Every symbol of the machine, in paytable order (highest first). */
  symbols: Readonly<Record<SymbolId, SlotSymbol>>;
  /** The figures the how-to-play panel states; published-odds tests hold them to the machine. */
  published: PublishedOdds;
  /** Short synthesised sounds, heard only once the player turns sound on. */
  sounds: { reelStop: readonly Tone[]; win: readonly Tone[]; bigWin: readonly Tone[]; freeSpins: readonly Tone[] };
  /** The line bet the control starts at. */
  defaultLineBet: number;
};
