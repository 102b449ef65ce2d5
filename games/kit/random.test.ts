import { expect, test } from 'vitest';
import { cryptoRandom, randomFromWords, seededRandom } from './random';

test('results stay in [0, max) for many ranges', () => {
  const random = seededRandom(1);
  for (const max of [1, 2, 3, 7, 10, 52, 416, 1000, 2 ** 31 + 5]) {
    for (let i = 0; i < 2000; i++) {
      const value = random.nextInt(max);
      expect(Number.isInteger(value) && value >= 0 && value < max).toBe(true);
    }
  }
});

test('a seed always gives the same sequence and another seed a different one', () => {
  const draw = (seed: number) =>
    Array.from(
      { length: 20 },
      (
        (random) => () =>
          random.nextInt(1000)
      )(seededRandom(seed)),
    );
  expect(draw(42)).toEqual(draw(42));
  expect(draw(42)).not.toEqual(draw(43));
});

test('a seeded run of 130,000 draws over 13 values passes a chi-square check', () => {
  const random = seededRandom(2024);
  const counts = new Array<number>(13).fill(0);
  const draws = 130_000;
  for (let i = 0; i < draws; i++) counts[random.nextInt(13)]!++;
  const expected = draws / 13;
  const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  // 12 degrees of freedom: the 99.9th percentile is 32.9.
  expect(chiSquare).toBeLessThan(32.9);
});

test('words in the biased tail are rejected, not folded back with a modulo', () => {
  // For max 3, 2^32 % 3 = 1, so the one word 2^32 - 1 must be thrown away.
  const words = [2 ** 32 - 1, 2 ** 32 - 1, 5];
  let calls = 0;
  const random = randomFromWords((array) => {
    array[0] = words[calls++]!;
    return array;
  });
  expect(random.nextInt(3)).toBe(5 % 3);
  expect(calls).toBe(3);
});

test('words just under the limit are kept', () => {
  const random = randomFromWords((array) => {
    array[0] = 2 ** 32 - 2;
    return array;
  });
  expect(random.nextInt(3)).toBe((2 ** 32 - 2) % 3);
});

test('bad ranges are refused', () => {
  const random = seededRandom(3);
  expect(() => random.nextInt(0)).toThrow(RangeError);
  expect(() => random.nextInt(2.5)).toThrow(RangeError);
  expect(() => random.nextInt(2 ** 32 + 1)).toThrow(RangeError);
});

test('the crypto source uses the platform generator', () => {
  const random = cryptoRandom();
  const seen = new Set(Array.from({ length: 200 }, () => random.nextInt(6)));
  expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
});
