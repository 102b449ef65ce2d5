/**
 * Where the page runs the solver: in a module worker, so that a long search never holds up the
 * page, or in this thread where there is no Worker (tests) or the worker fails to start. One
 * search at a time; a cancelled search's worker is ended, and the next search starts another.
 */
import type { Board } from './board';
import type { SolveResult } from './solver';

export type SolverClient = {
  /** The solver's result for `board`, or null when the search is cancelled first. */
  find(board: Board): Promise<SolveResult | null>;
  /** Stops the search under way, if any: its find resolves null. */
  cancel(): void;
};

type Reply = (result: SolveResult | null) => void;

/** The worker the build emits beside the game (same origin, so the games' script-src 'self' allows it). */
const startSolverWorker = () => new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });

/** Loads the solver into this thread (a chunk of its own, fetched only when needed). */
const loadSolver = (): Promise<{ solve: (board: Board) => SolveResult }> => import('./solver');

/** A client over `start` (the solver's worker), or the solver `load` loads into this thread when `start` is null. */
export function solverClient(start: (() => Worker) | null = typeof Worker === 'function' ? startSolverWorker : null, load = loadSolver): SolverClient {
  let worker: Worker | null = null;
  /** The reply of the search under way; a reply no longer current is ignored. */
  let current: Reply | null = null;
  const inThread = (board: Board, reply: Reply) =>
    load().then(({ solve }) => {
      if (current === reply) reply(solve(board));
    });
  return {
    find(board) {
      return new Promise((resolve) => {
        const reply: Reply = (result) => {
          current = null;
          resolve(result);
        };
        current = reply;
        if (!start) return void inThread(board, reply);
        const running = (worker ??= start());
        running.onmessage = (event: MessageEvent<SolveResult>) => reply(event.data);
        running.onerror = () => {
          // A worker that cannot start (an old browser, a blocked script): this search and the next ones run here.
          running.terminate();
          worker = start = null;
          void inThread(board, reply);
        };
        running.postMessage(board);
      });
    },
    cancel() {
      if (!current) return;
      worker?.terminate();
      worker = null;
      current(null);
    },
  };
}
