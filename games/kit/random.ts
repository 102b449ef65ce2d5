/** Where every game gets its randomness: an integer in [0, maxExclusive). Tests pass a seeded one. */
export interface RandomSource {
  nextInt(maxExclusive: number): number;
}

/**
 * Fills a one-element array with 32 random bits, like `crypto.getRandomValues` (whose DOM types, from
 * TypeScript 7 on, take only arrays over a plain ArrayBuffer: the one this module makes).
 */
export type Fill32 = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

const RANGE = 2 ** 32;

/**
 * Uniform integers from a source of 32-bit words with rejection sampling: words at or above the
 * largest multiple of `maxExclusive` are thrown away, so every result is exactly as likely (no
 * modulo bias).
 */
export function randomFromWords(fill: Fill32): RandomSource {
  const buffer = new Uint32Array(1);
  return {
    nextInt(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > RANGE) {
        throw new RangeError(`nextInt needs an integer from 1 to 2^32, got ${maxExclusive}`);
      }
      const limit = RANGE - (RANGE % maxExclusive);
      for (;;) {
        const word = fill(buffer)[0]!;
        if (word < limit) return word % maxExclusive;
      }
    },
  };
}

/** The browser's cryptographic generator (`crypto.getRandomValues`): what players get. */
export function cryptoRandom(): RandomSource {
  return randomFromWords((array) => crypto.getRandomValues(array));
}

/** The 32-bit words of mulberry32: small, fast and deterministic for a seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** A deterministic source for tests and simulations: mulberry32 words, the same rejection rule. */
export function seededRandom(seed: number): RandomSource {
  const next = mulberry32(seed);
  return randomFromWords((array) => {
    array[0] = next();
    return array;
  });
}
