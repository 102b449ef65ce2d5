import { expect, test } from 'vitest';
import { add, compare, div, mul, ratio, sub, toDecimal, toPercent } from './ratio';

test('fractions stay exact and in lowest terms', () => {
  expect(add(ratio(1, 3), ratio(1, 6))).toEqual(ratio(1, 2));
  expect(sub(ratio(1, 2), ratio(1, 3))).toEqual({ num: 1n, den: 6n });
  expect(mul(ratio(2, 3), ratio(9, 4))).toEqual({ num: 3n, den: 2n });
  expect(div(ratio(1, 2), ratio(-1, 4))).toEqual({ num: -2n, den: 1n });
  expect(() => ratio(1, 0)).toThrow(RangeError);
});

test('the sign sits on the numerator, the denominator stays positive', () => {
  expect(ratio(1, -3)).toEqual({ num: -1n, den: 3n });
  expect(ratio(-6, -4)).toEqual({ num: 3n, den: 2n });
  expect(ratio(-2, 4)).toEqual({ num: -1n, den: 2n });
  expect(sub(ratio(1, 3), ratio(1, 2))).toEqual({ num: -1n, den: 6n });
  expect(ratio(0, -5)).toEqual({ num: 0n, den: 1n });
});

test('a zero denominator is refused with the reason', () => {
  expect(() => ratio(3, 0)).toThrow('a ratio cannot have a zero denominator');
  expect(() => div(ratio(1, 2), ratio(0))).toThrow(RangeError);
});

test('compare orders fractions exactly: -1, 0 or 1', () => {
  expect(compare(ratio(5, 2), ratio(7, 3))).toBe(1);
  expect(compare(ratio(7, 3), ratio(5, 2))).toBe(-1);
  expect(compare(ratio(2, 3), ratio(4, 6))).toBe(0);
  expect(compare(ratio(-1, 2), ratio(1, 3))).toBe(-1);
  expect(compare(ratio(1, 3), ratio(-1, 2))).toBe(1);
  // Too close for floating point to tell apart, but not equal.
  const big = 10n ** 20n;
  expect(compare(ratio(big + 1n, big), ratio(big, big - 1n))).toBe(-1);
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

test('a decimal of zero is all zeros, and a negative ratio is refused', () => {
  expect(toDecimal(ratio(0), 2)).toBe('0.00');
  expect(toPercent(ratio(0, 7))).toBe('0.00');
  expect(() => toDecimal(ratio(-1, 200), 1)).toThrow('toDecimal takes a ratio of at least 0');
});
