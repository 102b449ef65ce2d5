import { afterEach, expect, test, vi } from 'vitest';
import { seededRandom } from '../kit/random';
import { removePair, type Board } from './board';
import { dealTurtle } from './deal';
import { solve, type SolveResult } from './solver';
import { solverClient } from './solver-client';

afterEach(() => vi.unstubAllGlobals());

/** A stand-in for the solver's worker: it records what it was sent, and the test answers for it. */
class FakeWorker {
  static started: FakeWorker[] = [];
  sent: unknown[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<SolveResult>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(result: SolveResult) {
    this.onmessage?.({ data: result } as MessageEvent<SolveResult>);
  }
}
const start = () => {
  FakeWorker.started = [];
  return () => new FakeWorker() as unknown as Worker;
};

/** Deals played by their own order down to 40 tiles: boards the solver answers quickly. */
const playedDown = (seed: number) => {
  const { board, solution } = dealTurtle(seededRandom(seed));
  return solution.slice(0, 52).reduce((current, [a, b]) => removePair(current, a, b), board);
};
const board = playedDown(6);
const none: SolveResult = { kind: 'none', nodes: 3 };

test('without a worker (as here, in Node) the solver runs in this thread, with the same result', async () => {
  expect(typeof Worker).toBe('undefined');
  expect(await solverClient().find(board)).toEqual(solve(board));
  expect(await solverClient(null).find(board)).toEqual(solve(board));
});

test('where the page has Worker, the client starts the solver’s worker, an ES module beside it', () => {
  const started: { url: string; options: unknown }[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: URL, options: WorkerOptions) {
        started.push({ url: String(url), options });
      }
      postMessage() {}
      terminate() {}
    },
  );
  const client = solverClient();
  void client.find(board);
  expect(started).toEqual([{ url: expect.stringMatching(/\/games\/mahjong-deluxe\/solver-worker\.ts$/), options: { type: 'module' } }]);
  client.cancel();
});

test('with a worker, the board is posted to it and its answer is the result; one worker serves the next search too', async () => {
  const client = solverClient(start());
  const first = client.find(board);
  const worker = FakeWorker.started[0]!;
  expect(worker.sent).toEqual([board]);
  worker.answer(none);
  expect(await first).toEqual(none);
  const second = client.find(board);
  worker.answer({ kind: 'unknown', nodes: 9 });
  expect(await second).toEqual({ kind: 'unknown', nodes: 9 });
  expect(FakeWorker.started).toHaveLength(1);
});

test('a cancelled search answers null and its worker is ended; the next search starts a new one; cancelling when idle does nothing', async () => {
  const client = solverClient(start());
  client.cancel();
  const cancelled = client.find(board);
  client.cancel();
  expect(await cancelled).toBeNull();
  expect(FakeWorker.started[0]!.terminated).toBe(true);
  const next = client.find(board);
  expect(FakeWorker.started).toHaveLength(2);
  FakeWorker.started[1]!.answer(none);
  expect(await next).toEqual(none);
  client.cancel();
  expect(FakeWorker.started[1]!.terminated).toBe(false);
});

test('a worker that fails to start is ended, and this search and the next run in this thread', async () => {
  const client = solverClient(start());
  const failing = client.find(board);
  FakeWorker.started[0]!.onerror!();
  expect(FakeWorker.started[0]!.terminated).toBe(true);
  expect(await failing).toEqual(solve(board));
  expect(await client.find(board)).toEqual(solve(board));
  expect(FakeWorker.started).toHaveLength(1);
});

test('a search cancelled before the solver loaded in this thread is never run, nor answers the search begun after it', async () => {
  const solved: Board[] = [];
  const watched = (next: Board) => {
    solved.push(next);
    return solve(next);
  };
  const client = solverClient(null, () => Promise.resolve({ solve: watched }));
  const cancelled = client.find(board);
  client.cancel();
  const other = playedDown(7);
  expect(await client.find(other)).toEqual(solve(other));
  expect(await cancelled).toBeNull();
  expect(solved).toEqual([other]);
});
