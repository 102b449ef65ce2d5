import type { HowToPlaySection } from '../kit/ui/how-to-play';
import { coins, decimal, LOCALE, percent, pick, type Locale } from '../kit/locale';
import { PUBLISHED_ODDS } from './published-odds';
import { BANKER_COMMISSION_PERCENT, BET_LIMITS, PAYOUTS, TIE_PAYS } from './rules';
import { baccaratHowToPlayStrings, baccaratStrings } from './strings';
import { returnCapStrings } from '../kit/strings';
import { COIN_RULES } from '../../core/coin-rules';

/** The Banker totals of the drawing table's rows, lowest first. */
const BANKER_TOTALS = ['0, 1, 2', '3', '4', '5', '6', '7'];

/** The panel's text; its odds table is what published-odds.test.ts and how-to-play.test.ts check. */
export function baccaratHowToPlay(locale: Locale = LOCALE): HowToPlaySection[] {
  const t = pick(baccaratHowToPlayStrings, locale);
  const { sides, pays: paysText } = pick(baccaratStrings, locale);
  const pct = (text: string) => percent(text, locale);
  const commission = pct(`${BANKER_COMMISSION_PERCENT}%`);
  return [
    { heading: t.rulesHeading, items: t.rules(commission, TIE_PAYS, coins(BET_LIMITS.step, locale), pct(`${100 - BANKER_COMMISSION_PERCENT}%`)) },
    {
      heading: t.drawingHeading,
      paragraphs: [t.drawing],
      table: { caption: t.drawingCaption, head: t.drawingHead, rows: BANKER_TOTALS.map((total, i) => [total, t.drawsWhen[i]!]) },
    },
    {
      heading: t.oddsHeading,
      paragraphs: [t.odds, pick(returnCapStrings, locale).untilCap(COIN_RULES.dailyWinningsCap)],
      table: {
        caption: t.oddsCaption,
        head: t.oddsHead,
        rows: PAYOUTS.map(({ side, pays }) => [
          sides[side],
          pct(`${(PUBLISHED_ODDS.probability[side] * 100).toFixed(2)}%`),
          paysText(decimal(pays, locale)) + (side === 'banker' ? t.commission(commission) : ''),
          pct(`${PUBLISHED_ODDS.houseEdgePercent[side]}%`),
        ]),
      },
    },
  ];
}
