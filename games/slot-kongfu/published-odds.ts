import type { PublishedOdds } from '../kit/slots/published-odds';

/**
 * Slot Kongfu's odds as its how-to-play panel states them: exact, over every stop combination,
 * free spins included. Constants, so the page does no enumeration at start-up;
 * published-odds.test.ts recomputes them from the machine and fails when they drift.
 */
export const KONGFU_ODDS: PublishedOdds = {
  rtpPercent: 96.4,
  hitFrequencyPercent: 37.8,
  lineReturnPercent: 81.53,
  scatterReturnPercent: 1.74,
  freeSpinReturnPercent: 13.13,
  freeSpinsOneIn: 140.4,
  freeSpinsPerAward: 11.1,
  combinations: 33_554_432,
};
