import type { SlotOdds } from './exact-odds';
import { div, ratio, toDecimal, toPercent } from './ratio';

/**
 * The figures a slot's how-to-play panel publishes, as numbers: the panel writes them in the
 * player's language when it is built (`oddsText` in how-to-play.ts). Each theme keeps them as a
 * constant, so the page does no enumeration at start-up; its published-odds test recomputes them
 * with `describeOdds(exactOdds(machine))` and fails when they drift.
 */
export type PublishedOdds = {
  /** Return to player, free spins included, in percent, rounded to two places (shown with both). */
  rtpPercent: number;
  /** Chance a spin wins anything (a line, a scatter pay or free spins), in percent to two places. */
  hitFrequencyPercent: number;
  /** The shares of the return that lines, scatter pays and free spins make, in percent to two places. */
  lineReturnPercent: number;
  scatterReturnPercent: number;
  freeSpinReturnPercent: number;
  /** About one spin in this many awards free spins (one place); null for a machine that never does. */
  freeSpinsOneIn: number | null;
  /** Free spins played on average after an award, retriggers included (one place). */
  freeSpinsPerAward: number;
  /** Every way the reels can stop, the count the figures are exact over. */
  combinations: number;
};

/** How many decimal places each published figure is rounded to, and shown with. */
export const ODDS_PLACES = { percent: 2, spins: 1 } as const;

/** The published figures of a machine's exact odds, rounded half up exactly. */
export function describeOdds(odds: SlotOdds): PublishedOdds {
  const percent = (share: SlotOdds['rtp']) => Number(toPercent(share, ODDS_PLACES.percent));
  return {
    rtpPercent: percent(odds.rtp),
    hitFrequencyPercent: percent(odds.hitFrequency),
    lineReturnPercent: percent(odds.lineReturn),
    scatterReturnPercent: percent(odds.scatterReturn),
    freeSpinReturnPercent: percent(odds.freeSpinReturn),
    freeSpinsOneIn: odds.freeSpinChance.num === 0n ? null : Number(toDecimal(div(ratio(1), odds.freeSpinChance), ODDS_PLACES.spins)),
    freeSpinsPerAward: Number(toDecimal(odds.freeSpinsPerAward, ODDS_PLACES.spins)),
    combinations: Number(odds.combinations),
  };
}
