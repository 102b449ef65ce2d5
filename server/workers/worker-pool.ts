// A small pool of worker threads (node:worker_threads) that run the site's heavy work off the
// serving thread (docs/decisions/029): each worker takes one task at a time, tasks wait in order
// for a free worker, and a worker that dies is replaced, failing only the task it held.
import { Worker } from 'node:worker_threads';

/** An error thrown in a worker, rebuilt on this side with its name, message and status code. */
export class WorkerTaskError extends Error {
  constructor(
    message: string,
    override readonly name: string,
    readonly statusCode?: number,
    readonly errors?: string[],
  ) {
    super(message);
  }
}

/** What a worker posts back for one task. */
export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { name: string; message: string; statusCode?: number; errors?: string[] } };

type Pending = { id: number; task: unknown; resolve: (value: unknown) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout };
type Slot = { worker: Worker; busy: Pending | null };

/**
 * A pool of `size` workers running `script` with `workerData`. With `timeout`, a task that holds
 * its worker longer than `timeout.ms` after it was handed over is cut off: its worker is stopped
 * and replaced, and the task rejects with `timeout.error()`.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Tasks finished, for the figures (and tests) that count work done. */
  completed = 0;

  constructor(
    private readonly script: URL,
    private readonly workerData: unknown,
    readonly size: number,
    private readonly timeout?: { ms: number; error: () => Error },
  ) {
    for (let index = 0; index < size; index++) this.slots.push(this.spawn());
  }

  /** Runs one task on the next free worker; resolves with its value or rejects with its error. */
  run<T>(task: unknown): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, task, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Tasks queued for a worker, not yet started. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Stops every worker; tasks still queued or running reject. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.splice(0)) pending.reject(new Error('the worker pool closed'));
    for (const slot of this.slots) clearTimeout(slot.busy?.timer);
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new Worker(this.script, { workerData: this.workerData });
    const slot: Slot = { worker, busy: null };
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const pending = slot.busy;
      if (!pending || pending.id !== reply.id) return;
      clearTimeout(pending.timer);
      slot.busy = null;
      this.completed++;
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(new WorkerTaskError(reply.error.message, reply.error.name, reply.error.statusCode, reply.error.errors));
      this.dispatch();
    });
    const replace = (error: Error) => {
      const pending = slot.busy;
      slot.busy = null;
      clearTimeout(pending?.timer);
      pending?.reject(error);
      if (this.closed) return;
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots[index] = this.spawn();
      this.dispatch();
    };
    worker.on('error', replace);
    worker.on('exit', (code) => {
      if (!this.closed && this.slots.includes(slot)) replace(new Error(`a site worker stopped (exit code ${code})`));
    });
    return slot;
  }

  /**
   * A task past its time: a thread cannot be interrupted, only stopped. Its slot gets a new worker
   * at once (the old one's exit then finds no slot of its own), the task fails alone, and the
   * tasks waiting go on.
   */
  private cutOff(slot: Slot, pending: Pending) {
    if (slot.busy !== pending || this.closed) return;
    slot.busy = null;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots[index] = this.spawn();
    void slot.worker.terminate();
    pending.reject(this.timeout!.error());
    this.dispatch();
  }

  private dispatch() {
    for (const slot of this.slots) {
      while (!slot.busy && this.waiting.length > 0) {
        const pending = this.waiting.shift()!;
        slot.busy = pending;
        slot.worker.ref();
        try {
          slot.worker.postMessage({ id: pending.id, task: pending.task });
          if (this.timeout) pending.timer = setTimeout(() => this.cutOff(slot, pending), this.timeout.ms).unref();
        } catch (error) {
          // A task that cannot be copied to a thread (nested too deep for the structured clone)
          // fails alone; left busy, the slot would hold every later task for ever.
          slot.busy = null;
          pending.reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    }
    for (const slot of this.slots) if (!slot.busy) slot.worker.unref();
  }
}
