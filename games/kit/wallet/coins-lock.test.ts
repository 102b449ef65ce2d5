import { describe, expect, test } from 'vitest';
import { CATCH_UP_MS, COINS_LOCK, coinsLock, fingerprintOf, latestMark, MARK_PREFIX, pageCoinsLock, type LockRequester } from './coins-lock';

/** Web Locks as one browser keeps them for an origin: exclusive names, granted in order, with the held names listed. */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const held = new Set<string>();
  const requested: string[] = [];
  const locks: LockRequester & { held: Set<string>; requested: string[]; refuse: boolean; refuseMarks: boolean } = {
    held,
    requested,
    refuse: false,
    refuseMarks: false,
    request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T> | T): Promise<T> {
      requested.push(name);
      // Every lock here is exclusive: a request that does not say so is refused, as a test of the options.
      if (options?.mode !== 'exclusive') return Promise.reject(new TypeError('not exclusive'));
      if (locks.refuse || (locks.refuseMarks && name.startsWith(MARK_PREFIX))) return Promise.reject(new DOMException('no locks here', 'SecurityError'));
      const before = queues.get(name) ?? Promise.resolve();
      const run = before.then(async () => {
        held.add(name);
        try {
          return await callback();
        } finally {
          held.delete(name);
        }
      });
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name })) }),
  };
  return locks;
}

/** A stored value as a page sees it, with the clock and pause the lock uses. */
function surroundings(view: { text: string }, clock = { now: 0 }) {
  return {
    fingerprint: () => fingerprintOf(view.text),
    now: () => clock.now,
    pause: (ms: number) => {
      clock.now += ms;
      return Promise.resolve();
    },
  };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one step at a time', () => {
  test('steps of two pages never overlap: each read-modify-write sees the one before it', async () => {
    const locks = fakeLocks();
    const shared = { text: '0' };
    const pages = [coinsLock(locks, surroundings(shared)), coinsLock(locks, surroundings(shared))];
    let inside = 0;
    let most = 0;
    const add = async () => {
      inside += 1;
      most = Math.max(most, inside);
      const read = Number(shared.text);
      await tick();
      shared.text = String(read + 1);
      inside -= 1;
    };
    await Promise.all(Array.from({ length: 40 }, (_, i) => pages[i % 2]!(add)));
    expect(shared.text).toBe('40');
    expect(most).toBe(1);
    expect(locks.requested.filter((name) => name === 'brightmoose-coins')).toHaveLength(40);
    expect(COINS_LOCK).toBe('brightmoose-coins');
  });

  test('a step returns what its work returns, and an error of the work reaches the caller and frees the lock', async () => {
    const locks = fakeLocks();
    const run = coinsLock(locks, surroundings({ text: '' }));
    expect(await run(() => 7)).toBe(7);
    let tries = 0;
    await expect(
      run(() => {
        tries += 1;
        return Promise.reject(new Error('broken'));
      }),
    ).rejects.toThrow('broken');
    // The work ran once: its own error is not taken for a refused lock (which would run it again in the page's queue).
    expect(tries).toBe(1);
    expect(await run(() => 'next')).toBe('next');
    expect(locks.held.has(COINS_LOCK)).toBe(false);
  });

  test('without Web Locks, or when the request is refused, steps still queue one at a time in the page', async () => {
    for (const locks of [undefined, Object.assign(fakeLocks(), { refuse: true })]) {
      const run = coinsLock(locks, surroundings({ text: '' }));
      const order: string[] = [];
      const step = (name: string, wait: boolean) => async () => {
        order.push(`${name} in`);
        if (wait) await tick();
        order.push(`${name} out`);
        return name;
      };
      const results = await Promise.all([run(step('a', true)), run(step('b', false)), run(() => Promise.reject(new Error('c'))).catch((error: Error) => error.message), run(step('d', false))]);
      expect(results).toEqual(['a', 'b', 'c', 'd']);
      expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'd in', 'd out']);
    }
  });
});

