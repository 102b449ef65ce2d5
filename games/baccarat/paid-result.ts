import { coins, LOCALE, pick, type Locale } from '../kit/locale';
import { winHeldBack } from '../kit/play-session-types';
import type { RoundResult } from '../kit/shell';
import type { Settlement, Side } from './rules';
import { baccaratStrings } from './strings';

/**
 * What became of the bet on `side`, in words: the coins credited against the stake; a win the
 * daily winnings cap held back in full says that only the stake came back, never that it won 0 coins.
 */
export function betResult(side: Side, amount: number, outcome: Settlement['outcome'], paid: RoundResult | null, locale: Locale = LOCALE): string {
  const t = pick(baccaratStrings, locale);
  const c = (value: number) => coins(value, locale);
  if (outcome === 'win' && paid && winHeldBack(paid, amount)) return t.betWinsCapped(side, c(amount));
  if (outcome === 'win') return t.betWins(side, (paid?.credited ?? amount) - amount);
  return outcome === 'push' ? t.betReturned(side, c(amount)) : t.betLost(side, c(amount));
}
