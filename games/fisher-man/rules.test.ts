import { expect, test } from 'vitest';
import { seededRandom, type RandomSource } from '../kit/random';
import { allowedStakes } from '../kit/wallet/wallet';
import { BET_LIMITS, cast, catchPayout, exactPercentText, isCastCost, isLanded, landChance, multiplierText, RETURN_HUNDREDTHS, SPECIES } from './rules';

const stakes = allowedStakes(BET_LIMITS);

test('bigger fish pay more and are landed less often', () => {
  const multipliers = SPECIES.map((species) => species.multiplier);
  expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
  expect(new Set(multipliers).size).toBe(SPECIES.length);
  // Every chance R / m is a probability: no fish pays less than R.
  for (const species of SPECIES) expect(species.multiplier).toBeGreaterThan(RETURN_HUNDREDTHS);
});

test('exactly R of the draws below m land a fish: the chance is R / m as an exact fraction', () => {
  for (const species of SPECIES) {
    let landing = 0;
    for (let draw = 0; draw < species.multiplier; draw++) if (isLanded(species, draw)) landing++;
    expect(landing).toBe(RETURN_HUNDREDTHS);
    expect(landChance(species)).toEqual({ numerator: landing, denominator: species.multiplier });
  }
  expect(() => isLanded(SPECIES[0]!, SPECIES[0]!.multiplier)).toThrow(RangeError);
  expect(() => isLanded(SPECIES[0]!, -1)).toThrow(RangeError);
});

test('the return is exactly 96% for every fish at every allowed cast cost (integers, every draw enumerated)', () => {
  for (const species of SPECIES) {
    for (const stake of stakes) {
      let paid = 0;
      const asked = new Set<number>();
      for (let draw = 0; draw < species.multiplier; draw++) {
        const fixed: RandomSource = { nextInt: (max) => (asked.add(max), draw) };
        paid += cast(stake, species, fixed).payout;
      }
      // Each cast drew one integer below m, the multiplier's hundredths.
      expect([...asked]).toEqual([species.multiplier]);
      // paid / (m draws × stake) = 96 / 100, cross-multiplied in integers.
      expect(paid * 100).toBe(RETURN_HUNDREDTHS * species.multiplier * stake);
    }
  }
});

test('every payout is a whole number of coins: cost × multiplier in hundredths, no floating point', () => {
  for (const species of SPECIES) {
    for (const stake of stakes) {
      const payout = catchPayout(stake, species);
      expect(Number.isSafeInteger(payout)).toBe(true);
      expect(payout * 100).toBe(stake * species.multiplier);
    }
  }
  // 10 × 1.2 is 12.000000000000002 in floating point; the rules say 12.
  expect(catchPayout(10, SPECIES[0]!)).toBe(12);
  expect(catchPayout(1_000, SPECIES[5]!)).toBe(100_000);
});

test('cast costs outside the steps are refused', () => {
  for (const stake of [0, 5, 15, 1_010, 10.5, Number.NaN]) {
    expect(isCastCost(stake)).toBe(false);
    expect(() => catchPayout(stake, SPECIES[2]!)).toThrow(RangeError);
  }
  expect(stakes[0]).toBe(10);
  expect(stakes.at(-1)).toBe(1_000);
});

test('a cast takes one draw below the multiplier and pays the whole catch or nothing', () => {
  const random = seededRandom(7);
  const outcomes = Array.from({ length: 200 }, () => cast(100, SPECIES[1]!, random));
  for (const outcome of outcomes) expect(outcome.payout).toBe(outcome.landed ? 200 : 0);
  expect(outcomes.some((o) => o.landed)).toBe(true);
  expect(outcomes.some((o) => !o.landed)).toBe(true);
});

test('multipliers and chances are written exactly', () => {
  expect(SPECIES.map((species) => multiplierText(species.multiplier))).toEqual(['×1.2', '×2', '×5', '×12', '×30', '×100']);
  expect(SPECIES.map((species) => exactPercentText(landChance(species)))).toEqual(['80%', '48%', '19.2%', '8%', '3.2%', '0.96%']);
  expect(multiplierText(105)).toBe('×1.05');
  expect(exactPercentText({ numerator: 1, denominator: 8 })).toBe('12.5%');
  expect(() => exactPercentText({ numerator: 1, denominator: 3 })).toThrow(RangeError);
});
