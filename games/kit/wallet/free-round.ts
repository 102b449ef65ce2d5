/**
 * A game's stake-free daily round (the Wheel Of Fortune's free spin): once per local calendar
 * day per game, no stake, and its whole payout counts as winnings, so the daily winnings cap
 * applies to it as to any win. The day is recorded in the wallet in the same write that pays,
 * so the round cannot be played twice in a day, in two tabs, or again by setting the clock back.
 */
import type { Result } from '../result';
import { capWinnings, dayKey, sealWallet, type WalletRefusal, type WalletState } from './wallet';

/** What a free round did: the new wallet, coins credited, and coins the daily cap held back. */
export type FreeRoundResult = { state: WalletState; credited: number; withheld: number };

/** Whether `game`'s free round is open: never played, or last played on a day before today (a clock set back opens nothing). */
export function canPlayFreeRound(state: WalletState, game: string, now: Date): boolean {
  const last = state.freeRounds?.[game];
  return last === undefined || dayKey(now) > last;
}

/**
 * Plays `game`'s free round: pays `payout` whole coins, all of it winnings under the daily cap,
 * and records today as the round's day. Refused when the round is not open or the payout is not
 * a whole number of coins.
 */
export function playFreeRound(state: WalletState, game: string, payout: number, now: Date): Result<FreeRoundResult, WalletRefusal> {
  if (!canPlayFreeRound(state, game, now)) return { ok: false, error: { kind: 'free-round-played' } };
  if (!Number.isSafeInteger(payout) || payout < 0) return { ok: false, error: { kind: 'not-whole-payout', payout } };
  const { winningsDay, winningsToday, allowed } = capWinnings(state, payout, now);
  const freeRounds = { ...state.freeRounds, [game]: dayKey(now) };
  const next = sealWallet({ ...state, balance: state.balance + allowed, winningsDay, winningsToday: winningsToday + allowed, freeRounds });
  return { ok: true, value: { state: next, credited: allowed, withheld: payout - allowed } };
}
