/** What committing a batch says of one of its items: its result, or why it alone was refused. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Group commit: items submitted while the process is busy, or while the previous batch is still
 * committing, wait and are then committed together by one call of `commit` (one transaction, one
 * sync to disk), instead of one transaction each. One batch commits at a time. Each submitter's
 * promise settles only after the whole batch is committed, so an acknowledged item is as durable
 * as with a transaction of its own. `commit` (synchronous, or a promise for a database across the
 * network) gives one outcome per item, in order; when it throws or rejects, nothing of the batch
 * was committed and every item of it is rejected with that error.
 */
export function groupCommit<I, R>(commit: (items: I[]) => ItemOutcome<R>[] | Promise<ItemOutcome<R>[]>): (item: I) => Promise<R> {
  let queue: { item: I; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  let committing = false;

  const flush = async () => {
    const batch = queue;
    queue = [];
    committing = true;
    let outcomes: ItemOutcome<R>[] | undefined;
    let failure: { error: unknown } | undefined;
    try {
      outcomes = await commit(batch.map((entry) => entry.item));
    } catch (error) {
      failure = { error };
    }
    committing = false;
    // What arrived during the commit is the next batch.
    if (queue.length > 0) setImmediate(() => void flush());
    batch.forEach((entry, index) => {
      const outcome = outcomes?.[index];
      if (failure) entry.reject(failure.error);
      else if (!outcome) entry.reject(new Error('the batch commit gave no outcome for an item'));
      else if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      if (queue.length === 0 && !committing) setImmediate(() => void flush());
      queue.push({ item, resolve, reject });
    });
}
