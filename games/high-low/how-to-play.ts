import { rankName } from '../kit/cards';
import type { HowToPlaySection } from '../kit/ui/how-to-play';
import { capital, decimal, LOCALE, percent, pick, type Locale } from '../kit/locale';
import { callReturn, FIRST_CALLABLE, LAST_CALLABLE, multiplierHundredths, multiplierText, percentText, TARGET_RETURN_PERCENT, winningRanks, type Call } from './rules';
import { highLowHowToPlayStrings, highLowStrings } from './strings';
import { returnCapStrings } from '../kit/strings';
import { COIN_RULES } from '../../core/coin-rules';

const CALLABLE_RANKS = Array.from({ length: LAST_CALLABLE - FIRST_CALLABLE + 1 }, (_, i) => FIRST_CALLABLE + i);
const CALLS: Call[] = ['higher', 'lower'];

/** Every call's exact return, lowest and highest, as the page writes them. */
function returnRange(): { lowest: string; highest: string } {
  const all = CALLABLE_RANKS.flatMap((rank) => CALLS.map((call) => callReturn(call, rank)));
  const value = (r: { numerator: number; denominator: number }) => r.numerator / r.denominator;
  const sorted = [...all].sort((a, b) => value(a) - value(b));
  return { lowest: percentText(sorted[0]!), highest: percentText(sorted[sorted.length - 1]!) };
}

/** The panel's text; built from the rules so every figure it states is one the game pays. */
export function highLowHowToPlay(locale: Locale = LOCALE): HowToPlaySection[] {
  const t = pick(highLowHowToPlayStrings, locale);
  const calls = pick(highLowStrings, locale).calls;
  const { lowest, highest } = returnRange();
  const returns = (text: string) => percent(text, locale);
  return [
    { heading: t.rulesHeading, items: t.rules },
    {
      heading: t.oddsHeading,
      paragraphs: [t.odds(returns(`${TARGET_RETURN_PERCENT}%`), returns(lowest), returns(highest)), pick(returnCapStrings, locale).untilCap(COIN_RULES.dailyWinningsCap)],
      table: {
        caption: t.caption,
        head: t.head,
        rows: CALLABLE_RANKS.flatMap((rank) =>
          CALLS.map((call) => [
            // A table cell starts with a capital, as the call beside it does (« Valet », « Plus haut »).
            capital(rankName(rank, locale)),
            calls[call],
            t.winsOn(winningRanks(call, rank)),
            decimal(multiplierText(multiplierHundredths(call, rank)!), locale),
            returns(percentText(callReturn(call, rank))),
          ]),
        ),
      },
    },
  ];
}
