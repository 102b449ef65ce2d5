// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { Reveal } from './reveal';

afterEach(() => void vi.useRealTimers());

test('a skip ends every pause and count-up at once, on their final state', async () => {
  vi.useFakeTimers();
  const reveal = new Reveal();
  const shown: number[] = [];
  const steps: string[] = [];
  const run = (async () => {
    await reveal.wait(5_000);
    steps.push('paused');
    await reveal.countUp(0, 750, 1_500, (value) => shown.push(value));
    steps.push('counted');
    await reveal.wait(5_000);
    steps.push('done');
  })();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(steps).toEqual([]);
  reveal.skip();
  await run;
  expect(steps).toEqual(['paused', 'counted', 'done']);
  expect(shown.at(-1)).toBe(750);
});

test('a count-up ends on its figure after its time, in whole coins on the way', async () => {
  vi.useFakeTimers();
  const reveal = new Reveal();
  const shown: number[] = [];
  const counting = reveal.countUp(100, 1_100, 1_000, (value) => shown.push(value));
  await vi.advanceTimersByTimeAsync(1_000);
  await counting;
  expect(shown.at(-1)).toBe(1_100);
  expect(shown.every((value) => Number.isInteger(value) && value >= 100 && value <= 1_100)).toBe(true);
  expect(shown.length).toBeGreaterThan(2);
});
