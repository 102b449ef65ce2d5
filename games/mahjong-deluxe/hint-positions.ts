/**
 * The seeded positions the promise "hints are true" is measured on (hints-are-true.test.ts,
 * scripts/verify-hint-positions.mjs): a seeded deal, then a random number (0 to 71) of random
 * pairs, fewer when the board runs out of pairs first. Random pairs cross the deal's own order,
 * so most of these positions can no longer be cleared, and the others need an order of their own.
 */
import { seededRandom } from '../kit/random';
import { availableMatches, removePair, type Board } from './board';
import { dealTurtle } from './deal';

/** Position `seed` (the measured ones are 1 to 1,000). */
export function hintPosition(seed: number): Board {
  const random = seededRandom(seed);
  let board = dealTurtle(random).board;
  const moves = random.nextInt(72);
  for (let move = 0; move < moves; move++) {
    const matches = availableMatches(board);
    if (matches.length === 0) break;
    const [a, b] = matches[random.nextInt(matches.length)]!;
    board = removePair(board, a, b);
  }
  return board;
}
