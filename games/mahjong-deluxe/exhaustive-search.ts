/**
 * A check on the solver for tests, written apart from it and as plainly as possible: depth
 * first over every pair the rules allow (board.ts), remembering positions already found
 * hopeless. Its one shortcut: when every tile left of a matching group is free, they go at
 * once (two or four of them), since every clearing order must take them some time and taking
 * tiles away never blocks another. It has no other pruning, so it can only answer small
 * positions or easy ones; past its budget it answers `unknown`.
 */
import { availableMatches, EMPTY, removePair, type Board } from './board';
import { TURTLE_NEIGHBOURS, type Neighbours } from './layout';
import { matchGroup } from './tiles';

/** Whether some order clears `board`, found by trying every one; `unknown` once `budget` positions were tried. */
export function exhaustiveVerdict(board: Board, budget: number, neighbours: readonly Neighbours[] = TURTLE_NEIGHBOURS()): 'order' | 'none' | 'unknown' {
  const hopeless = new Set<string>();
  let tried = 0;
  const clears = (current: Board): boolean | null => {
    if (current.every((face) => face === EMPTY)) return true;
    const key = current.map((face) => (face === EMPTY ? '0' : '1')).join('');
    if (hopeless.has(key)) return false;
    if (tried++ >= budget) return null;
    const moves = availableMatches(current, neighbours);
    const left = (group: number) => current.filter((face) => face !== EMPTY && matchGroup(face) === group).length;
    const whole = moves.find(([a]) => moves.filter(([p, q]) => matchGroup(current[p]!) === matchGroup(current[a]!) && (p === a || q === a)).length === left(matchGroup(current[a]!)) - 1);
    for (const [a, b] of whole ? [whole] : moves) {
      const found = clears(removePair(current, a, b, neighbours));
      if (found !== false) return found;
    }
    hopeless.add(key);
    return false;
  };
  const found = clears(board);
  return found === null ? 'unknown' : found ? 'order' : 'none';
}
