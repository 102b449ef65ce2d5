// The serving thread's side of the SQLite writer thread (docs/decisions/027, "Writes off the
// serving thread"): a group commit's transaction and its sync to disk, which take milliseconds
// each and now and then far more (a WAL checkpoint), run there instead of holding up every other
// request. Batches go one at a time (group-commit.ts never overlaps them).
import { Worker } from 'node:worker_threads';
import { workerScript } from '../workers/worker-script';
import type { CreateOutcome, WriteBatch } from './sqlite-batch-writer';
import { receivedError, type SentError, type WriteCall } from './sqlite-writes';

/** What the serving thread posts: a group commit's batch, or one other write (sqlite-writes.ts). */
export type WriterTask = { batch: WriteBatch } | { call: WriteCall };

/** What the writer thread posts back for one task: a batch's outcomes, or a call's value. */
export type WriterReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SentError } | { ready: true };

/** The thread's code (sqlite-writer-main.ts), bundled into plain JavaScript when a store first opens (workers/worker-script.ts). */
const ENTRY = new URL('./sqlite-writer-main.ts', import.meta.url);

/**
 * A writer for the file at `path`, its thread started at once (it takes about 0.2 s to load):
 * `ready` resolves once it has opened the file, `write` once a batch is on disk, `call` once
 * another write is (sqlite-writes.ts). Tasks run in the order they were given.
 */
export function writerThread(path: string): { ready: Promise<void>; write(batch: WriteBatch): Promise<CreateOutcome[]>; call(call: WriteCall): Promise<unknown>; close(): Promise<void> } {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let worker: Worker | undefined;
  let closed = false;
  /** The latest task posted, settled either way: closing waits for it. */
  let last: Promise<unknown> = Promise.resolve();

  let opened: () => void;
  let failedToOpen: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => ((opened = resolve), (failedToOpen = reject)));

  // Started now, and again at the next task after a crash (the task it held is refused, never half-stored).
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
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(receivedError(reply.error));
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
  // Nobody may be waiting for it yet; a failure to open also fails the first task.
  ready.catch(() => undefined);

  const post = (task: WriterTask): Promise<unknown> => {
    if (closed) return Promise.reject(new Error('the store is closed'));
    worker ??= start();
    const id = nextId++;
    const running = worker;
    running.ref();
    const done = new Promise<unknown>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      running.postMessage({ id, task });
    });
    last = done.catch(() => undefined);
    return done;
  };

  return {
    ready,
    write: (batch) => post({ batch }) as Promise<CreateOutcome[]>,
    call: (call) => post({ call }),
    async close() {
      closed = true;
      // A task already posted is committed before the thread stops.
      await last;
      await worker?.terminate();
      worker = undefined;
    },
  };
}
