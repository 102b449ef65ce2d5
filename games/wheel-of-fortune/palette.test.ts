import { expect, test } from 'vitest';
import { contrastRatio, PRIZE_COLOURS, prizeColour, relativeLuminance } from './palette';
import { SEGMENTS } from './rules';

const colours = Object.values(PRIZE_COLOURS);

test('every prize on the wheel has its own colour', () => {
  for (const segment of SEGMENTS) expect(prizeColour(segment.multiplier)).toMatch(/^#[0-9a-f]{6}$/);
  expect(new Set(colours).size).toBe(colours.length);
  expect(() => prizeColour(123)).toThrow(RangeError);
});

test('the turning wheel cannot flash: all segment colours lie within 0.1 of each other in relative luminance', () => {
  const luminances = colours.map(relativeLuminance);
  expect(Math.max(...luminances) - Math.min(...luminances)).toBeLessThan(0.1);
});

test('no segment is a saturated red (WCAG red flash)', () => {
  for (const colour of colours) {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)) as [number, number, number];
    expect(r / (r + g + b)).toBeLessThan(0.8);
  }
});

test('white labels read at 4.5:1 or better on every segment', () => {
  for (const colour of colours) expect(contrastRatio('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
});
