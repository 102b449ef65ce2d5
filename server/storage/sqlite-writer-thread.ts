// The serving thread's side of the SQLite writer thread (docs/decisions/027, "Writes off the
// serving thread"): a group commit's transaction and its sync to disk, which take milliseconds
// each and now and then far more (a WAL checkpoint), run there instead of holding up every other
// request. Batches go one at a time (group-commit.ts never overlaps them).
import { Worker } from 'node:worker_threads';
import { workerScript } from '../workers/worker-script';
import type { CreateOutcome, WriteBatch } from './sqlite-batch-writer';

/** What the writer thread posts back for one batch. */
export type WriterReply = { id: number; ok: true; outcomes: CreateOutcome[] } | { id: number; ok: false; message: string } | { ready: true };

/** The thread's code (sqlite-writer-main.ts), bundled into plain JavaScript when a store first opens (workers/worker-script.ts). */
const ENTRY = new URL('./sqlite-writer-main.ts', import.meta.url);

/**
 * A writer for batches of the file at `path`, its thread started at once (it takes about 0.2 s to
 * load): `ready` resolves once it has opened the file, `write` once a batch is on disk.
 */
export function writerThread(path: string): { ready: Promise<void>; write(batch: WriteBatch): Promise<CreateOutcome[]>; close(): Promise<void> } {
  const pending = new Map<number, { resolve: (outcomes: CreateOutcome[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let worker: Worker | undefined;
  let closed = false;
  /** The latest batch posted, settled either way: closing waits for it. */
  let last: Promise<unknown> = Promise.resolve();

  let opened: () => void;
  let failedToOpen: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => ((opened = resolve), (failedToOpen = reject)));

  // Started now, and again at the next batch after a crash (the batch it held is refused, never half-stored).
  const start = () => {
    const started = new Worker(workerScript(ENTRY), { workerData: { path } });
    started.on('message', (reply: WriterReply) => {
      if ('ready' in reply) {
        opened();
        if (pending.size === 0) started.unref();
        return;
      }
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if (!waiting) return;
      if (reply.ok) waiting.resolve(reply.outcomes);
      else waiting.reject(new Error(reply.message));
    });
    const fail = (error: Error) => {
      if (worker === started) worker = undefined;
      failedToOpen(error);
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(error);
      }
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`the SQLite writer thread stopped (exit code ${code})`)));
    return started;
  };

  worker = start();
  // Nobody may be waiting for it yet; a failure to open also fails the first batch.
  ready.catch(() => undefined);

  return {
    ready,
    write(batch) {
      if (closed) return Promise.reject(new Error('the store is closed'));
      worker ??= start();
      const id = nextId++;
      const running = worker;
      running.ref();
      const written = new Promise<CreateOutcome[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.postMessage({ id, batch });
      });
      last = written.catch(() => undefined);
      return written;
    },
    async close() {
      closed = true;
      // A batch already posted is committed before the thread stops.
      await last;
      await worker?.terminate();
      worker = undefined;
    },
  };
}
