import { expect, test } from 'vitest';
import { groupCommit, type ItemOutcome } from './group-commit';

test('items submitted in one turn are committed together, each answered with its own outcome', async () => {
  const batches: number[][] = [];
  const submit = groupCommit<number, number>((items) => {
    batches.push(items);
    return items.map((item): ItemOutcome<number> => (item < 0 ? { ok: false, error: new Error(`refused ${item}`) } : { ok: true, value: item * 10 }));
  });
  const first = [submit(1), submit(-2), submit(3)];
  const results = await Promise.allSettled(first);
  expect(batches).toEqual([[1, -2, 3]]);
  expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([10, 'refused -2', 30]);

  // A later turn is a new batch.
  await expect(submit(4)).resolves.toBe(40);
  expect(batches).toEqual([[1, -2, 3], [4]]);
});

test('no item is answered before its batch is committed', async () => {
  const events: string[] = [];
  const submit = groupCommit<string, string>((items) => {
    events.push(`commit ${items.join(',')}`);
    return items.map((item) => ({ ok: true, value: item }));
  });
  const done = Promise.all(['a', 'b'].map((item) => submit(item).then(() => events.push(`answered ${item}`))));
  events.push('submitted');
  await done;
  expect(events).toEqual(['submitted', 'commit a,b', 'answered a', 'answered b']);
});

test('a batch whose commit fails rejects every item of it, and the next batch is unaffected', async () => {
  let fail = true;
  const submit = groupCommit<number, number>((items) => {
    if (fail) throw new Error('disk full');
    return items.map((item) => ({ ok: true, value: item }));
  });
  const results = await Promise.allSettled([submit(1), submit(2)]);
  expect(results.map((result) => result.status === 'rejected' && (result.reason as Error).message)).toEqual(['disk full', 'disk full']);
  fail = false;
  await expect(submit(3)).resolves.toBe(3);
});
