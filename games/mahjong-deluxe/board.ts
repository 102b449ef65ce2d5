/**
 * A board is the face on each place of a layout, or EMPTY where the tile has gone. Boards are
 * plain arrays, never changed in place: every move returns a new one (undo keeps the old ones).
 */
import { TURTLE_NEIGHBOURS, type Neighbours } from './layout';
import { tilesMatch } from './tiles';

/** A place whose tile has been removed (or was never dealt). */
export const EMPTY = -1;

/** The face on each place of the layout, EMPTY where there is no tile. */
export type Board = readonly number[];

const emptyAll = (board: Board, places: readonly number[]) => places.every((index) => board[index] === EMPTY);

/** Whether the tile on `index` is free: nothing lies on it, and its left or its right side is open. */
export function isFree(board: Board, index: number, neighbours: readonly Neighbours[] = TURTLE_NEIGHBOURS()): boolean {
  const n = neighbours[index]!;
  return board[index] !== EMPTY && emptyAll(board, n.above) && (emptyAll(board, n.left) || emptyAll(board, n.right));
}

/** The places holding a free tile, in layout order. */
export function freeTiles(board: Board, neighbours: readonly Neighbours[] = TURTLE_NEIGHBOURS()): number[] {
  const free: number[] = [];
  for (let index = 0; index < board.length; index++) if (isFree(board, index, neighbours)) free.push(index);
  return free;
}

/** Every pair of free tiles that match, as pairs of places (lower index first). */
export function availableMatches(board: Board, neighbours: readonly Neighbours[] = TURTLE_NEIGHBOURS()): [number, number][] {
  const free = freeTiles(board, neighbours);
  const pairs: [number, number][] = [];
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) if (tilesMatch(board[free[i]!]!, board[free[j]!]!)) pairs.push([free[i]!, free[j]!]);
  }
  return pairs;
}

/** Whether two places hold a pair the player may remove now. */
export function canRemove(board: Board, a: number, b: number, neighbours: readonly Neighbours[] = TURTLE_NEIGHBOURS()): boolean {
  return a !== b && isFree(board, a, neighbours) && isFree(board, b, neighbours) && tilesMatch(board[a]!, board[b]!);
}

/** The board after removing a pair; throws when the pair may not be removed (a caller's bug). */
export function removePair(board: Board, a: number, b: number, neighbours: readonly Neighbours[] = TURTLE_NEIGHBOURS()): Board {
  if (!canRemove(board, a, b, neighbours)) throw new RangeError(`places ${a} and ${b} are not a free matching pair`);
  return board.map((face, index) => (index === a || index === b ? EMPTY : face));
}

/** How many tiles are still on the board. */
export const tilesLeft = (board: Board): number => board.reduce((count, face) => count + (face === EMPTY ? 0 : 1), 0);
