/**
 * The odds the how-to-play panel publishes, 8 decks. They are constants so the page does no
 * enumeration at start-up; published-odds.test.ts recomputes them exactly and fails on drift.
 */
export const PUBLISHED_ODDS = {
  probability: { player: 0.446247, banker: 0.458597, tie: 0.095156 },
  houseEdgePercent: { player: 1.24, banker: 1.06, tie: 14.36 },
} as const;
