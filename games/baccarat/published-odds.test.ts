import { expect, test } from 'vitest';
import { exactOdds, houseEdge } from './odds';
import { PUBLISHED_ODDS } from './published-odds';

test('the published probabilities and house edges are what exact enumeration gives', () => {
  const odds = exactOdds(8);
  const edge = houseEdge(odds);
  for (const side of ['player', 'banker', 'tie'] as const) {
    expect(Number(odds[side].toFixed(6))).toBe(PUBLISHED_ODDS.probability[side]);
    expect(Number((edge[side] * 100).toFixed(2))).toBe(PUBLISHED_ODDS.houseEdgePercent[side]);
  }
});
