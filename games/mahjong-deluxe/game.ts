/**
 * One game's state, immutable: the board, the tile the player has picked, an order of pairs known
 * to clear the board (the deal's own, kept up to date as the player plays), what undo goes back
 * to, and the help used. Every function returns a new state; the page only draws them.
 */
import type { RandomSource } from '../kit/random';
import { availableMatches, canRemove, isFree, removePair, tilesLeft, type Board } from './board';
import { dealTurtle, reshuffle } from './deal';
import { replan } from './plan';
import { solve } from './solver';
import { tilesMatch } from './tiles';

export type GameState = {
  readonly board: Board;
  /** The place of the tile picked first, waiting for its match. */
  readonly selected: number | null;
  /** An order that clears the board from here, or null once the player's moves left it unknown. */
  readonly plan: readonly [number, number][] | null;
  /** Earlier boards and plans, latest last (a shuffle cannot be undone: it is a fresh start). */
  readonly history: readonly { board: Board; plan: GameState['plan'] }[];
  readonly hints: number;
  readonly shuffles: number;
};

/** What a click on a tile did, so the page can say it. */
export type PickResult = 'selected' | 'deselected' | 'matched' | 'blocked' | 'reselected';

/** A fresh, solvable deal. */
export function newGame(random: RandomSource): GameState {
  const { board, solution } = dealTurtle(random);
  return { board, selected: null, plan: solution, history: [], hints: 0, shuffles: 0 };
}

/** Picks the tile on `index`: selects it, drops it, or removes it with the tile already picked. */
export function pick(state: GameState, index: number): { state: GameState; result: PickResult } {
  if (!isFree(state.board, index)) return { state, result: 'blocked' };
  if (state.selected === index) return { state: { ...state, selected: null }, result: 'deselected' };
  const first = state.selected;
  if (first === null || !tilesMatch(state.board[first]!, state.board[index]!) || !canRemove(state.board, first, index)) {
    return { state: { ...state, selected: index }, result: first === null ? 'selected' : 'reselected' };
  }
  const board = removePair(state.board, first, index);
  const plan = state.plan && replan(board, state.plan, first, index);
  return { state: { ...state, board, plan, selected: null, history: [...state.history, { board: state.board, plan: state.plan }] }, result: 'matched' };
}

/** Puts the last removed pair back. */
export function undo(state: GameState): GameState {
  const last = state.history[state.history.length - 1];
  if (!last) return state;
  return { ...state, board: last.board, plan: last.plan, selected: null, history: state.history.slice(0, -1) };
}

/**
 * An order that clears the board from the current position: the one kept up to date as the player
 * plays, or, when the player's moves lost it, the complete solver's, searched here (the page runs
 * the same search in a worker: solver-client.ts); null when no order clears the board (or the
 * solver stopped at its cap without an answer).
 */
export function clearingOrder(state: GameState): readonly [number, number][] | null {
  if (state.plan) return state.plan;
  const found = solve(state.board);
  return found.kind === 'order' ? found.order : null;
}

/** A pair to suggest: the first pair of a clearing order from here that is open now; null when no order clears the board. */
export function hintPair(state: GameState): [number, number] | null {
  return clearingOrder(state)?.find(([a, b]) => canRemove(state.board, a, b)) ?? null;
}

/** The state with one more hint counted (against the clock and the pay), keeping the order the hint came from. */
const counted = (state: GameState, order: GameState['plan']): GameState => ({ ...state, plan: order, hints: state.hints + 1 });

/** The state after showing a hint from `order`, by default the clearing order from here. */
export const withHint = (state: GameState, order: GameState['plan'] = clearingOrder(state)): GameState => counted(state, order);

/**
 * A hint from `order`, a clearing order of the current position: its first pair open now, and the
 * state that counts the hint and keeps the order; null (nothing counted) when there is no order.
 */
export function hintFrom(state: GameState, order: GameState['plan']): { state: GameState; pair: [number, number] } | null {
  const pair = order?.find(([a, b]) => canRemove(state.board, a, b));
  return pair ? { state: counted(state, order), pair: [pair[0], pair[1]] } : null;
}

/** A hint in one search, from the kept order or the solver's: see hintFrom. */
export const takeHint = (state: GameState) => hintFrom(state, clearingOrder(state));

/** The remaining tiles dealt again onto their places, clearable; null when the places cannot hold a clearable board. */
export function shuffleTiles(state: GameState, random: RandomSource): GameState | null {
  const shuffled = reshuffle(state.board, random);
  if (!shuffled) return null;
  return { board: shuffled.board, selected: null, plan: shuffled.solution, history: [], hints: state.hints, shuffles: state.shuffles + 1 };
}

/** Where the game stands: tiles to play, cleared, or no pair left to remove. */
export function standing(state: GameState): 'playing' | 'cleared' | 'stuck' {
  if (tilesLeft(state.board) === 0) return 'cleared';
  return availableMatches(state.board).length === 0 ? 'stuck' : 'playing';
}
