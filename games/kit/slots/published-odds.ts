import { formatCoins } from '../../../src/content/coin-rules';
import type { SlotOdds } from './exact-odds';
import { div, ratio, toDecimal, toPercent } from './ratio';

/**
 * The figures a slot's how-to-play panel publishes, as the page writes them. Each theme keeps
 * them as a constant, so the page does no enumeration at start-up; its published-odds test
 * recomputes them with `describeOdds(exactOdds(machine))` and fails when they drift.
 */
export type PublishedOdds = {
  /** Return to player, free spins included, in percent to two places. */
  rtpPercent: string;
  /** Chance a spin wins anything (a line, a scatter pay or free spins), in percent. */
  hitFrequencyPercent: string;
  /** The shares of the return that lines, scatter pays and free spins make, in percent. */
  lineReturnPercent: string;
  scatterReturnPercent: string;
  freeSpinReturnPercent: string;
  /** About one spin in this many awards free spins (one decimal). */
  freeSpinsOneIn: string;
  /** Free spins played on average after an award, retriggers included (one decimal). */
  freeSpinsPerAward: string;
  /** Every way the reels can stop, the count the figures are exact over. */
  combinations: string;
};

/** The published figures of a machine's exact odds. */
export function describeOdds(odds: SlotOdds): PublishedOdds {
  return {
    rtpPercent: toPercent(odds.rtp),
    hitFrequencyPercent: toPercent(odds.hitFrequency),
    lineReturnPercent: toPercent(odds.lineReturn),
    scatterReturnPercent: toPercent(odds.scatterReturn),
    freeSpinReturnPercent: toPercent(odds.freeSpinReturn),
    freeSpinsOneIn: odds.freeSpinChance.num === 0n ? 'never' : toDecimal(div(ratio(1), odds.freeSpinChance), 1),
    freeSpinsPerAward: toDecimal(odds.freeSpinsPerAward, 1),
    combinations: formatCoins(Number(odds.combinations)),
  };
}
