/** Where every game gets its randomness: an integer in [0, maxExclusive). Tests pass a seeded one. */
export interface RandomSource {
  nextInt(maxExclusive: number): number;
}

const RANGE = 2 ** 32;

/**
 * The browser's cryptographic generator with rejection sampling: 32-bit draws at or above the
 * largest multiple of `maxExclusive` are thrown away, so every result is exactly as likely.
 */
export function cryptoRandom(fill: (array: Uint32Array) => Uint32Array = (a) => crypto.getRandomValues(a)): RandomSource {
  const buffer = new Uint32Array(1);
  return {
    nextInt(maxExclusive) {
      checkRange(maxExclusive);
      const limit = RANGE - (RANGE % maxExclusive);
      for (;;) {
        const value = fill(buffer)[0]!;
        if (value < limit) return value % maxExclusive;
      }
    },
  };
}

/** A deterministic source for tests and simulations (mulberry32, with the same rejection rule). */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  const next32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return cryptoRandom((array) => {
    array[0] = next32();
    return array;
  });
}

function checkRange(maxExclusive: number) {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > RANGE) throw new RangeError(`bad range ${maxExclusive}`);
}
