import { expect, test } from 'vitest';
import { createPond, fishAt, place, startle, stepAim, swim } from './pond';
import { pondLayout } from './pond-layout';

test('the lanes lie under the surface, smallest fish shallowest, and fish and tags stay inside the pond', () => {
  for (const [width, height] of [
    [304, 220],
    [926, 420],
  ] as const) {
    const layout = pondLayout(width, height);
    expect(layout.lanes[0]!).toBeGreaterThan(layout.surface);
    expect(layout.lanes.at(-1)!).toBeLessThan(height);
    expect([...layout.lanes]).toEqual([...layout.lanes].sort((a, b) => a - b));
    layout.minX.forEach((min, i) => {
      expect(min - layout.lengths[i]! / 2).toBeGreaterThan(0);
      expect(layout.maxX[i]! + layout.lengths[i]! / 2).toBeLessThan(width);
    });
    expect(layout.rodTipY).toBeGreaterThan(0);
  }
});

test('fish swim within their lanes and turn at the ends', () => {
  const pond = createPond(6);
  const seen = new Set<number>();
  for (let frame = 0; frame < 60 * 30; frame++) {
    swim(pond, 1000 / 60);
    for (let i = 0; i < 6; i++) {
      expect(pond.along[i]!).toBeGreaterThanOrEqual(0);
      expect(pond.along[i]!).toBeLessThanOrEqual(1);
    }
    seen.add(pond.heading[0]!);
  }
  expect(seen).toEqual(new Set([1, -1]));
  expect(pond.time).toBeCloseTo(30_000, 6);
});

test('a hooked fish holds still while the others swim on', () => {
  const pond = createPond(6);
  pond.hooked = 2;
  const before = [...pond.along];
  swim(pond, 500);
  expect(pond.along[2]).toBe(before[2]);
  expect(pond.along[1]).not.toBe(before[1]);
});

test('a startled fish dashes away from the middle, faster than it swims', () => {
  const pond = createPond(6);
  pond.along[3] = 0.3;
  startle(pond, 3);
  expect(pond.heading[3]).toBe(1);
  swim(pond, 100);
  expect(pond.along[3] - 0.3).toBeCloseTo(5 * pond.speed[3]! * 0.1, 9);
});

test('a tap picks the fish under it, or the nearest one within a fingertip, or none', () => {
  const layout = pondLayout(360, 260);
  const pond = createPond(6);
  place(pond, layout, 0);
  for (let i = 0; i < 6; i++) expect(fishAt(pond, layout, pond.x[i]!, pond.y[i]!)).toBe(i);
  expect(fishAt(pond, layout, pond.x[4]! + 10, pond.y[4]! - 5)).toBe(4);
  expect(fishAt(pond, layout, 2, 2)).toBe(-1);
});

test('with reduced motion the fish do not bob: place puts each on its lane line', () => {
  const layout = pondLayout(360, 260);
  const pond = createPond(6);
  pond.time = 1234;
  place(pond, layout, 0);
  for (let i = 0; i < 6; i++) expect(pond.y[i]).toBe(layout.lanes[i]);
});

test('arrow keys step the aim one fish at a time and wrap at either end', () => {
  expect(stepAim(0, 1, 6)).toBe(1);
  expect(stepAim(5, 1, 6)).toBe(0);
  expect(stepAim(0, -1, 6)).toBe(5);
});
