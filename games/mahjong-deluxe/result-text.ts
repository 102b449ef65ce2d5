/**
 * What the page says when a game is settled. It quotes the coins actually credited (the daily
 * winnings cap may hold some back; the shell's notice says how many), never the table's figure.
 */
import { formatCoins } from '../../src/content/coin-rules';
import { clockText, multiplierHundredths, multiplierText, PARTIAL_BANDS, type Ending } from './payout';

/** The status line and the short banner over the board for a settled game. */
export function resultText(ending: Ending, stake: number, credited: number): { status: string; banner: string } {
  const pays = multiplierText(multiplierHundredths(ending));
  if (ending.cleared) {
    const time = clockText(ending.seconds);
    return { status: `Board cleared in ${time}! ${pays}: ${formatCoins(credited)} coins paid for your ${formatCoins(stake)} stake.`, banner: `Cleared in ${time}: ${formatCoins(credited)} coins` };
  }
  const removed = `Game ended with ${ending.tilesRemoved} tiles removed`;
  if (credited > 0) return { status: `${removed}: ${pays}, ${formatCoins(credited)} of your ${formatCoins(stake)} coins back.`, banner: `Game over: ${formatCoins(credited)} coins back` };
  const least = Math.min(...PARTIAL_BANDS.map((band) => band.atLeastTiles).filter((tiles) => tiles > 0));
  return { status: `${removed}: your ${formatCoins(stake)} coin stake is lost. Remove ${least} or more for a part back.`, banner: 'Game over' };
}
