import { expect, test } from 'vitest';
import { prizeColour } from './palette';
import { multiplierText, SEGMENTS, TOTAL_WEIGHT } from './rules';
import { pointAt, slicePath, wheelMarkup } from './wheel-markup';

const markup = wheelMarkup();
const slices = [...markup.matchAll(/<path class="wof__slice" d="M0 0L([-\d.]+) ([-\d.]+)A96 96 0 (\d) 1 ([-\d.]+) ([-\d.]+)Z" fill="(#[0-9a-f]{6})"\/>/g)];

/** Clockwise degrees from the top of a point drawn on the wheel. */
const angleOf = (x: number, y: number) => ((Math.atan2(x, -y) * 180) / Math.PI + 360) % 360;

test('the wheel draws one slice per segment, in its prize colour, in order clockwise from the top', () => {
  expect(slices).toHaveLength(SEGMENTS.length);
  slices.forEach((slice, i) => expect(slice[6]).toBe(prizeColour(SEGMENTS[i]!.multiplier)));
  expect(angleOf(Number(slices[0]![1]), Number(slices[0]![2]))).toBeCloseTo(0, 1);
});

test('each slice is drawn as wide as its weight: 360 × w / total degrees, so the sizes visibly differ', () => {
  slices.forEach((slice, i) => {
    const from = angleOf(Number(slice[1]), Number(slice[2]));
    const to = angleOf(Number(slice[4]), Number(slice[5]));
    const drawn = (to - from + 360) % 360;
    expect(drawn).toBeCloseTo((360 * SEGMENTS[i]!.weight) / TOTAL_WEIGHT, 0);
  });
  const widths = SEGMENTS.map((segment) => segment.weight);
  expect(Math.max(...widths) / Math.min(...widths)).toBeGreaterThanOrEqual(5);
});

test('every segment is labelled with its multiplier', () => {
  const labels = [...markup.matchAll(/<text transform[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]);
  expect(labels).toEqual(SEGMENTS.map((segment) => multiplierText(segment.multiplier)));
});

test('a slice over half the circle uses the large arc flag', () => {
  expect(slicePath(0, 200)).toContain('A96 96 0 1 1');
  expect(slicePath(0, 90)).toBe(`M0 0L0 -96A96 96 0 0 1 96 0Z`);
  expect(pointAt(180, 10)).toEqual({ x: 0, y: 10 });
});

test('in French the labels write the multipliers with a decimal comma', () => {
  const labels = [...wheelMarkup('fr').matchAll(/<text transform[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]);
  expect(labels).toEqual(SEGMENTS.map((segment) => multiplierText(segment.multiplier).replace('.', ',')));
  expect(labels).toContain('×0,2');
});
