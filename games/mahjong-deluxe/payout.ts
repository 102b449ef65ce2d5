/**
 * What a game of Mahjong Deluxe pays. The stake is taken when the tiles are dealt; the game pays
 * back stake × a multiplier in whole hundredths: by time band when the board is cleared (the
 * faster, the more), and a partial refund by tiles cleared when the player ends the game first.
 * Stakes are whole twenties, so every multiplier below pays whole coins.
 */
import type { BetLimits } from '../kit/wallet/wallet';
import { stakesOf } from '../../core/game-registry';

/** Stakes 20 to 1,000 in twenties: ×0.25 and ×1.50 of any of them is a whole number of coins. */
export const BET_LIMITS: BetLimits = stakesOf('mahjong-deluxe');

/** Seconds added to the clock by each hint and each shuffle, so help is never free speed. */
export const HINT_SECONDS = 15;
export const SHUFFLE_SECONDS = 30;

/**
 * What each hint takes off the multiplier of the game's result, in hundredths of the stake (never
 * below ×0.00): a board cleared on hints alone (72 of them) pays nothing back, so hints are help,
 * never a way to win. Stakes are whole twenties, so ×0.05 of any of them is a whole coin.
 */
export const HINT_COST_HUNDREDTHS = 5;

/** Time bands for a cleared board, fastest first: under `underSeconds`, the stake × `hundredths` / 100. */
export const CLEARED_BANDS: readonly { underSeconds: number; hundredths: number }[] = [
  { underSeconds: 5 * 60, hundredths: 300 },
  { underSeconds: 10 * 60, hundredths: 200 },
  { underSeconds: 20 * 60, hundredths: 150 },
  { underSeconds: Infinity, hundredths: 120 },
];

/** Refunds for a game ended before the board was cleared, by tiles removed, most first. */
export const PARTIAL_BANDS: readonly { atLeastTiles: number; hundredths: number }[] = [
  { atLeastTiles: 108, hundredths: 50 },
  { atLeastTiles: 72, hundredths: 25 },
  { atLeastTiles: 0, hundredths: 0 },
];

/** How a game ended: the board cleared in `seconds` (penalties included), or ended with `tilesRemoved`. */
export type Ending = { cleared: true; seconds: number } | { cleared: false; tilesRemoved: number };

/** The time the bands judge: seconds played plus the penalty of each hint and shuffle. */
export function timeUsed(playedSeconds: number, hints: number, shuffles: number): number {
  return Math.floor(playedSeconds) + hints * HINT_SECONDS + shuffles * SHUFFLE_SECONDS;
}

/** The multiplier of an ending, in whole hundredths. */
export function multiplierHundredths(ending: Ending): number {
  if (ending.cleared) return CLEARED_BANDS.find((band) => ending.seconds < band.underSeconds)!.hundredths;
  return PARTIAL_BANDS.find((band) => ending.tilesRemoved >= band.atLeastTiles)!.hundredths;
}

/** The multiplier a game pays, in whole hundredths: its result's, less HINT_COST_HUNDREDTHS for each hint, never below 0. */
export function paidHundredths(ending: Ending, hints: number): number {
  return Math.max(0, multiplierHundredths(ending) - hints * HINT_COST_HUNDREDTHS);
}

/** What the game pays back, stake included, in whole coins, after `hints` hints; refuses a stake the game does not take. */
export function payout(stake: number, ending: Ending, hints = 0): number {
  if (!Number.isSafeInteger(stake) || stake < BET_LIMITS.min || stake > BET_LIMITS.max || stake % BET_LIMITS.step !== 0) {
    throw new RangeError(`${stake} is not a Mahjong Deluxe stake`);
  }
  const hundredths = stake * paidHundredths(ending, hints);
  if (hundredths % 100 !== 0) throw new RangeError(`${stake} × ${paidHundredths(ending, hints)}/100 is not a whole number of coins`);
  return hundredths / 100;
}

/** A multiplier as the page writes it: ×1.50. */
export function multiplierText(hundredths: number): string {
  return `×${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Seconds as a clock: 4:07, 12:30. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
