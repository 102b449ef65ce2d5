import type { HowToPlaySection } from '../kit/ui/how-to-play';
import { coins, decimal, LOCALE, pick, type Locale } from '../kit/locale';
import { COIN_RULES } from '../../core/coin-rules';
import { BET_LIMITS, CLEARED_BANDS, HINT_COST_HUNDREDTHS, HINT_SECONDS, multiplierText, PARTIAL_BANDS, SHUFFLE_SECONDS } from './payout';
import { mahjongHowToPlayStrings, mahjongStrings } from './strings';

/** The stake the table's last column works out, so players see coins as well as multipliers. */
export const EXAMPLE_STAKE = 100;

type Texts = (typeof mahjongHowToPlayStrings)['en'];

/** "under 5:00", "5:00 to 9:59", "20:00 or more": the clock range of each cleared band. */
function clearedLabel(index: number, t: Texts, duration: (seconds: number) => string): string {
  const band = CLEARED_BANDS[index]!;
  const from = index === 0 ? 0 : CLEARED_BANDS[index - 1]!.underSeconds;
  if (index === 0) return t.clearedUnder(duration(band.underSeconds));
  if (band.underSeconds === Infinity) return t.clearedOrMore(duration(from));
  return t.clearedBetween(duration(from), duration(band.underSeconds - 1));
}

/** "108 or more", "72 to 106", "fewer than 72" tiles removed before the game was ended. */
function partialLabel(index: number, t: Texts): string {
  const band = PARTIAL_BANDS[index]!;
  if (index === 0) return t.endedOrMore(band.atLeastTiles);
  const below = PARTIAL_BANDS[index - 1]!.atLeastTiles;
  if (band.atLeastTiles === 0) return t.endedFewer(below);
  return t.endedBetween(band.atLeastTiles, below - 2);
}

/** The panel's text; its figures come from the payout rule, and a test checks them against it. */
export function mahjongHowToPlay(locale: Locale = LOCALE): HowToPlaySection[] {
  const t = pick(mahjongHowToPlayStrings, locale);
  const { duration } = pick(mahjongStrings, locale);
  const example = coins(EXAMPLE_STAKE, locale);
  const hintCost = decimal(multiplierText(HINT_COST_HUNDREDTHS), locale);
  const hintsToNothing = Math.ceil(CLEARED_BANDS[0]!.hundredths / HINT_COST_HUNDREDTHS);
  const row = (label: string, hundredths: number) => [label, decimal(multiplierText(hundredths), locale), coins((EXAMPLE_STAKE * hundredths) / 100, locale)];
  return [
    { heading: t.rulesHeading, items: [...t.rules, t.help(HINT_SECONDS, SHUFFLE_SECONDS, hintCost), t.ending, t.saved] },
    {
      heading: t.payoutsHeading,
      paragraphs: [t.payouts(HINT_SECONDS, SHUFFLE_SECONDS, coins(BET_LIMITS.min, locale), coins(BET_LIMITS.max, locale), hintCost, hintsToNothing, coins(COIN_RULES.dailyWinningsCap, locale))],
      table: {
        caption: t.caption(example),
        head: t.head(example),
        rows: [...CLEARED_BANDS.map((band, i) => row(clearedLabel(i, t, duration), band.hundredths)), ...PARTIAL_BANDS.map((band, i) => row(partialLabel(i, t), band.hundredths))],
      },
    },
  ];
}
