/**
 * The solver the tests and the game trust: it replays an order of pairs on a board, checking
 * with the game's own rules that every pair is free and matching when its turn comes and that
 * nothing is left at the end.
 */
import { canRemove, removePair, tilesLeft, type Board } from './board';
import { TURTLE_NEIGHBOURS, type Neighbours } from './layout';

/** Whether removing `order`'s pairs one after another is legal at every step and clears `board`. */
export function clearsBoard(board: Board, order: readonly (readonly [number, number])[], neighbours: readonly Neighbours[] = TURTLE_NEIGHBOURS()): boolean {
  let current = board;
  for (const [a, b] of order) {
    if (!canRemove(current, a, b, neighbours)) return false;
    current = removePair(current, a, b, neighbours);
  }
  return tilesLeft(current) === 0;
}
