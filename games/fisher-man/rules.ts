/**
 * Fisher Man: the player picks a cast cost, aims at one of the fish in the water and casts. The
 * cast is debited; if the fish is landed, it pays the cost times the fish's multiplier. A fish
 * with multiplier m is landed with probability R / m, so every fish returns R of the cost, and
 * the aim is a matter of taste, not of edge. Everything is in integers: multipliers in whole
 * hundredths, R in hundredths, the catch drawn as an integer below the multiplier's hundredths.
 */
import type { RandomSource } from '../kit/random';
import type { BetLimits } from '../kit/wallet/wallet';
import { stakesOf } from '../../core/game-registry';

/** Cast costs are whole tens; every multiplier is a whole number of tenths, so every payout is whole. */
export const BET_LIMITS: BetLimits = stakesOf('fisher-man');

/** The return of every cast, whatever its target, in hundredths of the cost (96%). */
export const RETURN_HUNDREDTHS = 96;

/** The kinds of fish, smallest first; each language names them in its strings table (strings.ts). */
export type FishId = 'sardine' | 'perch' | 'bass' | 'salmon' | 'tuna' | 'marlin';

/** One kind of fish in the water. */
export type Species = {
  /** Stable name in code and tests, and the key of its name in the strings tables. */
  readonly id: FishId;
  /** What a landed fish multiplies the cost by, in whole hundredths (×1.2 is 120). */
  readonly multiplier: number;
};

/** The fish in the water, smallest (shallowest, most often landed) first. */
export const SPECIES: readonly Species[] = [
  { id: 'sardine', multiplier: 120 },
  { id: 'perch', multiplier: 200 },
  { id: 'bass', multiplier: 500 },
  { id: 'salmon', multiplier: 1_200 },
  { id: 'tuna', multiplier: 3_000 },
  { id: 'marlin', multiplier: 10_000 },
];

/** Whether `stake` is a cast cost the game takes. */
export function isCastCost(stake: number): boolean {
  return Number.isSafeInteger(stake) && stake >= BET_LIMITS.min && stake <= BET_LIMITS.max && stake % BET_LIMITS.step === 0;
}

/**
 * Whether a draw lands the fish. The draw is uniform below `multiplier` (hundredths), so
 * exactly RETURN_HUNDREDTHS of its values land it: P = R / m as an exact fraction.
 */
export function isLanded(species: Species, draw: number): boolean {
  if (!Number.isInteger(draw) || draw < 0 || draw >= species.multiplier) throw new RangeError(`draw ${draw} is outside 0..${species.multiplier - 1}`);
  return draw < RETURN_HUNDREDTHS;
}

/** What a landed fish pays, cost included: cost × multiplier, computed in whole hundredths. */
export function catchPayout(stake: number, species: Species): number {
  if (!isCastCost(stake)) throw new RangeError(`${stake} is not a Fisher Man cast cost`);
  const hundredths = stake * species.multiplier;
  if (hundredths % 100 !== 0) throw new RangeError(`${stake} × ${species.multiplier}/100 is not a whole number of coins`);
  return hundredths / 100;
}

/** The outcome of one cast, fixed the moment it is made. */
export type CastOutcome = { landed: boolean; payout: number };

/** Casts at a fish: one draw from the random source decides it; the animation only shows it. */
export function cast(stake: number, species: Species, random: RandomSource): CastOutcome {
  const payout = catchPayout(stake, species);
  const landed = isLanded(species, random.nextInt(species.multiplier));
  return { landed, payout: landed ? payout : 0 };
}

/** An exact fraction of integers. */
export type Fraction = { numerator: number; denominator: number };

/** The chance a cast lands the fish: R / m, as hundredths over hundredths. */
export function landChance(species: Species): Fraction {
  return { numerator: RETURN_HUNDREDTHS, denominator: species.multiplier };
}

/** The multiplier as the page writes it, without trailing zeros: ×1.2, ×5, ×100. */
export function multiplierText(hundredths: number): string {
  return `×${decimalText(hundredths, 100)}`;
}

/**
 * A fraction as a percentage, exact when it has at most two decimals (every chance here does):
 * 96/500 → "19.2%". Throws on a fraction that would need rounding, so nothing is published rounded.
 */
export function exactPercentText({ numerator, denominator }: Fraction): string {
  const basisPoints = (numerator * 10_000) / denominator;
  if (!Number.isInteger(basisPoints)) throw new RangeError(`${numerator}/${denominator} is not a whole number of hundredths of a percent`);
  return `${decimalText(basisPoints, 100)}%`;
}

/** A whole number of 1/scale units as a decimal without trailing zeros: (1920, 100) → "19.2". */
function decimalText(units: number, scale: number): string {
  const whole = Math.floor(units / scale);
  const rest = units % scale;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest)
    .padStart(String(scale).length - 1, '0')
    .replace(/0+$/, '')}`;
}
