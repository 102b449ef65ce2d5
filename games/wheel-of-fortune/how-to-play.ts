import { COIN_RULES } from '../../core/coin-rules';
import type { HowToPlaySection } from '../kit/ui/how-to-play';
import { coins, decimal, LOCALE, percent, pick, type Locale } from '../kit/locale';
import { FREE_SPIN_VALUE, multiplierText, SEGMENTS, spinReturn, TOTAL_WEIGHT } from './rules';
import { wheelHowToPlayStrings } from './strings';
import { returnCapStrings } from '../kit/strings';

/** One prize of the wheel: its multiplier, how many segments carry it and their total weight. */
export type Prize = { multiplier: number; segments: number; weight: number };

/** The wheel's prizes, smallest first, with their segments gathered. */
export function prizes(): Prize[] {
  const byMultiplier = new Map<number, Prize>();
  for (const { multiplier, weight } of SEGMENTS) {
    const prize = byMultiplier.get(multiplier) ?? { multiplier, segments: 0, weight: 0 };
    byMultiplier.set(multiplier, { multiplier, segments: prize.segments + 1, weight: prize.weight + weight });
  }
  return [...byMultiplier.values()].sort((a, b) => a.multiplier - b.multiplier);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A fraction in lowest terms: 55/100 → "11/20". */
export function fractionText(numerator: number, denominator: number): string {
  const d = gcd(numerator, denominator);
  return `${numerator / d}/${denominator / d}`;
}

/** A fraction as a percentage with two decimals, rounded half up, in integers: 955/1000 → "95.50%". */
export function percentText(numerator: number, denominator: number): string {
  const basisPoints = Math.floor((numerator * 20_000 + denominator) / (2 * denominator));
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}%`;
}

/** The panel's text, built from the rules so every figure it states is one the game pays. */
export function wheelHowToPlay(locale: Locale = LOCALE): HowToPlaySection[] {
  const t = pick(wheelHowToPlayStrings, locale);
  const all = prizes();
  const { numerator, denominator } = spinReturn();
  const lowest = all[0]!.multiplier;
  const highest = all[all.length - 1]!.multiplier;
  const multiplier = (hundredths: number) => decimal(multiplierText(hundredths), locale);
  const pct = (n: number, d: number) => percent(percentText(n, d), locale);
  const freeCoins = (hundredths: number) => coins((FREE_SPIN_VALUE * hundredths) / 100, locale);
  return [
    { heading: t.rulesHeading, items: t.rules(multiplier(lowest), multiplier(highest)) },
    { heading: t.freeHeading, paragraphs: [t.free(coins(FREE_SPIN_VALUE, locale), freeCoins(lowest), freeCoins(highest), coins(COIN_RULES.dailyWinningsCap, locale))] },
    {
      heading: t.oddsHeading,
      paragraphs: [t.odds(SEGMENTS.length, TOTAL_WEIGHT, pct(numerator, denominator)), pick(returnCapStrings, locale).untilCap(COIN_RULES.dailyWinningsCap)],
      table: {
        caption: t.caption,
        head: t.head,
        rows: [
          ...all.map((prize) => [
            multiplier(prize.multiplier),
            String(prize.segments),
            `${fractionText(prize.weight, TOTAL_WEIGHT)} (${pct(prize.weight, TOTAL_WEIGHT)})`,
            freeCoins(prize.multiplier),
            pct(prize.weight * prize.multiplier, 100 * TOTAL_WEIGHT),
          ]),
          [t.total, String(SEGMENTS.length), `1/1 (${pct(1, 1)})`, '', pct(numerator, denominator)],
        ],
      },
    },
  ];
}
