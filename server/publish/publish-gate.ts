// At most one publish at a time per server instance (docs/decisions/029): a publish copies and
// writes a whole site, so two at once only halve each other's speed and double the disk traffic.
// Publishes asked for while one runs wait in a short queue; beyond it the caller is told to come
// back later (429 with Retry-After), rather than piling up work nobody may still be waiting for.

/** A publish refused because one is running and the queue is full: 429, with the seconds to wait. */
export class PublishBusy extends Error {
  readonly statusCode = 429;
  override name = 'PublishBusy';
  constructor(readonly retryAfterSeconds: number) {
    super(`A publish is running and the queue behind it is full; nothing was published, try again in ${retryAfterSeconds} s.`);
  }
}

/**
 * Wraps a publish function so one call runs at a time, in the order asked; at most `queue` calls
 * wait behind the running one, further calls reject with PublishBusy at once. Retry-After is the
 * last publish's duration times the calls ahead, at least 1 s.
 */
export function oneAtATime<A, R>(run: (arg: A) => Promise<R>, { queue }: { queue: number }): (arg: A) => Promise<R> {
  let tail: Promise<unknown> = Promise.resolve();
  let inFlight = 0;
  let lastSeconds = 1;
  return (arg) => {
    if (inFlight > queue) throw new PublishBusy(Math.max(1, Math.ceil(lastSeconds * inFlight)));
    inFlight++;
    const result = tail.then(async () => {
      const started = performance.now();
      try {
        return await run(arg);
      } finally {
        lastSeconds = (performance.now() - started) / 1000;
        inFlight--;
      }
    });
    tail = result.catch(() => undefined);
    return result;
  };
}

/**
 * Runs the work given under one key one call after another, in the order asked, while work under
 * other keys runs beside it; a call that fails ends only itself. (Publishes of one folder; an
 * account's creates, counted against its quota and stored in one turn.)
 */
export function inTurnByKey(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (key, work) => {
    const run = (tails.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
    tails.set(key, run);
    return run.finally(() => {
      if (tails.get(key) === run) tails.delete(key);
    });
  };
}
