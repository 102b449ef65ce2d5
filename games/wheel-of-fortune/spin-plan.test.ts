import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { SEGMENTS, TOTAL_WEIGHT } from './rules';
import { EDGE_MARGIN, landingRotation, normalize, rotationAt, segmentArc, segmentUnderPointer, SPIN_MS, SPIN_TURNS } from './spin-plan';

test('segments are sized by weight: each arc is 360 × w_i / total degrees, and the arcs close the circle', () => {
  SEGMENTS.forEach((segment, i) => {
    const { start, end } = segmentArc(i);
    expect(end - start).toBeCloseTo((360 * segment.weight) / TOTAL_WEIGHT, 9);
    if (i > 0) expect(start).toBe(segmentArc(i - 1).end);
  });
  expect(segmentArc(0).start).toBe(0);
  expect(segmentArc(SEGMENTS.length - 1).end).toBeCloseTo(360, 9);
});

test('for every segment and every spot across it, the spin ends with the pointer inside that segment, clear of its edges', () => {
  const random = seededRandom(42);
  let from = 0;
  for (let segment = 0; segment < SEGMENTS.length; segment++) {
    for (const offset of [0, 0.001, 0.25, 0.5, 0.75, 0.999, 1, random.nextInt(1000) / 1000]) {
      const end = landingRotation(from, segment, offset);
      expect(segmentUnderPointer(end)).toBe(segment);
      const { start, end: edge } = segmentArc(segment);
      const under = normalize(-end);
      const clear = (edge - start) * EDGE_MARGIN - 1e-9;
      expect(under - start).toBeGreaterThanOrEqual(clear);
      expect(edge - under).toBeGreaterThanOrEqual(clear);
      // Always forward, and at least the promised full turns.
      expect(end - from).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
      expect(end - from).toBeLessThan((SPIN_TURNS + 1) * 360);
      from = end;
    }
  }
});

test('the pointer reads the segment at any rotation, including whole turns and negative angles', () => {
  expect(segmentUnderPointer(0)).toBe(0);
  expect(segmentUnderPointer(720)).toBe(0);
  // Turning the wheel back by a little brings the start of segment 0 under the pointer.
  expect(segmentUnderPointer(-1)).toBe(0);
  // Turning it forward by a little brings the end of the last segment under the pointer.
  expect(segmentUnderPointer(1)).toBe(SEGMENTS.length - 1);
});

test('the spin starts where it was, slows down, and stops exactly at its end', () => {
  expect(rotationAt(100, 1900, 0)).toBe(100);
  expect(rotationAt(100, 1900, SPIN_MS)).toBe(1900);
  expect(rotationAt(100, 1900, SPIN_MS + 500)).toBe(1900);
  const steps = Array.from({ length: 11 }, (_, i) => rotationAt(0, 1800, (SPIN_MS * i) / 10));
  const moves = steps.slice(1).map((angle, i) => angle - steps[i]!);
  for (let i = 1; i < moves.length; i++) expect(moves[i]!).toBeLessThan(moves[i - 1]!);
  expect(rotationAt(0, 1800, 10, 0)).toBe(1800);
});

test('the spin eases out: half the time in, it has covered 15/16 of the way (1 - (1 - t)^4)', () => {
  expect(rotationAt(100, 1900, SPIN_MS / 2)).toBeCloseTo(100 + 1800 * (15 / 16), 9);
  expect(rotationAt(100, 1900, SPIN_MS / 4)).toBeCloseTo(100 + 1800 * (1 - 0.75 ** 4), 9);
});

test('at its last moment the spin is exactly at its end, where from + (to - from) would round off', () => {
  // 256.1 + (1440.8 - 256.1) is 1440.7999999999997 in floating point.
  expect(rotationAt(256.1, 1440.8, SPIN_MS)).toBe(1440.8);
});

test('with no time to spin, the wheel is at its end even for a frame stamped before the start', () => {
  expect(rotationAt(0, 1800, -5, 0)).toBe(1800);
});

test('an offset outside 0 to 1 is refused, saying which', () => {
  for (const offset of [-0.1, 1.1, Number.NaN]) expect(() => landingRotation(0, 0, offset)).toThrow(new RangeError(`offset ${offset} is outside 0 to 1`));
});
