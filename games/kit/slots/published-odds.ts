import { coins, decimal, LOCALE, pick, type Locale } from '../locale';
import type { SlotOdds } from './exact-odds';
import { div, ratio, toDecimal, toPercent } from './ratio';
import type { PublishedOdds } from './published-odds-figures';
import { slotRulesStrings } from './strings';

export type { PublishedOdds } from './published-odds-figures';

/** The published figures of a machine's exact odds. */
export function describeOdds(odds: SlotOdds): PublishedOdds {
  return {
    rtpPercent: toPercent(odds.rtp),
    hitFrequencyPercent: toPercent(odds.hitFrequency),
    lineReturnPercent: toPercent(odds.lineReturn),
    scatterReturnPercent: toPercent(odds.scatterReturn),
    freeSpinReturnPercent: toPercent(odds.freeSpinReturn),
    freeSpinsOneIn: odds.freeSpinChance.num === 0n ? slotRulesStrings.en.never : toDecimal(div(ratio(1), odds.freeSpinChance), 1),
    freeSpinsPerAward: toDecimal(odds.freeSpinsPerAward, 1),
    combinations: coins(Number(odds.combinations), 'en'),
  };
}

/**
 * The published figures (kept as English writes them) as `locale` writes them: the same figures,
 * French with a decimal comma and spaces between thousands (« 96,40 », « 33 554 432 »).
 */
export function localOdds(published: PublishedOdds, locale: Locale = LOCALE): PublishedOdds {
  const figure = (text: string) => decimal(text, locale);
  const never = published.freeSpinsOneIn === slotRulesStrings.en.never;
  return {
    rtpPercent: figure(published.rtpPercent),
    hitFrequencyPercent: figure(published.hitFrequencyPercent),
    lineReturnPercent: figure(published.lineReturnPercent),
    scatterReturnPercent: figure(published.scatterReturnPercent),
    freeSpinReturnPercent: figure(published.freeSpinReturnPercent),
    freeSpinsOneIn: never ? pick(slotRulesStrings, locale).never : figure(published.freeSpinsOneIn),
    freeSpinsPerAward: figure(published.freeSpinsPerAward),
    combinations: coins(Number(published.combinations.replace(/\D/g, '')), locale),
  };
}
