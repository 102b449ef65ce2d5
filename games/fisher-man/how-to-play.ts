import type { HowToPlaySection } from '../kit/how-to-play';
import { exactPercentText, landChance, multiplierText, RETURN_HUNDREDTHS, SPECIES, type Fraction, type Species } from './rules';

/** A fish's return: its chance times its multiplier, exactly (R / m × m / 100). */
export function fishReturn(species: Species): Fraction {
  const chance = landChance(species);
  return { numerator: chance.numerator * species.multiplier, denominator: chance.denominator * 100 };
}

/** The panel's text, built from the rules so every figure it states is one the game pays. */
export function fisherHowToPlay(): HowToPlaySection[] {
  const target = exactPercentText({ numerator: RETURN_HUNDREDTHS, denominator: 100 });
  return [
    {
      heading: 'The rules',
      items: [
        'Choose what each cast costs with the bet control. Every cast takes its cost from your balance.',
        'Aim at a fish: tap or click it, use the arrow buttons beside Cast, or focus the pond and press the arrow keys.',
        'Cast with the Cast button, by tapping the fish you are aiming at again, or with Space or Enter in the pond.',
        'If your fish is landed, you get the cost of the cast times that fish’s multiplier, the cost included. If it gets away, the cast is lost.',
        'Whether a cast lands its fish is drawn fairly the moment you cast; the animation only shows what was drawn. Timing and where the fish swims make no difference.',
      ],
    },
    {
      heading: 'Fish, payouts and odds',
      paragraphs: [
        `Bigger fish pay more and are landed less often. Each fish’s chance is its multiplier’s share of ${target}, so every fish returns exactly ${target} of what you spend casting at it, over time, at every cast cost. Aim at whichever fish you like: none is a better bet than another.`,
        'Cast costs are whole tens of coins, so every catch pays an exact number of coins.',
      ],
      table: {
        caption: 'What each fish pays, how often a cast lands it and what it returns',
        head: ['Fish', 'Pays', 'Landed', 'Returns'],
        rows: SPECIES.map((species) => [species.name, multiplierText(species.multiplier), exactPercentText(landChance(species)), exactPercentText(fishReturn(species))]),
      },
    },
  ];
}
