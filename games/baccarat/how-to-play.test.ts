import { expect, test } from 'vitest';
import { allowedStakes } from '../kit/wallet/wallet';
import { baccaratHowToPlay } from './how-to-play';
import { outcomeCounts } from './odds';
import { BET_LIMITS, settle, type Side } from './rules';
import { baccaratStrings } from './strings';

const SIDE_NAMES = baccaratStrings.en.sides;

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

const french = baccaratHowToPlay('fr');
const frenchOdds = french.at(-1)!.table!;
/** A percentage as French writes it ("44,62 %") read as a number. */
const frenchPercent = (text: string) => Number(/^(\d+),(\d+)\u00a0%$/.exec(text)!.slice(1).join('.'));

test('the French odds table states the very same exact chances and house edges, written the French way', () => {
  const counts = outcomeCounts(8);
  for (const side of sides) {
    const row = frenchOdds.rows.find((cells) => cells[0] === baccaratStrings.fr.sides[side])!;
    expect(frenchPercent(row[1]!).toFixed(2)).toBe(((counts[side] / counts.total) * 100).toFixed(2));
    const english = oddsTable.rows.find((cells) => cells[0] === SIDE_NAMES[side])!;
    expect(frenchPercent(row[3]!)).toBe(Number(english[3]!.replace('%', '')));
  }
  expect(frenchOdds.rows.map((row) => row[2])).toEqual(['1 pour 1', '0,95 pour 1 (commission de 5\u00a0%)', '8 pour 1']);
});

test('the French rules state the same pays, stake step and drawing table', () => {
  const english = baccaratHowToPlay('en');
  const figures = (sections: typeof english) => JSON.stringify(sections).match(/\d+/g);
  expect(figures(french)).toEqual(figures(english));
  const rules = french[0]!.items!.join(' ');
  expect(rules).toContain(`par tranches de ${BET_LIMITS.step} pièces`);
  expect(rules).toContain('exactement 95\u00a0% de la mise');
});

test('the French panel leaves no English behind', () => {
  const english = baccaratHowToPlay('en').flatMap((section) => [
    section.heading,
    ...(section.items ?? []),
    ...(section.paragraphs ?? []),
    ...(section.table ? [section.table.caption, ...section.table.head] : []),
  ]);
  const text = JSON.stringify(french);
  for (const line of english) expect(text).not.toContain(line);
  expect(text).not.toMatch(/\b(the|and|bet|Player|Banker|Tie|pays|commission\))\b/);
});
