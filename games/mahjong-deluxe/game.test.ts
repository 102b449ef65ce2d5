import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { availableMatches, canRemove, EMPTY, freeTiles, isFree, tilesLeft } from './board';
import { clearingOrder, hintPair, newGame, pick, shuffleTiles, standing, takeHint, undo, withHint, type GameState } from './game';
import { clearsBoard } from './solution-check';
import { tilesMatch } from './tiles';

const play = (state: GameState, a: number, b: number) => pick(pick(state, a).state, b);

test('picking a free tile selects it; picking it again drops it; a blocked tile is refused', () => {
  const game = newGame(seededRandom(1));
  const free = freeTiles(game.board)[0]!;
  const blocked = game.board.findIndex((_, index) => !isFree(game.board, index));
  expect(pick(game, blocked).result).toBe('blocked');
  const selected = pick(game, free);
  expect(selected.result).toBe('selected');
  expect(selected.state.selected).toBe(free);
  expect(pick(selected.state, free)).toMatchObject({ result: 'deselected', state: { selected: null } });
});

test('a matching free pair is removed; a non-matching second tile becomes the selection', () => {
  const game = newGame(seededRandom(2));
  const [a, b] = availableMatches(game.board)[0]!;
  const matched = play(game, a, b);
  expect(matched.result).toBe('matched');
  expect(tilesLeft(matched.state.board)).toBe(142);
  expect(matched.state.board[a]).toBe(EMPTY);
  const free = freeTiles(game.board);
  const other = free.find((index) => index !== a && !tilesMatch(game.board[a]!, game.board[index]!))!;
  expect(play(game, a, other)).toMatchObject({ result: 'reselected', state: { selected: other } });
});

test('undo puts the last pair back, then the one before', () => {
  let state = newGame(seededRandom(3));
  const start = state.board;
  const first = availableMatches(state.board)[0]!;
  state = play(state, ...first).state;
  const middle = state.board;
  state = play(state, ...availableMatches(state.board)[0]!).state;
  state = undo(state);
  expect(state.board).toEqual(middle);
  state = undo(state);
  expect(state.board).toEqual(start);
  expect(undo(state)).toBe(state);
});

test('following the hints clears every board, whatever seed', () => {
  for (let seed = 0; seed < 20; seed++) {
    let state = newGame(seededRandom(seed));
    for (let move = 0; move < 72; move++) {
      const [a, b] = hintPair(state)!;
      state = play(withHint(state), a, b).state;
    }
    expect(standing(state)).toBe('cleared');
    expect(state.hints).toBe(72);
  }
});

test('removing a pair of the known order keeps the rest of it, in any sequence', () => {
  let state = newGame(seededRandom(21));
  const plan = state.plan!;
  // The last pair of the order that is open now, not the first.
  const open = [...plan].reverse().find(([a, b]) => canRemove(state.board, a, b))!;
  state = play(state, ...open).state;
  expect(state.plan).toEqual(plan.filter((pair) => pair !== open));
  expect(clearsBoard(state.board, state.plan!)).toBe(true);
});

test('after a pair across the known order, the order found again clears the board, or none is claimed', () => {
  for (let seed = 0; seed < 15; seed++) {
    const random = seededRandom(500 + seed);
    let state = newGame(random);
    for (let move = 0; move < 10 && standing(state) === 'playing'; move++) {
      const matches = availableMatches(state.board);
      state = play(state, ...matches[random.nextInt(matches.length)]!).state;
      if (state.plan) expect(clearsBoard(state.board, state.plan)).toBe(true);
    }
  }
});

test('a shuffle keeps the tiles, counts against the clock, clears undo and gives a clearable board', () => {
  const random = seededRandom(9);
  let state = newGame(random);
  state = play(state, ...availableMatches(state.board)[0]!).state;
  const shuffled = shuffleTiles(state, random)!;
  expect(shuffled.shuffles).toBe(1);
  expect(shuffled.history).toEqual([]);
  expect(tilesLeft(shuffled.board)).toBe(142);
  expect(clearsBoard(shuffled.board, shuffled.plan!)).toBe(true);
});

test('a board with tiles left and no open pair is stuck', () => {
  const board = new Array<number>(144).fill(EMPTY);
  // The top tile on one of the tiles under it: the one below is never free.
  board[143] = 3;
  board[142] = 3;
  const state: GameState = { board, selected: null, plan: null, history: [], hints: 0, shuffles: 0 };
  expect(standing(state)).toBe('stuck');
  expect(hintPair(state)).toBeNull();
  expect(standing({ ...state, board: board.map(() => EMPTY) })).toBe('cleared');
});

test('a hint is taken in one search: the first open pair of the order, counted once; none when no order clears the board, with nothing counted', () => {
  const state = newGame(seededRandom(8));
  const hint = takeHint(state)!;
  expect(hint.pair).toEqual(hintPair(state));
  expect(hint.state.hints).toBe(1);
  expect(hint.state.plan).toBe(state.plan);
  // The order lost: it is searched for from the position itself.
  expect(takeHint({ ...state, plan: null })!.state.plan).not.toBeNull();
  // A pair where one tile lies on the other has no order: no hint, nothing counted.
  const board = new Array<number>(144).fill(EMPTY);
  board[143] = 3;
  board[142] = 3;
  expect(takeHint({ ...state, board, plan: null })).toBeNull();
  expect(clearingOrder({ ...state, board, plan: null })).toBeNull();
});
