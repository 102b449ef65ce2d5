import { COIN_RULES, formatCoins } from '../../src/content/coin-rules';
import type { HowToPlaySection } from '../kit/how-to-play';
import { FREE_SPIN_VALUE, multiplierText, SEGMENTS, spinReturn, TOTAL_WEIGHT } from './rules';

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
export function wheelHowToPlay(): HowToPlaySection[] {
  const all = prizes();
  const { numerator, denominator } = spinReturn();
  const lowest = all[0]!.multiplier;
  const highest = all[all.length - 1]!.multiplier;
  return [
    {
      heading: 'The rules',
      items: [
        'Choose your bet and spin. The wheel stops under the pointer at the top, and you get your bet times the multiplier of that segment.',
        `Every segment pays something back, from ${multiplierText(lowest)} to ${multiplierText(highest)} of your bet.`,
        'Each segment is as wide as its chance: a segment twice as wide comes up twice as often. The narrow slices carry the big multipliers.',
        'The result is drawn the moment you spin, from a fair random source; the turning wheel only shows it. You can stop the animation at once with the same button, or with Space or Enter.',
      ],
    },
    {
      heading: 'Your free spin',
      paragraphs: [
        `Once a day you get a free spin: no bet, and it pays ${formatCoins(FREE_SPIN_VALUE)} coins times the multiplier, from ${formatCoins((FREE_SPIN_VALUE * lowest) / 100)} to ${formatCoins((FREE_SPIN_VALUE * highest) / 100)} coins. It opens again at midnight, your local time. Free-spin prizes count toward the daily winnings limit of ${formatCoins(COIN_RULES.dailyWinningsCap)} coins.`,
      ],
    },
    {
      heading: 'Odds and payouts',
      paragraphs: [
        `The wheel has ${SEGMENTS.length} segments with whole-number weights that add up to ${TOTAL_WEIGHT}; a segment's chance is its weight divided by ${TOTAL_WEIGHT}. Bets are whole tens of coins and every multiplier is in tenths, so every payout is an exact number of coins, and a paid spin returns exactly ${percentText(numerator, denominator)} of the stake over time, at every bet.`,
      ],
      table: {
        caption: 'Each prize, its segments, its chance, what the free spin pays and its part of the return',
        head: ['Prize', 'Segments', 'Chance', 'Free spin', 'Return'],
        rows: [
          ...all.map((prize) => [
            multiplierText(prize.multiplier),
            String(prize.segments),
            `${fractionText(prize.weight, TOTAL_WEIGHT)} (${percentText(prize.weight, TOTAL_WEIGHT)})`,
            formatCoins((FREE_SPIN_VALUE * prize.multiplier) / 100),
            percentText(prize.weight * prize.multiplier, 100 * TOTAL_WEIGHT),
          ]),
          ['Total', String(SEGMENTS.length), `1/1 (100.00%)`, '', percentText(numerator, denominator)],
        ],
      },
    },
  ];
}
