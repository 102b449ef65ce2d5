import { expect, test } from 'vitest';
import { rankName } from '../kit/cards';
import { allowedStakes } from '../kit/wallet';
import { highLowHowToPlay } from './how-to-play';
import { BET_LIMITS, payout, type Call } from './rules';

const ranks = Array.from({ length: 13 }, (_, i) => i + 1);
const sections = highLowHowToPlay();
const table = sections.find((section) => section.table)!.table!;
const rows = table.rows.map(([shown, call, winsOn, pays, returns]) => ({ shown, call, winsOn, pays, returns }));

/** The exact return of a call at a stake, from the payout rule alone, in percent. */
function exactReturnPercent(stake: number, call: Call, rank: number): number {
  const total = ranks.reduce((sum, next) => sum + payout(stake, call, rank, next), 0);
  return (total / (13 * stake)) * 100;
}

test('the panel lists both calls for every card from 2 to queen, and never an ace or king', () => {
  expect(rows).toHaveLength(22);
  expect(rows.map((row) => row.shown)).not.toContain(rankName(1));
  expect(rows.map((row) => row.shown)).not.toContain(rankName(13));
});

test('each return the panel states is the return the game pays at every allowed stake', () => {
  for (const row of rows) {
    const rank = ranks.find((r) => rankName(r) === row.shown)!;
    const call: Call = row.call === 'Higher' ? 'higher' : 'lower';
    const stated = Number(row.returns!.replace('%', ''));
    for (const stake of allowedStakes(BET_LIMITS)) {
      expect(Math.abs(exactReturnPercent(stake, call, rank) - stated)).toBeLessThanOrEqual(0.005);
    }
  }
});

test('each multiplier the panel states is what a right call pays', () => {
  for (const row of rows) {
    const rank = ranks.find((r) => rankName(r) === row.shown)!;
    const call: Call = row.call === 'Higher' ? 'higher' : 'lower';
    const winning = call === 'higher' ? 13 : 1;
    const stated = Math.round(Number(row.pays!.replace('×', '')) * 100);
    for (const stake of allowedStakes(BET_LIMITS)) expect(payout(stake, call, rank, winning) * 100).toBe(stake * stated);
  }
});

test('the stated range of returns is the lowest and highest of the table', () => {
  const text = sections.flatMap((section) => section.paragraphs ?? []).join(' ');
  const returns = rows.map((row) => Number(row.returns!.replace('%', '')));
  const [, lowest, highest] = /between ([\d.]+)% and ([\d.]+)%/.exec(text)!;
  expect(Number(lowest)).toBe(Math.min(...returns));
  expect(Number(highest)).toBe(Math.max(...returns));
  expect(Number(highest)).toBeLessThanOrEqual(97);
});

test('the rules say how aces, kings and equal ranks are handled', () => {
  const rules = sections[0]!.items!.join(' ');
  expect(rules).toMatch(/Aces and kings are never the card you call on/);
  expect(rules).toMatch(/same rank, it is a push/);
});
