/**
 * Wheel Of Fortune: a prize wheel of segments with integer weights. A segment's chance is its
 * weight over the total, P(i) = w_i / sum(w), and its angle on the wheel is in the same
 * proportion, so the wheel shows the true odds. A spin draws the segment first from the random
 * source (one uniform integer below the total weight, looked up in the cumulative sums); the
 * animation only shows where that segment already is. A paid spin pays the stake times the
 * segment's multiplier, in whole hundredths; the daily free spin pays FREE_SPIN_VALUE times it.
 */
import type { RandomSource } from '../kit/random';
import type { BetLimits } from '../kit/wallet/wallet';
import { stakesOf } from '../../core/game-registry';

/** One segment of the wheel, clockwise from the pointer. */
export type Segment = {
  /** What a spin that stops here multiplies the stake by, in whole hundredths (150 is ×1.5). */
  readonly multiplier: number;
  /** Integer weight: the segment's chance and its share of the circle. */
  readonly weight: number;
};

/** Multipliers in tenths of the stake, so a stake in tens always pays whole coins. */
export const BET_LIMITS: BetLimits = stakesOf('wheel-of-fortune');

/** The free spin pays as a spin of this many coins would, without taking them. */
export const FREE_SPIN_VALUE = 200;

/**
 * The wheel, clockwise from the top. Weights add up to 100, so each weight is also a chance in
 * percent. Every segment pays something back (×0.2 at least), so a free spin always wins coins.
 * Small multipliers are spread around the wheel so no two neighbours share one.
 */
export const SEGMENTS: readonly Segment[] = [
  { multiplier: 20, weight: 11 },
  { multiplier: 100, weight: 10 },
  { multiplier: 20, weight: 11 },
  { multiplier: 300, weight: 4 },
  { multiplier: 50, weight: 7 },
  { multiplier: 20, weight: 11 },
  { multiplier: 150, weight: 7 },
  { multiplier: 1_000, weight: 2 },
  { multiplier: 20, weight: 11 },
  { multiplier: 200, weight: 5 },
  { multiplier: 20, weight: 11 },
  { multiplier: 500, weight: 3 },
  { multiplier: 50, weight: 7 },
];

/** The sum of the weights: a spin draws a uniform integer below it. */
export const TOTAL_WEIGHT = SEGMENTS.reduce((sum, segment) => sum + segment.weight, 0);

/** Cumulative weights: segment i covers draws from CUMULATIVE[i] up to CUMULATIVE[i + 1]. */
export const CUMULATIVE: readonly number[] = SEGMENTS.reduce<number[]>((sums, segment) => [...sums, sums[sums.length - 1]! + segment.weight], [0]);

/** The segment a draw in [0, TOTAL_WEIGHT) falls in, by the cumulative sums. */
export function segmentForDraw(draw: number): number {
  if (!Number.isInteger(draw) || draw < 0 || draw >= TOTAL_WEIGHT) throw new RangeError(`draw ${draw} is outside 0 to ${TOTAL_WEIGHT - 1}`);
  return CUMULATIVE.findIndex((sum) => sum > draw) - 1;
}

/** Draws a spin's segment: one uniform integer from the random source, so P(i) = w_i / TOTAL_WEIGHT exactly. */
export function drawSegment(random: RandomSource): number {
  return segmentForDraw(random.nextInt(TOTAL_WEIGHT));
}

/** Whether `stake` is one the wheel takes. */
export function isStake(stake: number): boolean {
  return Number.isSafeInteger(stake) && stake >= BET_LIMITS.min && stake <= BET_LIMITS.max && stake % BET_LIMITS.step === 0;
}

/** Coins `stake` times a multiplier in hundredths, computed in integers; throws when not whole. */
function times(stake: number, multiplier: number): number {
  const hundredths = stake * multiplier;
  if (hundredths % 100 !== 0) throw new RangeError(`${stake} × ${multiplier}/100 is not a whole number of coins`);
  return hundredths / 100;
}

/** What a paid spin that stops on `segment` pays back, stake included. */
export function payout(stake: number, segment: number): number {
  if (!isStake(stake)) throw new RangeError(`${stake} is not a Wheel Of Fortune stake`);
  return times(stake, SEGMENTS[segment]!.multiplier);
}

/** What the free spin that stops on `segment` pays. */
export function freePrize(segment: number): number {
  return times(FREE_SPIN_VALUE, SEGMENTS[segment]!.multiplier);
}

/** The exact return of a paid spin as a fraction of the stake: sum(w_i × m_i) / (100 × sum(w)), in integers. */
export function spinReturn(): { numerator: number; denominator: number } {
  return { numerator: SEGMENTS.reduce((sum, s) => sum + s.weight * s.multiplier, 0), denominator: 100 * TOTAL_WEIGHT };
}

/** A multiplier as the wheel writes it: ×0.2, ×1.5, ×10. */
export function multiplierText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  if (cents === 0) return `×${whole}`;
  return `×${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