describe('the storage catch-up mark', () => {
  test('a step that changed the stored state leaves one mark, the next count, and lets its earlier mark go', async () => {
    const locks = fakeLocks();
    const view = { text: 'a' };
    const run = coinsLock(locks, surroundings(view));
    await run(() => (view.text = 'b'));
    expect([...locks.held]).toEqual([`brightmoose-stored-1-${fingerprintOf('b')}`]);
    await run(() => (view.text = 'c'));
    expect([...locks.held]).toEqual([`${MARK_PREFIX}2-${fingerprintOf('c')}`]);
    // A step that changes nothing leaves no new mark.
    await run(() => view.text);
    expect([...locks.held]).toEqual([`${MARK_PREFIX}2-${fingerprintOf('c')}`]);
  });

  test('a page whose view of storage lags waits until it shows the last mark before its step runs', async () => {
    const locks = fakeLocks();
    const writer = { text: 'old' };
    await coinsLock(locks, surroundings(writer))(() => (writer.text = 'new'));
    // The other page still sees the old value; it arrives after three pauses.
    const clock = { now: 0 };
    const lagging = { text: 'old' };
    let pauses = 0;
    const run = coinsLock(locks, {
      ...surroundings(lagging, clock),
      pause: (ms) => {
        clock.now += ms;
        if (++pauses === 3) lagging.text = 'new';
        return Promise.resolve();
      },
    });
    expect(await run(() => lagging.text)).toBe('new');
    expect(pauses).toBe(3);
  });

  test('a view that never catches up waits CATCH_UP_MS at most, then goes on', async () => {
    const locks = fakeLocks();
    const writer = { text: 'x' };
    await coinsLock(locks, surroundings(writer))(() => (writer.text = 'y'));
    const clock = { now: 50_000 };
    const stuck = { text: 'x' };
    expect(await coinsLock(locks, surroundings(stuck, clock))(() => stuck.text)).toBe('x');
    // Pauses of 4 ms from 50 000: it stops at exactly CATCH_UP_MS waited.
    expect(clock.now - 50_000).toBe(CATCH_UP_MS);
  });

  test("a page's own mark, left the latest by a later writer whose tab has closed, is not waited for", async () => {
    const locks = fakeLocks();
    const shared = { text: 'a' };
    const clock = { now: 0 };
    const staying = coinsLock(locks, surroundings(shared, clock));
    await staying(() => (shared.text = 'b'));
    await coinsLock(locks, surroundings(shared))(() => (shared.text = 'c'));
    // The other tab closes: its mark goes with it, and the latest left is this page's own, of a value since replaced.
    locks.held.delete(`${MARK_PREFIX}2-${fingerprintOf('c')}`);
    expect(await staying(() => shared.text)).toBe('c');
    expect(clock.now).toBe(0);
  });

  test('a mark that cannot be held does not stop the step: its result still comes back', async () => {
    const locks = Object.assign(fakeLocks(), { refuseMarks: true });
    const view = { text: 'a' };
    expect(await coinsLock(locks, surroundings(view))(() => (view.text = 'b'))).toBe('b');
    expect(locks.requested.some((name) => name.startsWith(MARK_PREFIX))).toBe(true);
    expect(locks.held.size).toBe(0);
  });

  test('the page lock reads the fingerprint from the stored values under its keys, and a storage that throws reads as empty', async () => {
    const locks = fakeLocks();
    const data = new Map([
      ['wallet', 'w1'],
      ['player', 'p1'],
    ]);
    const storage = { getItem: (key: string) => data.get(key) ?? null };
    await pageCoinsLock(storage, ['wallet', 'player'], locks)(() => data.set('wallet', 'w2'));
    expect([...locks.held]).toEqual([`${MARK_PREFIX}1-${fingerprintOf('w2\u0000p1')}`]);
    // A second page whose storage refuses to be read sees '' and '' (so it waits out the catch-up for the mark, then goes on).
    const refusing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(await pageCoinsLock(refusing, ['wallet', 'player'], locks)(() => 'went on')).toBe('went on');
    // A key with nothing stored reads as empty.
    const partial = fakeLocks();
    const only = new Map([['wallet', 'w1']]);
    await pageCoinsLock({ getItem: (key: string) => only.get(key) ?? null }, ['wallet', 'player'], partial)(() => only.set('wallet', 'w3'));
    expect([...partial.held]).toEqual([`${MARK_PREFIX}1-${fingerprintOf('w3\u0000')}`]);
    // Without a storage at all, the same.
    await pageCoinsLock(null, ['wallet'], fakeLocks())(() => 'fine');
    expect(await pageCoinsLock(null, ['wallet'])(() => 'no locks in Node')).toBe('no locks in Node');
  });

  test('the latest mark is the highest count; other lock names and malformed marks are ignored', () => {
    expect(latestMark([])).toBeNull();
    expect(latestMark([undefined, 'brightmoose-round-abc', `${MARK_PREFIX}x-abc`, `${MARK_PREFIX}3-`, `x${MARK_PREFIX}9-zz`, `${MARK_PREFIX}x5-aa`, `${MARK_PREFIX}5-aa!`])).toBeNull();
    expect(latestMark(['brightmoose-stored-7-ab'])).toEqual({ count: 7, fingerprint: 'ab' });
    expect(latestMark([`${MARK_PREFIX}2-aa`, `${MARK_PREFIX}10-bb`, `${MARK_PREFIX}9-cc`])).toEqual({ count: 10, fingerprint: 'bb' });
    expect(latestMark([`${MARK_PREFIX}4-dd`, `${MARK_PREFIX}4-ee`])).toEqual({ count: 4, fingerprint: 'dd' });
  });

  test('fingerprints tell values apart and are the same for the same value', () => {
    expect(fingerprintOf('{"balance":100}')).toBe(fingerprintOf('{"balance":100}'));
    expect(fingerprintOf('{"balance":100}')).not.toBe(fingerprintOf('{"balance":101}'));
    expect(fingerprintOf('')).toBe((0x811c9dc5).toString(36));
  });
});

