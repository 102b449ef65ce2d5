/** Exact fractions of BigInts, for odds that must not drift with floating point. Always in lowest terms, positive denominator. */
export type Ratio = { readonly num: bigint; readonly den: bigint };

/** The greatest common divisor of a and a positive b: itself positive. */
const gcd = (a: bigint, b: bigint): bigint => {
  // Stryker disable next-line EqualityOperator: negating 0n gives 0n, so a zero may take either branch
  a = a < 0n ? -a : a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

/** num / den in lowest terms. */
export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('a ratio cannot have a zero denominator');
  // Stryker disable next-line EqualityOperator: d is not 0 here (a zero denominator threw above)
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return { num: n / g, den: d / g };
}

export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const div = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den, a.den * b.num);
export const compare = (a: Ratio, b: Ratio): number => Number(a.num * b.den - b.num * a.den > 0n) - Number(a.num * b.den - b.num * a.den < 0n);

/** A close floating-point value, for display and for comparing with a simulation. */
export const toNumber = (a: Ratio): number => Number(a.num) / Number(a.den);

/** The ratio as a decimal with `places` places, rounded half up exactly: ratio(281, 2) → "140.5" with 1 place. */
export function toDecimal(a: Ratio, places: number): string {
  if (a.num < 0n) throw new RangeError('toDecimal takes a ratio of at least 0');
  const scale = 10n ** BigInt(places);
  const scaled = (a.num * scale * 2n + a.den) / (a.den * 2n);
  const whole = (scaled / scale).toString();
  return places === 0 ? whole : `${whole}.${(scaled % scale).toString().padStart(places, '0')}`;
}

/** The ratio as a percentage with `places` places: ratio(965, 1000) → "96.50". */
export const toPercent = (a: Ratio, places = 2): string => toDecimal(mul(a, ratio(100)), places);
