import type { SlotTheme } from '../kit/slots/theme';
import { KONGFU_MACHINE } from './machine';
import { KONGFU_ODDS } from './published-odds';
import { kongfuStrings } from './strings';
import { KONGFU_SYMBOLS } from './symbols';

/** A pentatonic scale (C D E G A), the temple's notes. */
const note = (step: number) => 261.63 * 2 ** ([0, 2, 4, 7, 9][step % 5]! / 12 + Math.floor(step / 5));

/** Slot Kongfu: a temple of dragons and lanterns, red and gold, with wood-block and gong sounds. */
export const KONGFU_THEME: SlotTheme = {
  slug: 'slot-kongfu',
  text: kongfuStrings,
  machine: KONGFU_MACHINE,
  symbols: KONGFU_SYMBOLS,
  published: KONGFU_ODDS,
  sounds: {
    reelStop: [{ frequency: 740, seconds: 0.06, wave: 'triangle', volume: 0.06 }],
    win: [0, 2, 4].map((step, i) => ({ frequency: note(step + 5), seconds: 0.16, at: i * 0.09, wave: 'triangle' as const })),
    bigWin: [0, 1, 2, 3, 4, 5, 7].map((step, i) => ({ frequency: note(step + 5), seconds: 0.18, at: i * 0.08, wave: 'triangle' as const })),
    freeSpins: [
      { frequency: 98, seconds: 1.6, wave: 'sine', volume: 0.12 },
      { frequency: 147, seconds: 1.2, wave: 'sine', volume: 0.05 },
    ],
  },
  defaultLineBet: 5,
};