test('the page lock waits for its own storage to show the last mark: the step reads the caught-up value, after a few reads', async () => {
  const locks = fakeLocks();
  const shared = new Map([['wallet', 'new']]);
  await pageCoinsLock({ getItem: (key: string) => shared.get(key) ?? null }, ['wallet'], locks)(() => shared.set('wallet', 'newer'));
  // This page's copy of storage shows the older value for its first five reads, then catches up.
  let reads = 0;
  const lagging = { getItem: () => (++reads <= 5 ? 'new' : 'newer') };
  expect(await pageCoinsLock(lagging, ['wallet'], locks)(() => lagging.getItem())).toBe('newer');
  // A page that can read nothing compares '' with the mark: with nothing to catch up to, it reads little.
  const sound = fakeLocks();
  sound.held.add(`${MARK_PREFIX}1-${fingerprintOf('')}`);
  expect(await pageCoinsLock({ getItem: () => null }, ['wallet'], sound)(() => 'read nothing')).toBe('read nothing');
  let refusedReads = 0;
  const refusing = {
    getItem: () => {
      refusedReads += 1;
      throw new DOMException('blocked', 'SecurityError');
    },
  };
  expect(await pageCoinsLock(refusing, ['wallet'], sound)(() => 'ok')).toBe('ok');
  expect(refusedReads).toBeLessThanOrEqual(3);
});

test('a query that lists no locks counts as no mark', async () => {
  const locks = { ...fakeLocks(), query: () => Promise.resolve({}) };
  const view = { text: 'a' };
  expect(await coinsLock(locks, surroundings(view))(() => 'ran')).toBe('ran');
});
