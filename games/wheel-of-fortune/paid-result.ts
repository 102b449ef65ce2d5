import { coins, LOCALE, pick, type Locale } from '../kit/locale';
import { winHeldBack } from '../kit/play-session-types';
import type { RoundResult } from '../kit/shell';
import { wheelStrings } from './strings';

/** What a paid spin paid back, in words: the coins credited against the stake (none when the round was already settled; the stake alone when the daily cap held the win back). */
export function paidResult(multiplier: string, stake: number, result: RoundResult | null, locale: Locale = LOCALE): string {
  const t = pick(wheelStrings, locale);
  const c = (amount: number) => coins(amount, locale);
  if (!result) return t.notPaid(multiplier);
  const { credited } = result;
  if (winHeldBack(result, stake)) return t.paidCapped(multiplier, c(stake));
  if (credited > stake) return t.paidWin(multiplier, credited - stake, c(credited), c(stake));
  if (credited === stake) return t.paidEven(multiplier, c(stake));
  return t.paidPart(multiplier, c(credited), c(stake));
}
