/**
 * A clearing order from any position, for hints: a depth-first search that first makes every
 * move that cannot hurt, and branches only on the others. A move cannot hurt when it takes the
 * last two tiles of a matching group (they must go together some time, and removing tiles only
 * frees others), or two pairs when all four tiles of a group are free. Positions found hopeless
 * are remembered, and the search stops after a budget of positions (the caller picks it; the
 * hint uses a small one, see HINT_SEARCH_BUDGET in game.ts), so that it ends inside one task.
 */
import { EMPTY, freeTiles, removePair, type Board } from './board';
import { TURTLE } from './layout';
import { matchGroup } from './tiles';

/** Positions the search may branch from before it gives up (the order is then unknown). */
export const SOLVER_BUDGET = 2_000;

/** What the search found: an order that clears the board, none (the search was complete), or unknown (its budget ran out). */
export type SolveResult = { kind: 'order'; order: [number, number][] } | { kind: 'none' } | { kind: 'unknown' };

/** The free tiles of each matching group, and how many tiles of each group are on the board. */
function groupsOf(board: Board): { free: Map<number, number[]>; left: Map<number, number> } {
  const free = new Map<number, number[]>();
  const left = new Map<number, number>();
  for (let index = 0; index < board.length; index++) {
    if (board[index] === EMPTY) continue;
    const group = matchGroup(board[index]!);
    left.set(group, (left.get(group) ?? 0) + 1);
  }
  for (const index of freeTiles(board)) {
    const group = matchGroup(board[index]!);
    free.set(group, [...(free.get(group) ?? []), index]);
  }
  return { free, left };
}

/** The moves that cannot hurt on `board`: each group's last two tiles, or all four of a group when all are free. */
export function safeMoves(board: Board): [number, number][] {
  const { free, left } = groupsOf(board);
  const moves: [number, number][] = [];
  for (const [group, places] of free) {
    const count = left.get(group)!;
    if (places.length === count && (count === 2 || count === 4)) {
      for (let i = 0; i + 1 < places.length; i += 2) moves.push([places[i]!, places[i + 1]!]);
    }
  }
  return moves;
}

/** Every pair that may be removed on `board`, tiles that many others wait on first. */
function branchMoves(board: Board): [number, number][] {
  const { free } = groupsOf(board);
  const moves: [number, number][] = [];
  for (const places of free.values()) {
    for (let i = 0; i < places.length; i++) for (let j = i + 1; j < places.length; j++) moves.push([places[i]!, places[j]!]);
  }
  return moves.sort((x, y) => weight(y[0]) + weight(y[1]) - (weight(x[0]) + weight(x[1])));
}

/** How much a place holds other tiles back: high layers first, then the far ends of the rows (they close a row's side). */
const weight = (index: number) => TURTLE[index]!.layer * 100 + Math.abs(TURTLE[index]!.x - 14);

/**
 * Searches for an order that clears `board`. Safe moves are made without branching; the other
 * moves are tried tiles high in the layout first (the turtle lists its layers bottom to top).
 */
export function solve(board: Board, budget = SOLVER_BUDGET): SolveResult {
  const hopeless = new Set<string>();
  const path: [number, number][] = [];
  let visits = 0;
  let ranOut = false;
  const search = (start: Board): boolean => {
    let current = start;
    const depth = path.length;
    for (let safe = safeMoves(current); safe.length > 0; safe = safeMoves(current)) {
      for (const [a, b] of safe) {
        current = removePair(current, a, b);
        path.push([a, b]);
      }
    }
    if (current.every((face) => face === EMPTY)) return true;
    const key = current.map((face) => (face === EMPTY ? '0' : '1')).join('');
    if (!hopeless.has(key)) {
      if (visits++ >= budget) {
        ranOut = true;
      } else {
        for (const move of branchMoves(current)) {
          path.push(move);
          if (search(removePair(current, move[0], move[1]))) return true;
          path.pop();
          if (ranOut) break;
        }
        if (!ranOut) hopeless.add(key);
      }
    }
    path.length = depth;
    return false;
  };
  if (search(board)) return { kind: 'order', order: path };
  return ranOut ? { kind: 'unknown' } : { kind: 'none' };
}
