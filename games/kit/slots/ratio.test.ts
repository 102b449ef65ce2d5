import { expect, test } from 'vitest';
import { add, div, mul, ratio, sub, toDecimal, toPercent } from './ratio';

test('fractions stay exact and in lowest terms', () => {
  expect(add(ratio(1, 3), ratio(1, 6))).toEqual(ratio(1, 2));
  expect(sub(ratio(1, 2), ratio(1, 3))).toEqual({ num: 1n, den: 6n });
  expect(mul(ratio(2, 3), ratio(9, 4))).toEqual({ num: 3n, den: 2n });
  expect(div(ratio(1, 2), ratio(-1, 4))).toEqual({ num: -2n, den: 1n });
  expect(() => ratio(1, 0)).toThrow(RangeError);
});

test('decimals round half up exactly, with no floating point on the way', () => {
  expect(toPercent(ratio(965, 1000))).toBe('96.50');
  expect(toPercent(ratio(2123, 8000))).toBe('26.54');
  expect(toPercent(ratio(2123, 8000), 1)).toBe('26.5');
  expect(toPercent(ratio(1, 8), 1)).toBe('12.5');
  expect(toPercent(ratio(1, 3), 2)).toBe('33.33');
  expect(toDecimal(ratio(281, 2), 1)).toBe('140.5');
  expect(toDecimal(ratio(2805, 2000), 2)).toBe('1.40');
  expect(toDecimal(ratio(28051, 20000), 3)).toBe('1.403');
  expect(toDecimal(ratio(5, 2), 0)).toBe('3');
});
