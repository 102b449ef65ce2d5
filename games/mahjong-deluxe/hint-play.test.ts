import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { tilesLeft } from './board';
import { hintPair, newGame, pick, standing, withHint, type GameState } from './game';
import { BET_LIMITS, payout, timeUsed } from './payout';

/** A bot that only presses Hint and takes the marked pair, as fast as can be (no seconds on the clock), until no hint comes. */
function hintOnly(seed: number): GameState {
  let state = newGame(seededRandom(seed));
  for (let pair = hintPair(state); pair; pair = hintPair(state)) {
    state = withHint(state);
    state = pick(pick(state, pair[0]).state, pair[1]).state;
  }
  return state;
}

test('hint-only play gets back less than its stake on every board: 200 seeded deals, at every stake', () => {
  let cleared = 0;
  for (let seed = 1; seed <= 200; seed++) {
    const state = hintOnly(seed);
    if (standing(state) === 'cleared') cleared += 1;
    const left = tilesLeft(state.board);
    // The fastest clock there is: no second played, only the hints' own penalty.
    const ending = left === 0 ? { cleared: true as const, seconds: timeUsed(0, state.hints, state.shuffles) } : { cleared: false as const, tilesRemoved: 144 - left };
    for (const stake of [BET_LIMITS.min, 100, BET_LIMITS.max]) expect(payout(stake, ending, state.hints), `seed ${seed}, stake ${stake}`).toBeLessThan(stake);
  }
  // The hints do lead somewhere: every deal is cleared by following them.
  expect(cleared).toBe(200);
});
