import type { HowToPlaySection } from '../kit/ui/how-to-play';
import { LOCALE, percent, pick, type Locale } from '../kit/locale';
import { chanceText, fishName, payText } from './messages';
import { exactPercentText, landChance, RETURN_HUNDREDTHS, SPECIES, type Fraction, type Species } from './rules';
import { fisherHowToPlayStrings } from './strings';
import { returnCapStrings } from '../kit/strings';
import { COIN_RULES } from '../../core/coin-rules';

/** A fish's return: its chance times its multiplier, exactly (R / m × m / 100). */
export function fishReturn(species: Species): Fraction {
  const chance = landChance(species);
  return { numerator: chance.numerator * species.multiplier, denominator: chance.denominator * 100 };
}

/** The panel's text, built from the rules so every figure it states is one the game pays. */
export function fisherHowToPlay(locale: Locale = LOCALE): HowToPlaySection[] {
  const t = pick(fisherHowToPlayStrings, locale);
  const target = percent(exactPercentText({ numerator: RETURN_HUNDREDTHS, denominator: 100 }), locale);
  return [
    { heading: t.rulesHeading, items: t.rules },
    {
      heading: t.oddsHeading,
      paragraphs: [t.odds(target), t.costs, pick(returnCapStrings, locale).untilCap(COIN_RULES.dailyWinningsCap)],
      table: {
        caption: t.caption,
        head: t.head,
        rows: SPECIES.map((species) => [fishName(species, locale), payText(species, locale), chanceText(species, locale), percent(exactPercentText(fishReturn(species)), locale)]),
      },
    },
  ];
}
