import { expect, test } from 'vitest';
import { seededRandom } from '../random';
import { playRound } from './round';
import { scriptedRandom, TEST_MACHINE } from './test-machine';

/** Stops that show S on reels 1 to 4 (4 scatters: 1 free spin), and stops that show none. */
const FOUR_SCATTERS = [3, 3, 4, 2, 0];
const NO_SCATTER = [4, 4, 5, 3, 0];

test('a spin without scatters is a round of one spin', () => {
  const round = playRound(TEST_MACHINE, scriptedRandom(NO_SCATTER), 2);
  expect(round.spins).toHaveLength(1);
  expect(round.stake).toBe(20);
  expect(round.payout).toBe(round.spins[0]!.payout);
});

test('free spins play in the same round, pay double, and can award more', () => {
  // The paid spin awards 1 free spin; that free spin awards 1 more; the last awards none.
  const round = playRound(TEST_MACHINE, scriptedRandom([...FOUR_SCATTERS, ...FOUR_SCATTERS, ...NO_SCATTER]), 1);
  expect(round.spins.map((spin) => spin.free)).toEqual([false, true, true]);
  expect(round.spins.map((spin) => spin.scatter.freeSpins)).toEqual([1, 1, 0]);
  const [paid, free] = round.spins;
  expect(free!.payout).toBe(2 * paid!.payout);
  expect(round.payout).toBe(round.spins.reduce((sum, spin) => sum + spin.payout, 0));
});

test('every payout is a whole number of coins, at any line bet', () => {
  const random = seededRandom(7);
  for (let lineBet = 1; lineBet <= 100; lineBet += 9) {
    const round = playRound(TEST_MACHINE, random, lineBet);
    expect(Number.isSafeInteger(round.payout)).toBe(true);
    expect(round.stake).toBe(lineBet * 10);
    for (const spin of round.spins) expect(spin.payout % lineBet).toBe(0);
  }
});

test('a line bet must be a whole number of coins', () => {
  expect(() => playRound(TEST_MACHINE, seededRandom(1), 2.5)).toThrow(RangeError);
  expect(() => playRound(TEST_MACHINE, seededRandom(1), 0)).toThrow(RangeError);
});
