import { expect, test } from 'vitest';
import { COIN_RULES, formatCoins } from '../../core/coin-rules';
import { allowedStakes } from '../kit/wallet/wallet';
import { fractionText, percentText, wheelHowToPlay } from './how-to-play';
import { BET_LIMITS, freePrize, multiplierText, payout, SEGMENTS, segmentForDraw, TOTAL_WEIGHT } from './rules';

const sections = wheelHowToPlay();
const table = sections.find((section) => section.table)!.table!;
const rows = table.rows.slice(0, -1).map(([prize, segments, chance, free, share]) => ({ prize: prize!, segments: Number(segments), chance: chance!, free: free!, share: share! }));
const total = table.rows[table.rows.length - 1]!;
const text = sections.flatMap((section) => [...(section.paragraphs ?? []), ...(section.items ?? [])]).join(' ');
const coins = (shown: string) => Number(shown.replace(/,/g, ''));

/** The segments the row's prize text names. */
const segmentsOf = (prize: string) => SEGMENTS.map((segment, i) => ({ ...segment, i })).filter((segment) => multiplierText(segment.multiplier) === prize);

test('the table lists every prize on the wheel once, with the number of segments that carry it', () => {
  expect(rows.reduce((sum, row) => sum + row.segments, 0)).toBe(SEGMENTS.length);
  for (const row of rows) expect(segmentsOf(row.prize)).toHaveLength(row.segments);
  expect(new Set(rows.map((row) => row.prize)).size).toBe(rows.length);
});

test('each chance the table states is the exact fraction of the weights, and its percentage', () => {
  for (const row of rows) {
    const weight = segmentsOf(row.prize).reduce((sum, segment) => sum + segment.weight, 0);
    // Count the draws that land on the prize: the chance is those draws over all of them.
    let draws = 0;
    for (let draw = 0; draw < TOTAL_WEIGHT; draw++) if (multiplierText(SEGMENTS[segmentForDraw(draw)]!.multiplier) === row.prize) draws += 1;
    expect(draws).toBe(weight);
    expect(row.chance).toBe(`${fractionText(weight, TOTAL_WEIGHT)} (${percentText(weight, TOTAL_WEIGHT)})`);
  }
  expect(fractionText(55, 100)).toBe('11/20');
  expect(percentText(55, 100)).toBe('55.00%');
});

test('the stated return is what a paid spin pays back at every allowed stake, and each row its share', () => {
  const stated = Number(/returns exactly ([\d.]+)% of the stake/.exec(text)![1]);
  expect(total[4]).toBe(`${stated.toFixed(2)}%`);
  expect(stated).toBeGreaterThanOrEqual(94);
  expect(stated).toBeLessThanOrEqual(97);
  for (const stake of allowedStakes(BET_LIMITS)) {
    let paid = 0;
    for (let draw = 0; draw < TOTAL_WEIGHT; draw++) paid += payout(stake, segmentForDraw(draw));
    // paid / (TOTAL_WEIGHT × stake) = stated / 100, checked in integers (stated in hundredths of a percent).
    expect(paid * 10_000).toBe(Math.round(stated * 100) * TOTAL_WEIGHT * stake);
    for (const row of rows) {
      const share = segmentsOf(row.prize).reduce((sum, segment) => sum + segment.weight * payout(stake, segment.i), 0);
      expect(share * 10_000).toBe(Math.round(Number(row.share.replace('%', '')) * 100) * TOTAL_WEIGHT * stake);
    }
  }
});

test('the free spin column is what the free spin pays on each prize, and the text states the range', () => {
  for (const row of rows) for (const segment of segmentsOf(row.prize)) expect(coins(row.free)).toBe(freePrize(segment.i));
  const prizes = SEGMENTS.map((_, i) => freePrize(i));
  expect(text).toContain(`from ${formatCoins(Math.min(...prizes), 'en')} to ${formatCoins(Math.max(...prizes), 'en')} coins`);
  expect(text).toContain(`daily winnings limit of ${formatCoins(COIN_RULES.dailyWinningsCap, 'en')} coins`);
});

test('the rules say the wheel is sized by the odds and how to spin with the keyboard', () => {
  expect(text).toMatch(/as wide as its chance/);
  expect(text).toMatch(/Space or Enter/);
});

const french = wheelHowToPlay('fr');
const frenchTable = french.find((section) => section.table)!.table!;
const frenchText = french.flatMap((section) => [...(section.paragraphs ?? []), ...(section.items ?? [])]).join(' ');
/** A figure as French writes it ("×1,5", "95,50 %", "2 000") read as a number. */
const frenchFigure = (shown: string) => Number(shown.replace(/[×%\s]/g, '').replace(',', '.'));

test('the French table states the very same prizes, chances, free-spin pays and returns, written the French way', () => {
  expect(frenchTable.rows).toHaveLength(table.rows.length);
  frenchTable.rows.slice(0, -1).forEach(([prize, segments, chance, free, share], i) => {
    const row = rows[i]!;
    const weight = segmentsOf(row.prize).reduce((sum, segment) => sum + segment.weight, 0);
    expect(prize).toBe(row.prize.replace('.', ','));
    expect(Number(segments)).toBe(row.segments);
    expect(chance).toBe(`${fractionText(weight, TOTAL_WEIGHT)} (${percentText(weight, TOTAL_WEIGHT).replace('.', ',').replace('%', '\u00a0%')})`);
    for (const segment of segmentsOf(row.prize)) expect(frenchFigure(free!)).toBe(freePrize(segment.i));
    expect(frenchFigure(share!)).toBe(Number(row.share.replace('%', '')));
  });
  expect(frenchTable.rows.at(-1)).toEqual(['Total', String(SEGMENTS.length), '1/1 (100,00\u00a0%)', '', total[4]!.replace('.', ',').replace('%', '\u00a0%')]);
});

test('the French text states the same return, free-spin range and daily limit as the rules', () => {
  const stated = /rend exactement (\d+,\d\d)\u00a0% de la mise/.exec(frenchText)![1]!;
  expect(Number(stated.replace(',', '.'))).toBe(Number(/returns exactly ([\d.]+)% of the stake/.exec(text)![1]));
  const prizes = SEGMENTS.map((_, i) => freePrize(i));
  expect(frenchText).toContain(`de ${formatCoins(Math.min(...prizes), 'fr')} à ${formatCoins(Math.max(...prizes), 'fr')} pièces`);
  expect(frenchText).toContain(`limite quotidienne de gains de ${formatCoins(COIN_RULES.dailyWinningsCap, 'fr')} pièces`);
  expect(frenchText).toContain(`de ${multiplierText(Math.min(...SEGMENTS.map((s) => s.multiplier))).replace('.', ',')} à ${multiplierText(Math.max(...SEGMENTS.map((s) => s.multiplier)))} votre mise`);
});

test('the French panel leaves no English behind', () => {
  const english = sections.flatMap((section) => [section.heading, ...(section.items ?? []), ...(section.paragraphs ?? []), ...(section.table ? [section.table.caption, ...section.table.head] : [])]);
  const all = JSON.stringify(french);
  for (const line of english) expect(all).not.toContain(line);
  expect(all).not.toMatch(/\b(the|and|bet|spin|coins|Space|Enter)\b/);
});
