import { expect, test } from 'vitest';
import { allowedStakes } from '../kit/wallet/wallet';
import { BET_LIMITS, callReturn, isSetAside, judge, multiplierHundredths, multiplierText, payout, percentText, winningRanks, type Call } from './rules';

const ranks = Array.from({ length: 13 }, (_, i) => i + 1);
const callable = ranks.filter((rank) => !isSetAside(rank));
const calls: Call[] = ['higher', 'lower'];

test('aces and kings are set aside; 2 to queen are called on', () => {
  expect(ranks.filter(isSetAside)).toEqual([1, 13]);
  expect(multiplierHundredths('higher', 1)).toBeNull();
  expect(multiplierHundredths('lower', 13)).toBeNull();
  expect(() => payout(100, 'higher', 1, 5)).toThrow(RangeError);
});

test('P(win) counts (13 − r) higher ranks or (r − 1) lower ones, as GAMES.md states', () => {
  expect(winningRanks('higher', 2)).toBe(11);
  expect(winningRanks('lower', 2)).toBe(1);
  expect(winningRanks('higher', 12)).toBe(1);
  expect(winningRanks('lower', 7)).toBe(6);
});

test('a right call always pays more than the stake, at every rank it can be made on', () => {
  for (const rank of callable) {
    for (const call of calls) {
      const winning = ranks.find((next) => judge(call, rank, next) === 'win')!;
      for (const stake of allowedStakes(BET_LIMITS)) expect(payout(stake, call, rank, winning)).toBeGreaterThan(stake);
    }
  }
});

test('multipliers are the largest whole hundredths that keep each call at or under 97%', () => {
  for (const rank of callable) {
    for (const call of calls) {
      const m = multiplierHundredths(call, rank)!;
      const w = winningRanks(call, rank);
      expect(Number.isInteger(m)).toBe(true);
      expect(w * m + 100).toBeLessThanOrEqual(97 * 13);
      expect(w * (m + 1) + 100).toBeGreaterThan(97 * 13);
    }
  }
  expect(multiplierHundredths('higher', 2)).toBe(105);
  expect(multiplierHundredths('higher', 12)).toBe(1161);
  expect(multiplierText(105)).toBe('×1.05');
  expect(multiplierText(1161)).toBe('×11.61');
  expect(multiplierText(290)).toBe('×2.90');
});

test('payouts are exact whole coins: 100 at ×1.16 pays 116, not the 115 of floating point', () => {
  // Math.floor(100 * 1.16) is 115 in floating point; the rules compute in whole hundredths.
  expect(multiplierHundredths('higher', 3)).toBe(116);
  expect(payout(100, 'higher', 3, 13)).toBe(116);
  expect(payout(700, 'higher', 3, 13)).toBe(812);
  for (const stake of allowedStakes(BET_LIMITS)) {
    for (const rank of callable) {
      for (const call of calls) {
        const win = payout(stake, call, rank, call === 'higher' ? 13 : 1);
        expect(Number.isSafeInteger(win)).toBe(true);
        expect(win * 100).toBe(stake * multiplierHundredths(call, rank)!);
      }
    }
  }
});

test('an equal rank is a push that returns the stake; a miss returns nothing', () => {
  expect(judge('higher', 7, 7)).toBe('push');
  expect(judge('lower', 7, 7)).toBe('push');
  expect(judge('higher', 7, 9)).toBe('win');
  expect(judge('lower', 7, 9)).toBe('lose');
  expect(judge('lower', 7, 2)).toBe('win');
  expect(payout(300, 'lower', 7, 7)).toBe(300);
  expect(payout(300, 'lower', 7, 9)).toBe(0);
});

test("stakes outside the game's steps are refused", () => {
  for (const stake of [0, 50, 150, 1_100, 100.5, Number.NaN]) expect(() => payout(stake, 'higher', 5, 9)).toThrow(RangeError);
});

test('callReturn is the exact return: the average payout over the 13 next ranks, at every stake', () => {
  for (const stake of allowedStakes(BET_LIMITS)) {
    for (const rank of callable) {
      for (const call of calls) {
        const total = ranks.reduce((sum, next) => sum + payout(stake, call, rank, next), 0);
        const { numerator, denominator } = callReturn(call, rank);
        // total / (13 × stake) must equal numerator / denominator exactly: cross-multiply integers.
        expect(total * denominator).toBe(numerator * 13 * stake);
      }
    }
  }
});

test('percentText rounds a fraction to two decimals, half up', () => {
  expect(percentText({ numerator: 1258, denominator: 1300 })).toBe('96.77%');
  expect(percentText({ numerator: 1261, denominator: 1300 })).toBe('97.00%');
  expect(percentText({ numerator: 1, denominator: 8 })).toBe('12.50%');
  expect(percentText({ numerator: 1, denominator: 3 })).toBe('33.33%');
  expect(percentText({ numerator: 2, denominator: 3 })).toBe('66.67%');
});

test('a refused call says what was wrong with it', () => {
  expect(() => payout(100, 'lower', 13, 5)).toThrow('rank 13 is set aside, never called on');
  expect(() => payout(150, 'higher', 5, 9)).toThrow('150 is not a High Low stake');
  expect(() => callReturn('higher', 1)).toThrow('rank 1 is set aside, never called on');
  expect(() => callReturn('lower', 13)).toThrow(RangeError);
});

test('the return of a call on a two is stated as a fraction of 1300', () => {
  // Higher on a 2 wins on 11 ranks at ×1.05 and pushes on 1: (11 × 105 + 100) / 1300.
  expect(callReturn('higher', 2)).toEqual({ numerator: 1255, denominator: 1300 });
  expect(percentText(callReturn('higher', 2))).toBe('96.54%');
});
