// The published figures' shape, apart from published-odds.ts: the text quotes them too, and must
// not import the module that imports it.

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
