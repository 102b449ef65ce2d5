import { expect, test } from 'vitest';
import { holdRoundLock, liveRoundIds, type RoundLockManager } from './round-locks';

function fakeLocks(fail = false) {
  const held = new Set<string>();
  const locks: RoundLockManager & { held: Set<string> } = {
    held,
    async request(name, callback) {
      if (fail) throw new DOMException('refused', 'SecurityError');
      held.add(name);
      await callback();
      held.delete(name);
    },
    query: () => (fail ? Promise.reject(new Error('no')) : Promise.resolve({ held: [...held, 'brightmoose-coins'].map((name) => ({ name })) })),
  };
  return locks;
}

test('a round lock is held from `held` until `release`, and the live rounds are read from the held locks', async () => {
  const locks = fakeLocks();
  const one = holdRoundLock('r1', locks);
  const two = holdRoundLock('r2', locks);
  await Promise.all([one.held, two.held]);
  expect([...locks.held]).toEqual(['brightmoose-round-r1', 'brightmoose-round-r2']);
  expect(await liveRoundIds(locks)).toEqual(new Set(['r1', 'r2']));
  one.release();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(await liveRoundIds(locks)).toEqual(new Set(['r2']));
});

test('without Web Locks, or when they fail, a round counts as held at once and the live rounds are unknown', async () => {
  await expect(holdRoundLock('r1', undefined).held).resolves.toBeUndefined();
  expect(await liveRoundIds(undefined)).toBeNull();
  const failing = fakeLocks(true);
  await expect(holdRoundLock('r1', failing).held).resolves.toBeUndefined();
  expect(await liveRoundIds(failing)).toBeNull();
});

test('held locks without a name, or a query with no list, count as no live round', async () => {
  expect(await liveRoundIds({ request: () => Promise.resolve(), query: () => Promise.resolve({ held: [{}, { name: 'brightmoose-round-x' }] }) })).toEqual(new Set(['x']));
  expect(await liveRoundIds({ request: () => Promise.resolve(), query: () => Promise.resolve({}) })).toEqual(new Set());
});
