/**
 * Keeping a known clearing order up to date as the player plays. Removing a pair of the order,
 * in any order, keeps the rest of it valid (a tile free on a fuller board is free on an emptier
 * one). A pair across two pairs of the order needs a new order: a depth-first search that tries
 * pairs in the old order's sequence first, remembers positions found hopeless, and stops after a
 * budget of positions so that a click never stalls the page.
 */
import { availableMatches, EMPTY, removePair, type Board } from './board';

/** Positions the search may visit before it gives up and leaves the order unknown. */
const BUDGET = 400;

/** An order that clears `board`, preferring the old order's sequence; null when none is found in budget. */
export function searchOrder(board: Board, previous: readonly (readonly [number, number])[], budget = BUDGET): [number, number][] | null {
  const step = new Map<number, number>();
  previous.forEach(([a, b], k) => step.set(a, k).set(b, k));
  const rank = ([a, b]: [number, number]) => Math.max(step.get(a) ?? 999, step.get(b) ?? 999) * 2 + (step.get(a) === step.get(b) ? 0 : 1);
  const hopeless = new Set<string>();
  const path: [number, number][] = [];
  let visits = 0;
  const search = (current: Board): boolean => {
    if (current.every((face) => face === EMPTY)) return true;
    // Stryker disable next-line EqualityOperator,StringLiteral: the key only has to tell positions apart; swapping 0 and 1, or the separator, keeps it one to one
    const key = current.map((face) => (face === EMPTY ? 0 : 1)).join('');
    // Once the budget is spent every call ends here: the search unwinds without visiting another position.
    if (hopeless.has(key) || visits++ >= budget) return false;
    const moves = availableMatches(current).sort((x, y) => rank(x) - rank(y));
    for (const move of moves) {
      path.push(move);
      if (search(removePair(current, move[0], move[1]))) return true;
      path.pop();
    }
    hopeless.add(key);
    return false;
  };
  return search(board) ? path : null;
}

/** The order that clears `board` after the player removed `a` and `b` from the board `plan` cleared. */
export function replan(board: Board, plan: readonly [number, number][], a: number, b: number): [number, number][] | null {
  const k = plan.findIndex(([p, q]) => (p === a && q === b) || (p === b && q === a));
  if (k >= 0) return plan.filter((_, i) => i !== k);
  return searchOrder(board, plan);
}
