import type { PublishedOdds } from '../kit/slots/published-odds';

/**
 * Slot Cowboy's odds as its how-to-play panel states them: exact, over every stop combination,
 * free spins included. Constants, so the page does no enumeration at start-up;
 * published-odds.test.ts recomputes them from the machine and fails when they drift.
 */
export const COWBOY_ODDS: PublishedOdds = {
  rtpPercent: 95.43,
  hitFrequencyPercent: 42.31,
  lineReturnPercent: 76.57,
  scatterReturnPercent: 2.83,
  freeSpinReturnPercent: 16.03,
  freeSpinsOneIn: 130.3,
  freeSpinsPerAward: 8.8,
  combinations: 29_491_200,
};
