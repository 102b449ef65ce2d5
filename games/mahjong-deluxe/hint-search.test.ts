import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { availableMatches, EMPTY, removePair } from './board';
import { dealTurtle } from './deal';
import { pick, undo, type GameState } from './game';
import { answerHint } from './hint-search';
import { solve } from './solver';

/** A deal played by its own order down to 40 tiles, whose kept order was then lost: its hints need the solver. */
const lost = (seed: number): GameState => {
  const { board, solution } = dealTurtle(seededRandom(seed));
  return { board: solution.slice(0, 52).reduce((current, [a, b]) => removePair(current, a, b), board), selected: null, plan: null, history: [], hints: 0, shuffles: 0 };
};
const play = (state: GameState, a: number, b: number) => pick(pick(state, a).state, b).state;

test('a search answered on the position it was asked on gives the first pair of the order found, counted once, and keeps the order', () => {
  const state = lost(3);
  const result = solve(state.board);
  if (result.kind !== 'order') throw new Error('a deal can be cleared');
  const answer = answerHint(state.board, state, result);
  expect(answer).toMatchObject({ kind: 'hint', pair: result.order[0], state: { hints: 1, plan: result.order } });
});

test('a hint whose position changed while its search ran is dropped: nothing shown, nothing charged', () => {
  const state = lost(4);
  const result = solve(state.board);
  const moved = play(state, ...availableMatches(state.board)[0]!);
  expect(answerHint(state.board, moved, result)).toEqual({ kind: 'stale' });
  // A search cancelled because of the move answers null: dropped the same way.
  expect(answerHint(state.board, state, null)).toEqual({ kind: 'stale' });
});

test('a tile picked while the search ran leaves the position as it was: the hint applies, and the pick stays', () => {
  const state = lost(5);
  const result = solve(state.board);
  const picked = pick(state, availableMatches(state.board)[0]![0]).state;
  const answer = answerHint(state.board, picked, result);
  expect(answer).toMatchObject({ kind: 'hint', state: { selected: picked.selected, hints: 1 } });
  // A pair taken and put back is the same position again (undo restores the very board).
  const back = undo(play(state, ...availableMatches(state.board)[0]!));
  expect(answerHint(state.board, back, result).kind).toBe('hint');
});

test('no order, or a search stopped at its cap, gives no hint and charges nothing', () => {
  const board = new Array<number>(144).fill(EMPTY);
  // A pair where one tile lies on the other, and a pair that is free: the game can go on, but not to the end.
  board[13] = 4;
  board[87] = 4;
  board[0] = 6;
  board[2] = 6;
  const state: GameState = { board, selected: null, plan: null, history: [], hints: 0, shuffles: 0 };
  expect(answerHint(board, state, solve(board))).toEqual({ kind: 'none' });
  expect(answerHint(board, state, { kind: 'unknown', nodes: 250_000 })).toEqual({ kind: 'unknown' });
  // An order with no pair open now (an empty board's) gives no hint either.
  const empty = board.map(() => EMPTY);
  expect(answerHint(empty, { ...state, board: empty }, solve(empty))).toEqual({ kind: 'none' });
});
