import { coins, LOCALE, pick, type Locale } from '../kit/locale';
import { winHeldBack } from '../kit/play-session-types';
import type { RoundResult } from '../kit/shell';
import type { PlayerId } from './players';
import { ginStrings } from './strings';

/**
 * What a hand paid, in words: the coins credited against the stake, by who won it (null: a void
 * hand); a won hand the daily winnings cap held back in full says that only the stake came back.
 */
export function handPaid(winner: PlayerId | null, stake: number, paid: RoundResult | null, locale: Locale = LOCALE): string {
  const t = pick(ginStrings, locale).play;
  if (!paid) return t.notPaid;
  if (winner === 'player' && winHeldBack(paid, stake)) return t.wonCapped(coins(stake, locale));
  return winner === 'player' ? t.won(paid.credited - stake) : winner === null ? t.stakeReturned : t.lost(coins(stake, locale));
}
