import { expect, test } from 'vitest';
import { buildDeck, shuffle } from './cards';
import { cryptoRandom, seededRandom } from './random';

test('results stay in range and the same seed gives the same sequence', () => {
  const a = seededRandom(42);
  const b = seededRandom(42);
  const draws = Array.from({ length: 1000 }, () => a.nextInt(7));
  expect(draws.every((n) => Number.isInteger(n) && n >= 0 && n < 7)).toBe(true);
  expect(Array.from({ length: 1000 }, () => b.nextInt(7))).toEqual(draws);
});

test('draws at or above the largest multiple of the range are rejected (no modulo bias)', () => {
  const values = [2 ** 32 - 1, 2 ** 32 - 2, 5];
  const source = cryptoRandom((array) => {
    array[0] = values.shift()!;
    return array;
  });
  // 2^32 mod 3 = 1, so 2^32 - 1 is rejected; 2^32 - 2 is accepted and maps to (2^32 - 2) mod 3 = 2.
  expect(source.nextInt(3)).toBe(2);
  expect(values).toEqual([5]);
});

test('a seeded run is close to uniform (chi-square, 12 buckets)', () => {
  const source = seededRandom(7);
  const counts = new Array<number>(12).fill(0);
  const n = 120_000;
  for (let i = 0; i < n; i++) counts[source.nextInt(12)]!++;
  const expected = n / 12;
  const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  expect(chi).toBeLessThan(31.3); // 99.9th percentile for 11 degrees of freedom
});

test('the crypto source works in this runtime', () => {
  const source = cryptoRandom();
  expect(source.nextInt(52)).toBeLessThan(52);
  expect(() => source.nextInt(0)).toThrow(RangeError);
});

test('a shuffle keeps every card and moves them', () => {
  const deck = buildDeck(1);
  const shuffled = shuffle([...deck], seededRandom(3));
  expect(shuffled).toHaveLength(52);
  expect(new Set(shuffled.map((c) => `${c.rank}${c.suit}`)).size).toBe(52);
  expect(shuffled).not.toEqual(deck);
});
