/**
 * High Low: a card is shown (ace low, king high) and the player calls whether the next card is
 * higher or lower. Each draw comes from a fresh 52-card deck, so the odds depend only on the
 * shown rank. Equal rank is a push: the stake (or the running streak) stays and a new card is
 * shown. Multipliers are derived from the odds so that every call returns TARGET_RETURN.
 */

export type Call = 'higher' | 'lower';
export type Outcome = 'win' | 'lose' | 'push';

/** Share of the stakes a call returns over time (the rest is the house edge). */
export const TARGET_RETURN = 0.97;
/** Chance the next card has the same rank: a push. */
export const P_EQUAL = 1 / 13;

/** Probability that a call wins when the shown rank is `rank` (1 = ace ... 13 = king). */
export function winProbability(call: Call, rank: number): number {
  return call === 'higher' ? (13 - rank) / 13 : (rank - 1) / 13;
}

/**
 * What a winning call multiplies the stake by: (R − P(equal)) / P(win), rounded down to cents,
 * so that P(win) × m + P(equal) × 1 is the target return R (the push gives the stake back).
 * Null where the call cannot win (lower on an ace, higher on a king).
 */
export function multiplier(call: Call, rank: number): number | null {
  const p = winProbability(call, rank);
  if (p === 0) return null;
  return Math.floor(((TARGET_RETURN - P_EQUAL) / p) * 100) / 100;
}

/** How the next card settles a call. */
export function judge(call: Call, shown: number, next: number): Outcome {
  if (next === shown) return 'push';
  return (call === 'higher') === next > shown ? 'win' : 'lose';
}

/** A streak: the coins riding on the next call, and how many calls it has won. */
export type Streak = { stake: number; pot: number; wins: number };

export function startStreak(stake: number): Streak {
  return { stake, pot: stake, wins: 0 };
}

/**
 * Plays one call of a streak: a win multiplies the pot (rounded down to whole coins), a push
 * keeps it, a loss ends the streak with nothing.
 */
export function playCall(streak: Streak, call: Call, shown: number, next: number): { streak: Streak | null; outcome: Outcome } {
  const outcome = judge(call, shown, next);
  if (outcome === 'lose') return { streak: null, outcome };
  if (outcome === 'push') return { streak, outcome };
  const m = multiplier(call, shown);
  if (m === null) throw new Error(`a ${call} call cannot win on rank ${shown}`);
  return { streak: { ...streak, pot: Math.floor(streak.pot * m), wins: streak.wins + 1 }, outcome };
}
