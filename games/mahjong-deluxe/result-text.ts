/**
 * What the page says when a game is settled. It quotes the coins actually credited (the daily
 * winnings cap may hold some back; the shell's notice says how many), never the table's figure.
 */
import { coins, decimal, LOCALE, pick, type Locale } from '../kit/locale';
import { multiplierHundredths, multiplierText, paidHundredths, PARTIAL_BANDS, type Ending } from './payout';
import { mahjongStrings, resultStrings } from './strings';

/** The status line and the short banner over the board for a settled game. */
export function resultText(ending: Ending, stake: number, credited: number, locale: Locale = LOCALE, hints = 0): { status: string; banner: string } {
  const t = pick(resultStrings, locale);
  const pays = decimal(multiplierText(paidHundredths(ending, hints)), locale);
  const [paid, staked] = [coins(credited, locale), coins(stake, locale)];
  if (ending.cleared) {
    const time = pick(mahjongStrings, locale).duration(ending.seconds);
    if (credited === 0) return { status: t.clearedOnHints(time, hints, pays, staked), banner: t.clearedBanner(time, paid) };
    return { status: t.cleared(time, pays, paid, staked), banner: t.clearedBanner(time, paid) };
  }
  const ended = t.ended(ending.tilesRemoved);
  if (credited > 0) return { status: t.refund(ended, pays, paid, staked), banner: t.refundBanner(paid) };
  // Enough tiles for a part back, taken to nothing by the hints: saying "remove more" would be wrong.
  if (multiplierHundredths(ending) > 0) return { status: t.endedOnHints(ended, hints, pays, staked), banner: t.gameOver };
  const least = Math.min(...PARTIAL_BANDS.map((band) => band.atLeastTiles).filter((tiles) => tiles > 0));
  return { status: t.lost(ended, staked, least), banner: t.gameOver };
}
