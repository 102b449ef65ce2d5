import type { RandomSource } from '../random';
import { checkMachine } from './machine';
import { TEN_LINES } from './paylines';

/**
 * A small machine for tests: strips of 6 to 8 stops, so every stop combination can be walked
 * (about 23,000), with a wild that pays on its own, a symbol that pays from 2 in a row, a scatter
 * that can show twice on one reel, and free spins that retrigger often.
 */
export const TEST_MACHINE = checkMachine({
  reels: [
    ['W', 'a', 'b', 'S', 'c', 'a', 'b'],
    ['a', 'S', 'b', 'S', 'W', 'c'],
    ['b', 'a', 'W', 'c', 'S', 'a', 'c', 'b'],
    ['c', 'a', 'S', 'b', 'W', 'a'],
    ['a', 'b', 'c', 'S', 'a', 'W', 'b'],
  ],
  rows: 3,
  lines: TEN_LINES,
  pays: {
    W: [0, 0, 20, 60, 200],
    a: [0, 2, 5, 15, 40],
    b: [0, 0, 4, 10, 30],
    c: [0, 0, 3, 8, 20],
  },
  wild: 'W',
  scatter: { symbol: 'S', pays: [0, 0, 1, 2, 5], freeSpins: [0, 0, 0, 0, 1, 2] },
  freeSpinMultiplier: 2,
});

/** The worked check of GAMES.md: 3 reels of 20 stops, one payline, these counts per reel and pays. */
const WORKED_COUNTS: Record<string, [number, number, number]> = {
  cherry: [5, 2, 3],
  orange: [4, 4, 4],
  bell: [3, 4, 4],
  globe: [1, 1, 1],
  plum: [3, 3, 1],
  lemon: [3, 5, 6],
  bar: [1, 1, 1],
};

export const WORKED_EXAMPLE = checkMachine({
  reels: [0, 1, 2].map((reel) => Object.entries(WORKED_COUNTS).flatMap(([symbol, counts]) => Array<string>(counts[reel]!).fill(symbol))),
  rows: 1,
  lines: [[0, 0, 0]],
  // cherry-any-any 2, cherry-cherry-any 5, three cherries 10; the rest pay on three only.
  pays: { cherry: [2, 5, 10], orange: [0, 0, 15], bell: [0, 0, 20], globe: [0, 0, 500], plum: [0, 0, 50], lemon: [0, 0, 0], bar: [0, 0, 100] },
  wild: null,
  scatter: null,
  freeSpinMultiplier: 1,
});

/** A random source that returns `values` in order, then fails: a test states every draw it expects. */
export function scriptedRandom(values: number[]): RandomSource {
  const queue = [...values];
  return {
    nextInt(maxExclusive) {
      const value = queue.shift();
      if (value === undefined) throw new Error('the script ran out of draws');
      if (value >= maxExclusive) throw new Error(`scripted ${value} is not below ${maxExclusive}`);
      return value;
    },
  };
}
