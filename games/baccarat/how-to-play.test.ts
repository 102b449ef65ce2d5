import { expect, test } from 'vitest';
import { allowedStakes } from '../kit/wallet';
import { baccaratHowToPlay, SIDE_NAMES } from './how-to-play';
import { outcomeCounts } from './odds';
import { BET_LIMITS, settle, type Side } from './rules';

const sides: Side[] = ['player', 'banker', 'tie'];
const oddsTable = baccaratHowToPlay().find((section) => section.heading.startsWith('Odds'))!.table!;

test('the house edge the panel states is what the payout rule gives, at every allowed stake', () => {
  const counts = outcomeCounts(8);
  for (const side of sides) {
    const row = oddsTable.rows.find((cells) => cells[0] === SIDE_NAMES[side])!;
    const stated = Number(row[3]!.replace('%', ''));
    for (const amount of allowedStakes(BET_LIMITS)) {
      // Expected payout per coin, weighting each winner by its exact count of deals.
      const expected = sides.reduce((sum, winner) => sum + counts[winner] * settle({ side, amount }, winner).payout, 0) / (counts.total * amount);
      const edgePercent = (1 - expected) * 100;
      expect(Math.abs(edgePercent - stated), `${side} at ${amount}`).toBeLessThan(0.005);
    }
  }
});

test('the chances the panel states are the exact eight-deck chances', () => {
  const counts = outcomeCounts(8);
  for (const side of sides) {
    const row = oddsTable.rows.find((cells) => cells[0] === SIDE_NAMES[side])!;
    expect(row[1]).toBe(`${((counts[side] / counts.total) * 100).toFixed(2)}%`);
  }
});
