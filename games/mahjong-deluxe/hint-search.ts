/**
 * A hint the kept order cannot give needs the solver, which the page runs off the main thread
 * (solver-client.ts). The answer applies only to the position the search was asked on: if the
 * player moved meanwhile it is dropped, and nothing is charged.
 */
import type { Board } from './board';
import { hintFrom, type GameState } from './game';
import type { SolveResult } from './solver';

/** What a hint search comes to: a hint; no order (none exists, or the solver stopped at its cap); or a position that changed. */
export type HintAnswer = { kind: 'hint'; state: GameState; pair: [number, number] } | { kind: 'none' } | { kind: 'unknown' } | { kind: 'stale' };

/**
 * The answer for the game as it is `now` to a search run on the board `asked`: `result` is the
 * solver's, or null when the search was cancelled. Only a hint counts against the player.
 */
export function answerHint(asked: Board, now: GameState, result: SolveResult | null): HintAnswer {
  if (result === null || now.board !== asked) return { kind: 'stale' };
  if (result.kind !== 'order') return { kind: result.kind };
  const hint = hintFrom(now, result.order);
  return hint ? { kind: 'hint', ...hint } : { kind: 'none' };
}
