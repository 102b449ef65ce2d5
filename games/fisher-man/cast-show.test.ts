import { expect, test } from 'vitest';
import { CAST_TIMING, ease, isRevealed, showLength, showPoint, type ShowPoint } from './cast-show';

const point = (): ShowPoint => ({ phase: 'flight', progress: 0 });

test('a landed cast flies, bites, is reeled in, then rests on its result', () => {
  const at = (elapsed: number) => ({ ...showPoint({ landed: true, elapsed }, true, point()) });
  expect(at(0)).toEqual({ phase: 'flight', progress: 0 });
  expect(at(CAST_TIMING.flight / 2)).toEqual({ phase: 'flight', progress: 0.5 });
  expect(at(CAST_TIMING.flight).phase).toBe('bite');
  expect(at(CAST_TIMING.flight + CAST_TIMING.bite).phase).toBe('reel');
  expect(at(showLength(true))).toEqual({ phase: 'result', progress: 1 });
});

test('a missed cast fights free instead of being reeled in', () => {
  expect(showPoint({ landed: false, elapsed: CAST_TIMING.flight + CAST_TIMING.bite + 10 }, true, point()).phase).toBe('escape');
  expect(showLength(false)).toBe(CAST_TIMING.flight + CAST_TIMING.bite + CAST_TIMING.escape);
});

test('the outcome is revealed only after the bite, or at once with reduced motion', () => {
  expect(isRevealed({ elapsed: CAST_TIMING.flight }, true)).toBe(false);
  expect(isRevealed({ elapsed: CAST_TIMING.flight + CAST_TIMING.bite }, true)).toBe(true);
  expect(isRevealed({ elapsed: 0 }, false)).toBe(true);
  expect(showPoint({ landed: true, elapsed: 0 }, false, point())).toEqual({ phase: 'result', progress: 1 });
});

test('easing starts slow, ends slow and stays within 0 and 1', () => {
  expect(ease(0)).toBe(0);
  expect(ease(1)).toBe(1);
  expect(ease(0.5)).toBe(0.5);
  expect(ease(-1)).toBe(0);
  expect(ease(2)).toBe(1);
  expect(ease(0.1)).toBeLessThan(0.1);
});
