/**
 * High Low: a card is shown (ace low, king high) and the player bets that the next card is higher
 * or lower. Each draw comes from a fresh 52-card deck, so the odds depend only on the shown rank.
 * Equal rank is a push (the stake comes back). An ace or a king is never the card called on: it
 * is set aside and another card is shown, because the only call that can win on it would pay less
 * than the stake. Every call is a bet of its own, settled at once, so every payout is a stake the
 * bet control allows times a multiplier in whole hundredths: an exact number of coins.
 */
import type { BetLimits } from '../kit/wallet/wallet';
import { stakesOf } from '../../core/game-registry';

export type Call = 'higher' | 'lower';
export type Outcome = 'win' | 'lose' | 'push';

/** Stakes are whole hundreds, so a multiplier in hundredths always pays whole coins. */
export const BET_LIMITS: BetLimits = stakesOf('high-low');

/** The return each call aims at, in percent; multipliers are rounded down from it. */
export const TARGET_RETURN_PERCENT = 97;

/** Ranks a call can be made on: 2 to queen. */
export const FIRST_CALLABLE = 2;
export const LAST_CALLABLE = 12;

/** Whether a shown card of this rank is set aside (ace or king) and another drawn. */
export function isSetAside(rank: number): boolean {
  return rank < FIRST_CALLABLE || rank > LAST_CALLABLE;
}

/** How many of the 13 ranks win the call on `rank`. */
export function winningRanks(call: Call, rank: number): number {
  return call === 'higher' ? 13 - rank : rank - 1;
}

/**
 * What a winning call multiplies the stake by, in whole hundredths: the largest m with
 * P(win) × m + P(equal) × 1 ≤ the target return, i.e. floor((13 × R − 1) / winning ranks),
 * computed in integers. Null where the rank is never called on.
 */
export function multiplierHundredths(call: Call, rank: number): number | null {
  if (isSetAside(rank)) return null;
  return Math.floor((TARGET_RETURN_PERCENT * 13 - 100) / winningRanks(call, rank));
}

/** The multiplier as the page writes it: ×1.05, ×11.61. */
export function multiplierText(hundredths: number): string {
  return `×${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** How the next card settles a call. */
export function judge(call: Call, shown: number, next: number): Outcome {
  if (next === shown) return 'push';
  return (call === 'higher') === next > shown ? 'win' : 'lose';
}

/**
 * What a call pays back, stake included: stake × multiplier on a win, the stake on a push,
 * nothing on a loss. Refuses a stake the game does not take or a rank it never calls on, and
 * checks the product is whole (it is for every allowed stake).
 */
export function payout(stake: number, call: Call, shown: number, next: number): number {
  const m = multiplierHundredths(call, shown);
  if (m === null) throw new RangeError(`rank ${shown} is set aside, never called on`);
  if (!Number.isSafeInteger(stake) || stake < BET_LIMITS.min || stake > BET_LIMITS.max || stake % BET_LIMITS.step !== 0) {
    throw new RangeError(`${stake} is not a High Low stake`);
  }
  const outcome = judge(call, shown, next);
  if (outcome === 'lose') return 0;
  if (outcome === 'push') return stake;
  const hundredths = stake * m;
  if (hundredths % 100 !== 0) throw new RangeError(`${stake} × ${m}/100 is not a whole number of coins`);
  return hundredths / 100;
}

/**
 * The exact return of a call on `rank` as a fraction of the stake: (winning ranks × m + 100) /
 * 1300, the next card's 13 ranks being equally likely. Numerator and denominator are integers.
 */
export function callReturn(call: Call, rank: number): { numerator: number; denominator: number } {
  const m = multiplierHundredths(call, rank);
  if (m === null) throw new RangeError(`rank ${rank} is set aside, never called on`);
  return { numerator: winningRanks(call, rank) * m + 100, denominator: 1300 };
}

/** A fraction as a percentage with two decimals, rounded half up: 1258/1300 → "96.77%". */
export function percentText({ numerator, denominator }: { numerator: number; denominator: number }): string {
  const basisPoints = Math.floor((numerator * 20_000 + denominator) / (2 * denominator));
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}%`;
}
