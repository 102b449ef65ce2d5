import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { allowedStakes } from '../kit/wallet/wallet';
import { BET_LIMITS, CUMULATIVE, drawSegment, FREE_SPIN_VALUE, freePrize, multiplierText, payout, SEGMENTS, segmentForDraw, spinReturn, TOTAL_WEIGHT } from './rules';

test('weights are positive integers; the cumulative sums run from 0 to the total', () => {
  for (const segment of SEGMENTS) {
    expect(Number.isSafeInteger(segment.weight) && segment.weight > 0).toBe(true);
    expect(Number.isSafeInteger(segment.multiplier) && segment.multiplier > 0).toBe(true);
  }
  expect(TOTAL_WEIGHT).toBe(100);
  expect(CUMULATIVE[0]).toBe(0);
  expect(CUMULATIVE[SEGMENTS.length]).toBe(TOTAL_WEIGHT);
  expect(CUMULATIVE).toHaveLength(SEGMENTS.length + 1);
});

test('each draw from 0 to the total minus one falls in exactly one segment, w_i draws for segment i', () => {
  const counts = SEGMENTS.map(() => 0);
  for (let draw = 0; draw < TOTAL_WEIGHT; draw++) counts[segmentForDraw(draw)]! += 1;
  expect(counts).toEqual(SEGMENTS.map((segment) => segment.weight));
  for (const draw of [-1, TOTAL_WEIGHT, 0.5]) expect(() => segmentForDraw(draw)).toThrow(RangeError);
});

test('a large seeded run lands on each segment as often as its weight says (chi-square, 12 degrees of freedom)', () => {
  const spins = 200_000;
  const random = seededRandom(20_261_123);
  const counts = SEGMENTS.map(() => 0);
  for (let i = 0; i < spins; i++) counts[drawSegment(random)]! += 1;
  const chiSquare = SEGMENTS.reduce((sum, segment, i) => {
    const expected = (spins * segment.weight) / TOTAL_WEIGHT;
    return sum + (counts[i]! - expected) ** 2 / expected;
  }, 0);
  // 32.91 is the 0.1% critical value for 12 degrees of freedom: a biased draw fails far beyond it.
  expect(SEGMENTS.length - 1).toBe(12);
  expect(chiSquare).toBeLessThan(32.91);
});

test('the chi-square check would catch a draw that ignored the weights', () => {
  const spins = 200_000;
  const random = seededRandom(7);
  const counts = SEGMENTS.map(() => 0);
  for (let i = 0; i < spins; i++) counts[random.nextInt(SEGMENTS.length)]! += 1;
  const chiSquare = SEGMENTS.reduce((sum, segment, i) => sum + (counts[i]! - (spins * segment.weight) / TOTAL_WEIGHT) ** 2 / ((spins * segment.weight) / TOTAL_WEIGHT), 0);
  expect(chiSquare).toBeGreaterThan(1_000);
});

test('paid spins return between 94% and 97%: exactly 95.50% at every allowed stake', () => {
  const { numerator, denominator } = spinReturn();
  expect(numerator / denominator).toBeGreaterThanOrEqual(0.94);
  expect(numerator / denominator).toBeLessThanOrEqual(0.97);
  expect(numerator * 10_000).toBe(9_550 * denominator);
  for (const stake of allowedStakes(BET_LIMITS)) {
    // Average payout over the TOTAL_WEIGHT equally likely draws, compared by cross-multiplying integers.
    let total = 0;
    for (let draw = 0; draw < TOTAL_WEIGHT; draw++) total += payout(stake, segmentForDraw(draw));
    expect(total * denominator).toBe(numerator * TOTAL_WEIGHT * stake);
  }
});

test('every payout is whole coins, computed in integers: 10 at ×1.5 pays 15, 30 at ×0.2 pays 6', () => {
  const half = SEGMENTS.findIndex((segment) => segment.multiplier === 150);
  const fifth = SEGMENTS.findIndex((segment) => segment.multiplier === 20);
  expect(payout(10, half)).toBe(15);
  expect(payout(30, fifth)).toBe(6);
  for (const stake of allowedStakes(BET_LIMITS)) {
    SEGMENTS.forEach((segment, i) => {
      const coins = payout(stake, i);
      expect(Number.isSafeInteger(coins)).toBe(true);
      expect(coins * 100).toBe(stake * segment.multiplier);
    });
  }
  for (const stake of [0, 5, 15, 1_010, 10.5, Number.NaN]) expect(() => payout(stake, 0)).toThrow(RangeError);
});

test('every segment pays something, so the free spin always wins whole coins', () => {
  SEGMENTS.forEach((segment, i) => {
    expect(freePrize(i)).toBeGreaterThan(0);
    expect(freePrize(i) * 100).toBe(FREE_SPIN_VALUE * segment.multiplier);
  });
});

test('no two neighbouring segments pay the same, around the whole wheel', () => {
  SEGMENTS.forEach((segment, i) => expect(SEGMENTS[(i + 1) % SEGMENTS.length]!.multiplier).not.toBe(segment.multiplier));
});

test('the bigger the multiplier, the smaller its total weight', () => {
  const byMultiplier = new Map<number, number>();
  for (const segment of SEGMENTS) byMultiplier.set(segment.multiplier, (byMultiplier.get(segment.multiplier) ?? 0) + segment.weight);
  const ordered = [...byMultiplier].sort(([a], [b]) => a - b).map(([, weight]) => weight);
  for (let i = 1; i < ordered.length; i++) expect(ordered[i]!).toBeLessThan(ordered[i - 1]!);
});

test('multipliers read as the wheel writes them', () => {
  expect([20, 50, 100, 150, 1_000, 125].map(multiplierText)).toEqual(['×0.2', '×0.5', '×1', '×1.5', '×10', '×1.25']);
});
