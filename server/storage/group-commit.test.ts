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

test('with a commit that takes time, what arrives meanwhile waits and is the next batch: one commit at a time', async () => {
  const batches: number[][] = [];
  let running = 0;
  let most = 0;
  const submit = groupCommit<number, number>(async (items) => {
    running++;
    most = Math.max(most, running);
    batches.push(items);
    await new Promise((resolve) => setTimeout(resolve, 20));
    running--;
    return items.map((item) => ({ ok: true, value: item * 2 }));
  });
  const first = [submit(1), submit(2)];
  // Submitted after the first batch has started committing, before it is done.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const second = [submit(3), submit(4), submit(5)];
  expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
  expect(batches).toEqual([
    [1, 2],
    [3, 4, 5],
  ]);
  expect(most).toBe(1);
});

test('a commit that rejects rejects its batch only; the items waiting behind it are committed next', async () => {
  let calls = 0;
  const submit = groupCommit<number, number>(async (items) => {
    calls++;
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (calls === 1) throw new Error('connection lost');
    return items.map((item) => ({ ok: true, value: item }));
  });
  const first = submit(1);
  await new Promise((resolve) => setTimeout(resolve, 2));
  const second = submit(2);
  await expect(first).rejects.toThrow('connection lost');
  await expect(second).resolves.toBe(2);
});
