import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { AUTH_POLICY } from '../auth/policy';
import { startExpirySweep } from './expiry-sweep';
import { openPreviewStore } from './open-store';

afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

test('the sweep deletes what is unused for the stated days, soon after start and then periodically, without keeping the process alive', async () => {
  vi.useFakeTimers();
  const cutoffs: Date[] = [];
  const store = { expireUnused: (cutoff: Date) => Promise.resolve(cutoffs.push(cutoff)), accounts: { purge: () => Promise.resolve() } };
  const intervals = vi.spyOn(globalThis, 'setInterval');
  const sweep = startExpirySweep(store, { days: 90, everyMs: 60_000, now: () => 1_000 * DAY });
  expect((intervals.mock.results.at(-1)?.value as NodeJS.Timeout).hasRef()).toBe(false);
  expect(cutoffs).toEqual([]);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(cutoffs).toEqual([new Date(910 * DAY)]);
  await vi.advanceTimersByTimeAsync(60_000 * 3);
  expect(cutoffs).toHaveLength(4);
  sweep.stop();
  await vi.advanceTimersByTimeAsync(60_000 * 3);
  expect(cutoffs).toHaveLength(4);
});

test('one sweep at a time; a failing one is logged and the next still runs', async () => {
  let finish: (deleted: number) => void = () => undefined;
  const calls: Date[] = [];
  const store = {
    expireUnused: (cutoff: Date) => {
      calls.push(cutoff);
      if (calls.length === 2) return Promise.reject(new Error('disk gone'));
      return new Promise<number>((resolve) => (finish = resolve));
    },
    accounts: { purge: () => Promise.resolve() },
  };
  const log: string[] = [];
  const sweep = startExpirySweep(store, { days: 1, everyMs: 3_600_000, log: (line) => log.push(line) });
  try {
    const first = sweep.runOnce();
    expect(sweep.runOnce()).toBe(first);
    finish(3);
    expect(await first).toBe(3);
    expect(await sweep.runOnce()).toBe(0);
    expect(log).toEqual(['The expiry of unused generations failed: disk gone']);
    const third = sweep.runOnce();
    finish(1);
    expect(await third).toBe(1);
    expect(calls).toHaveLength(3);
  } finally {
    sweep.stop();
  }
});

test('each sweep also forgets ended sessions, expired links and sign-in failures past the throttling window, in the real store', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-'));
  const store = await openPreviewStore({ databasePath: join(dir, 'previews.db') });
  const sweep = startExpirySweep(store, { days: 90 });
  try {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const account = await store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: null, generations: [] }, ago(0));
    await store.accounts.createSession('ended', account.id, ago(13 * HOUR), ago(HOUR));
    await store.accounts.createSession('live', account.id, ago(HOUR), ago(-HOUR));
    const link = { kind: 'sign-in', accountId: account.id, role: null, email: null, generationId: null } as const;
    await store.accounts.createLink('expired', { ...link, expiresAt: ago(2 * HOUR) }, ago(3 * HOUR));
    await store.accounts.createLink('usable', { ...link, expiresAt: ago(-HOUR) }, ago(0));
    await store.accounts.recordFailure(['address:192.0.2.1'], ago(AUTH_POLICY.failureWindowMs + 60_000));
    await store.accounts.recordFailure(['address:192.0.2.1'], ago(60_000));

    await sweep.runOnce();
    expect(await store.accounts.session('ended')).toBeUndefined();
    expect(await store.accounts.session('live')).toBeDefined();
    expect(await store.accounts.link('expired')).toBeUndefined();
    expect(await store.accounts.link('usable')).toBeDefined();
    // The failure still within the window still counts; the older one (and the address it names) is gone.
    expect(await store.accounts.failures('address:192.0.2.1', ago(DAY))).toEqual({ count: 1, oldest: expect.any(String) });
  } finally {
    sweep.stop();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
