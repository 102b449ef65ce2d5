import type { SlotTheme } from '../kit/slots/theme';
import { COWBOY_MACHINE } from './machine';
import { COWBOY_ODDS } from './published-odds';
import { cowboyStrings } from './strings';
import { COWBOY_SYMBOLS } from './symbols';

/** A major scale on G, for a harmonica-like tune. */
const note = (step: number) => 196 * 2 ** ([0, 2, 4, 5, 7, 9, 11][step % 7]! / 12 + Math.floor(step / 7));

/** Slot Cowboy: a desert town of badges and gold, sand and turquoise, with hoof clops and a twangy tune. */
export const COWBOY_THEME: SlotTheme = {
  slug: 'slot-cowboy',
  text: cowboyStrings,
  machine: COWBOY_MACHINE,
  symbols: COWBOY_SYMBOLS,
  published: COWBOY_ODDS,
  sounds: {
    reelStop: [{ frequency: 180, seconds: 0.07, wave: 'square', volume: 0.04 }],
    win: [0, 2, 4].map((step, i) => ({ frequency: note(step + 7), seconds: 0.15, at: i * 0.1, wave: 'sawtooth' as const, volume: 0.04 })),
    bigWin: [0, 2, 4, 7, 4, 7].map((step, i) => ({ frequency: note(step + 7), seconds: 0.16, at: i * 0.11, wave: 'sawtooth' as const, volume: 0.04 })),
    freeSpins: [0, 4, 7, 11].map((step, i) => ({ frequency: note(step), seconds: 0.3, at: i * 0.18, wave: 'square' as const, volume: 0.04 })),
  },
  defaultLineBet: 5,
};
