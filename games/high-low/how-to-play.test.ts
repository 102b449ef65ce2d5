import { expect, test } from 'vitest';
import { rankName } from '../kit/cards';
import { allowedStakes } from '../kit/wallet/wallet';
import { highLowHowToPlay } from './how-to-play';
import { BET_LIMITS, multiplierHundredths, payout, TARGET_RETURN_PERCENT, winningRanks, type Call } from './rules';

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

const french = highLowHowToPlay('fr');
const frenchTable = french.find((section) => section.table)!.table!;
/** A figure as French writes it ("×1,05", "96,77 %") read as a number. */
const frenchFigure = (text: string) => Number(text.replace(/[×\u00a0%]/g, '').replace(',', '.'));

test('the French panel states the very same multipliers and returns as the rules, written the French way', () => {
  expect(frenchTable.rows).toHaveLength(rows.length);
  frenchTable.rows.forEach(([shown, callName, winsOn, pays, returns], i) => {
    const rank = ranks.find((r) => rankName(r) === rows[i]!.shown)!;
    const call: Call = rows[i]!.call === 'Higher' ? 'higher' : 'lower';
    expect([shown!.toLowerCase(), callName, winsOn]).toEqual([rankName(rank, 'fr'), call === 'higher' ? 'Plus haut' : 'Plus bas', `${winningRanks(call, rank)} sur 13`]);
    expect(pays).toMatch(/^×\d+,\d\d$/);
    expect(Math.round(frenchFigure(pays!) * 100)).toBe(multiplierHundredths(call, rank));
    expect(returns).toMatch(/^\d+,\d\d\u00a0%$/);
    for (const stake of allowedStakes(BET_LIMITS)) expect(Math.abs(exactReturnPercent(stake, call, rank) - frenchFigure(returns!))).toBeLessThanOrEqual(0.005);
  });
});

test('the French range of returns is the lowest and highest of the table, and the target is the rules’ own', () => {
  const text = french.flatMap((section) => section.paragraphs ?? []).join(' ');
  const returns = frenchTable.rows.map((row) => frenchFigure(row[4]!));
  const [, lowest, highest] = /entre (\d+,\d+\u00a0%) et (\d+,\d+\u00a0%)/.exec(text)!;
  expect(frenchFigure(lowest!)).toBe(Math.min(...returns));
  expect(frenchFigure(highest!)).toBe(Math.max(...returns));
  expect(text).toContain(`taux de retour de ${TARGET_RETURN_PERCENT}\u00a0%`);
});

test('the French panel leaves no English behind', () => {
  const english = sections.flatMap((section) => [section.heading, ...(section.items ?? []), ...(section.paragraphs ?? []), ...(section.table ? [section.table.caption, ...section.table.head] : [])]);
  const text = JSON.stringify(french);
  for (const line of english) expect(text).not.toContain(line);
  expect(text).not.toMatch(/\b(the|and|bet|call|Higher|Lower|Jack|Queen)\b/);
});
