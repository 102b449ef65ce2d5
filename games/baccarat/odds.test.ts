import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { exactOdds, houseEdge, outcomeCounts } from './odds';
import { playCoup } from './rules';
import { createShoe } from './shoe';

// The GAMES.md oracle, 8 decks, rounded to 6 places.
const ORACLE = { player: 0.446247, banker: 0.458597, tie: 0.095156 };

test('exact 8-deck odds match the GAMES.md oracle to within 1e-6 and sum to 1', () => {
  const odds = exactOdds(8);
  for (const side of ['player', 'banker', 'tie'] as const) {
    expect(Math.abs(odds[side] - ORACLE[side]), side).toBeLessThan(1e-6);
  }
  expect(odds.player + odds.banker + odds.tie).toBeCloseTo(1, 12);
});

test('the enumeration counts the published 8-deck totals exactly', () => {
  // The widely published 8-deck counts of ordered six-card deals (e.g. the Wizard of Odds).
  expect(outcomeCounts(8)).toEqual({
    banker: 2_292_252_566_437_888,
    player: 2_230_518_282_592_256,
    tie: 475_627_426_473_216,
    total: 4_998_398_275_503_360,
  });
});

test('house edges: banker 1.06%, player 1.24%, tie 14.36%', () => {
  const edge = houseEdge(exactOdds(8));
  expect((edge.banker * 100).toFixed(2)).toBe('1.06');
  expect((edge.player * 100).toFixed(2)).toBe('1.24');
  expect((edge.tie * 100).toFixed(2)).toBe('14.36');
});

test('the enumeration works for other shoe sizes', () => {
  const single = exactOdds(1);
  expect(single.player + single.banker + single.tie).toBeCloseTo(1, 12);
  expect(single.banker).toBeGreaterThan(single.player);
  expect(() => exactOdds(9)).toThrow(RangeError);
});

test('300,000 seeded coups from real shoes land within 0.005 of the exact odds', () => {
  const random = seededRandom(20_240_601);
  const shoe = createShoe(random);
  const wins = { player: 0, banker: 0, tie: 0 };
  const coups = 300_000;
  for (let i = 0; i < coups; i++) {
    if (shoe.needsShuffle()) shoe.reshuffle();
    wins[playCoup(shoe.draw).winner]++;
  }
  const exact = exactOdds(8);
  for (const side of ['player', 'banker', 'tie'] as const) {
    expect(Math.abs(wins[side] / coups - exact[side]), side).toBeLessThan(0.005);
  }
});

test('a shoe needs a whole number of decks, at least one and at most eight', () => {
  for (const decks of [0, -1, 1.5, Number.NaN]) expect(() => outcomeCounts(decks), String(decks)).toThrow(`bad deck count ${decks}`);
  expect(() => outcomeCounts(9)).toThrow('9 decks are too many to count exactly');
  expect(outcomeCounts(1).total).toBe(52 * 51 * 50 * 49 * 48 * 47);
});
