import { expect, test } from 'vitest';
import { seededRandom } from '../random';
import { evaluateSpin, spinPayout, windowAt } from './evaluate';
import { exactOdds, settlingReels } from './exact-odds';
import { checkMachine, type SlotMachine } from './machine';
import { ratio, toNumber, toPercent, type Ratio } from './ratio';
import { playRound } from './round';
import { TEST_MACHINE, WORKED_EXAMPLE } from './test-machine';

const same = (a: Ratio, b: Ratio) => expect(`${a.num}/${a.den}`).toBe(`${b.num}/${b.den}`);

/** The plain way: every stop combination walked, each window evaluated as the game evaluates it. */
function everyCombination(machine: SlotMachine) {
  let combinations = 0n;
  let paid = 0n;
  let awarded = 0n;
  let awards = 0n;
  let hits = 0n;
  const stops: number[] = [];
  const walk = (reel: number) => {
    if (reel === machine.reels.length) {
      const spin = evaluateSpin(machine, windowAt(machine, stops));
      const coins = spinPayout(machine, spin, 1, 1);
      combinations++;
      paid += BigInt(coins);
      awarded += BigInt(spin.scatter.freeSpins);
      if (spin.scatter.freeSpins > 0) awards++;
      if (coins > 0 || spin.scatter.freeSpins > 0) hits++;
      return;
    }
    for (let stop = 0; stop < machine.reels[reel]!.length; stop++) {
      stops[reel] = stop;
      walk(reel + 1);
    }
  };
  walk(0);
  const lines = BigInt(machine.lines.length);
  return { combinations, base: ratio(paid, combinations * lines), freeSpinsPerSpin: ratio(awarded, combinations), freeSpinChance: ratio(awards, combinations), hits: ratio(hits, combinations) };
}

test('the worked example of GAMES.md: 96.5% return and 26.5% hits, exactly', () => {
  const odds = exactOdds(WORKED_EXAMPLE);
  same(odds.rtp, ratio(7720, 8000));
  same(odds.hitFrequency, ratio(2123, 8000));
  expect(toPercent(odds.rtp, 1)).toBe('96.5');
  expect(toPercent(odds.hitFrequency, 1)).toBe('26.5');
  expect(odds.combinations).toBe(8000n);
});

test('the exact analysis agrees with walking every stop combination: lines, scatters, free spins and hits', () => {
  const exact = exactOdds(TEST_MACHINE);
  const plain = everyCombination(TEST_MACHINE);
  expect(exact.combinations).toBe(plain.combinations);
  same(exact.baseReturn, plain.base);
  same(exact.freeSpinsPerSpin, plain.freeSpinsPerSpin);
  same(exact.freeSpinChance, plain.freeSpinChance);
  same(exact.hitFrequency, plain.hits);
  // The fixture exercises what it is meant to: two scatters on a reel, retriggers, wild pays.
  expect(toNumber(exact.freeSpinsPerSpin)).toBeGreaterThan(0.3);
});

test('every payline has the same odds: walking all combinations of one line gives the line return', () => {
  const exact = exactOdds(TEST_MACHINE);
  for (const rows of [TEST_MACHINE.lines[0]!, TEST_MACHINE.lines[4]!]) {
    const plain = everyCombination({ ...TEST_MACHINE, lines: [rows], scatter: null });
    same(plain.base, exact.lineReturn);
    same(plain.hits, exact.lineHitFrequency);
  }
});

test('a symbol that pays only from 4 in a row makes the hit count walk four reels, and it still agrees', () => {
  const machine = checkMachine({ ...TEST_MACHINE, pays: { ...TEST_MACHINE.pays, c: [0, 0, 0, 8, 20] } });
  expect(settlingReels(machine)).toBe(4);
  same(exactOdds(machine).hitFrequency, everyCombination(machine).hits);
});

test('the free spins, retriggers included, pay what the geometric series says: a seeded simulation lands within its error bar', () => {
  const exact = exactOdds(TEST_MACHINE);
  const random = seededRandom(20_251_123);
  const rounds = 30_000;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const round = playRound(TEST_MACHINE, random, 1);
    const ret = round.payout / round.stake;
    sum += ret;
    squares += ret * ret;
  }
  const mean = sum / rounds;
  const standardError = Math.sqrt((squares / rounds - mean * mean) / rounds);
  const rtp = toNumber(exact.rtp);
  expect(Math.abs(mean - rtp)).toBeLessThan(4 * standardError);
  // The bar is narrow enough to matter: free spins without their multiplier (half their share
  // here) or without retriggers (q less) would land far outside it.
  const q = toNumber(exact.freeSpinsPerSpin);
  const base = toNumber(exact.baseReturn);
  const multiplier = TEST_MACHINE.freeSpinMultiplier;
  expect(rtp - (base + (q * base) / (1 - q))).toBeGreaterThan(8 * standardError);
  expect(rtp - (base + multiplier * q * base)).toBeGreaterThan(8 * standardError);
});

test('free spins that would award a spin or more per spin on average are refused', () => {
  const endless = checkMachine({ ...TEST_MACHINE, scatter: { symbol: 'S', pays: [0], freeSpins: [0, 0, 5] } });
  expect(() => exactOdds(endless)).toThrow(/never end/);
});
