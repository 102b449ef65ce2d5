import { expect, test } from 'vitest';
import { tilesLeft, type Board } from './board';
import { exhaustiveVerdict } from './exhaustive-search';
import { hintFrom, pick, type GameState } from './game';
import { answerHint, type HintAnswer } from './hint-search';
import { hintPosition } from './hint-positions';
import { clearsBoard } from './solution-check';
import { solve, type SolveResult } from './solver';

/**
 * Hint pressed, as the page does it: from the kept order at once, else the solver's answer for this
 * very position. The solver is a function of the board alone, so its answer for the starting
 * board, which the test has already, is the one the page would get.
 */
function pressHint(state: GameState, start: { board: Board; verdict: SolveResult }): HintAnswer {
  const known = hintFrom(state, state.plan);
  if (known) return { kind: 'hint', ...known };
  return answerHint(state.board, state, state.board === start.board ? start.verdict : solve(state.board));
}

// 15 to 20 s on the shared 2-core machine. Mutation testing (npm run test:mutation) would rerun it for
// every mutant of the solver, on code many times slower: it is left out there, where
// solver.test.ts checks the solver against a search of every order, and npm test runs it.
test.skipIf(process.env.MUTATION_TESTING === '1')(
  'hints are true on 1,000 seeded positions after random moves: following them alone clears every board that can be cleared; on the others the hint says there is no order',
  { timeout: 180_000 },
  () => {
    const tally = { cleared: 0, none: 0, confirmed: 0 };
    for (let seed = 1; seed <= 1000; seed++) {
      const board = hintPosition(seed);
      const start: GameState = { board, selected: null, plan: null, history: [], hints: 0, shuffles: 0 };
      const verdict = solve(board);
      expect(verdict.kind, `position ${seed}`).not.toBe('unknown');
      if (verdict.kind === 'order') {
        expect(clearsBoard(board, verdict.order), `position ${seed}`).toBe(true);
        // Hints alone, from the position itself (the deal's order is not known here), to an empty board.
        let state = start;
        while (tilesLeft(state.board) > 0) {
          const hint = pressHint(state, { board, verdict });
          if (hint.kind !== 'hint') throw new Error(`position ${seed}: ${hint.kind} after ${state.hints} hints`);
          expect(hint.state.hints).toBe(state.hints + 1);
          state = pick(pick(hint.state, hint.pair[0]).state, hint.pair[1]).state;
        }
        tally.cleared += 1;
      } else {
        tally.none += 1;
        // The hint says so, and charges nothing.
        expect(pressHint(start, { board, verdict }), `position ${seed}`).toEqual({ kind: 'none' });
        // A search of every order, written apart from the solver, never finds one, and within 2,000
        // positions it finishes on 549 of the 645 (npm run audit:hints confirms 91 more on a part
        // of the position; the last 5 rest on the solver's proof alone).
        const truth = exhaustiveVerdict(board, 2_000);
        expect(truth, `position ${seed}`).not.toBe('order');
        if (truth === 'none') tally.confirmed += 1;
      }
    }
    expect(tally).toEqual({ cleared: 355, none: 645, confirmed: 549 });
  },
);
