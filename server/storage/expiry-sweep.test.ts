import { afterEach, expect, test, vi } from 'vitest';
import { startExpirySweep } from './expiry-sweep';

afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 60 * 60 * 1000;

test('the sweep deletes what is unused for the stated days, soon after start and then periodically, without keeping the process alive', async () => {
  vi.useFakeTimers();
  const cutoffs: Date[] = [];
  const store = { expireUnused: (cutoff: Date) => Promise.resolve(cutoffs.push(cutoff)) };
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
