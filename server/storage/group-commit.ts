/** What committing a batch says of one of its items: its result, or why it alone was refused. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Group commit: items submitted while the process is busy wait for the next turn of the event
 * loop and are then committed together by one call of `commit` (one transaction, one sync to
 * disk), instead of one transaction each. Each submitter's promise settles only after the whole
 * batch is committed, so an acknowledged item is as durable as with a transaction of its own.
 * `commit` returns one outcome per item, in order; when it throws, nothing of the batch was
 * committed and every item of it is rejected with that error.
 */
export function groupCommit<I, R>(commit: (items: I[]) => ItemOutcome<R>[]): (item: I) => Promise<R> {
  let queue: { item: I; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];

  const flush = () => {
    const batch = queue;
    queue = [];
    let outcomes: ItemOutcome<R>[];
    try {
      outcomes = commit(batch.map((entry) => entry.item));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, index) => {
      const outcome = outcomes[index];
      if (!outcome) entry.reject(new Error('the batch commit gave no outcome for an item'));
      else if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ item, resolve, reject });
    });
}
