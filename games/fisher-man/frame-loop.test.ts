import { expect, test } from 'vitest';
import { createFrameLoop, MAX_STEP, type LoopHost } from './frame-loop';

/** A host whose frames run when the test says, with a visibility switch. */
function fakeHost() {
  let next = 1;
  const queued = new Map<number, (now: number) => void>();
  let hidden = false;
  let listener = () => {};
  const host: LoopHost = {
    request(callback) {
      queued.set(next, callback);
      return next++;
    },
    cancel: (id) => queued.delete(id),
    hidden: () => hidden,
    onVisibilityChange: (l) => (listener = l),
  };
  return {
    host,
    pending: () => queued.size,
    frame(now: number) {
      const callbacks = [...queued.values()];
      queued.clear();
      for (const callback of callbacks) callback(now);
    },
    setHidden(value: boolean) {
      hidden = value;
      listener();
    },
  };
}

test('the loop keeps asking for frames while the frame wants them, one request at a time', () => {
  const fake = fakeHost();
  const steps: number[] = [];
  const loop = createFrameLoop((dt) => (steps.push(dt), true), fake.host);
  loop.wake();
  loop.wake();
  expect(fake.pending()).toBe(1);
  fake.frame(1000);
  fake.frame(1016);
  fake.frame(1033);
  expect(steps).toEqual([1000 / 60, 16, 17]);
  expect(loop.running()).toBe(true);
});

test('the loop stops when the page is hidden and starts again, without a jump, when it shows', () => {
  const fake = fakeHost();
  const steps: number[] = [];
  const loop = createFrameLoop((dt) => (steps.push(dt), true), fake.host);
  loop.wake();
  fake.frame(0);
  fake.setHidden(true);
  expect(fake.pending()).toBe(0);
  expect(loop.running()).toBe(false);
  loop.wake();
  expect(fake.pending()).toBe(0);
  fake.setHidden(false);
  expect(fake.pending()).toBe(1);
  fake.frame(60_000);
  expect(steps).toEqual([1000 / 60, 1000 / 60]);
});

test('an idle frame ends the loop until something wakes it; long gaps are capped', () => {
  const fake = fakeHost();
  let wanted = false;
  const steps: number[] = [];
  const loop = createFrameLoop((dt) => (steps.push(dt), wanted), fake.host);
  loop.wake();
  fake.frame(0);
  expect(loop.running()).toBe(false);
  wanted = true;
  loop.wake();
  fake.frame(5_000);
  fake.frame(5_400);
  expect(steps).toEqual([1000 / 60, 1000 / 60, MAX_STEP]);
});
