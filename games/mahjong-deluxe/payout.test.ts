import { expect, test } from 'vitest';
import { allowedStakes } from '../kit/wallet/wallet';
import { BET_LIMITS, clockText, multiplierHundredths, multiplierText, payout, timeUsed } from './payout';

test('a cleared board pays by time band: the faster, the more', () => {
  expect(payout(100, { cleared: true, seconds: 299 })).toBe(300);
  expect(payout(100, { cleared: true, seconds: 300 })).toBe(200);
  expect(payout(100, { cleared: true, seconds: 599 })).toBe(200);
  expect(payout(100, { cleared: true, seconds: 600 })).toBe(150);
  expect(payout(100, { cleared: true, seconds: 1199 })).toBe(150);
  expect(payout(100, { cleared: true, seconds: 1200 })).toBe(120);
  expect(payout(100, { cleared: true, seconds: 86_400 })).toBe(120);
});

test('a game ended early refunds a part of the stake by tiles removed', () => {
  expect(payout(100, { cleared: false, tilesRemoved: 0 })).toBe(0);
  expect(payout(100, { cleared: false, tilesRemoved: 70 })).toBe(0);
  expect(payout(100, { cleared: false, tilesRemoved: 72 })).toBe(25);
  expect(payout(100, { cleared: false, tilesRemoved: 106 })).toBe(25);
  expect(payout(100, { cleared: false, tilesRemoved: 108 })).toBe(50);
  expect(payout(100, { cleared: false, tilesRemoved: 142 })).toBe(50);
});

test('every allowed stake pays whole coins at every multiplier, computed in integers', () => {
  const endings = [...[0, 300, 600, 1200].map((seconds) => ({ cleared: true as const, seconds })), ...[0, 72, 108].map((tilesRemoved) => ({ cleared: false as const, tilesRemoved }))];
  for (const stake of allowedStakes(BET_LIMITS)) {
    for (const ending of endings) {
      const paid = payout(stake, ending);
      expect(Number.isSafeInteger(paid)).toBe(true);
      expect(paid * 100).toBe(stake * multiplierHundredths(ending));
    }
  }
  // 20 × 0.25 is 5 and 20 × 1.5 is 30: the smallest stake already pays whole coins.
  expect(payout(20, { cleared: false, tilesRemoved: 72 })).toBe(5);
  expect(payout(20, { cleared: true, seconds: 700 })).toBe(30);
});

test('stakes outside the steps are refused', () => {
  for (const stake of [0, 10, 30, 1_020, 40.5, Number.NaN]) expect(() => payout(stake, { cleared: true, seconds: 10 })).toThrow(RangeError);
});

test('hints and shuffles add their seconds to the time the bands judge', () => {
  expect(timeUsed(100.9, 0, 0)).toBe(100);
  expect(timeUsed(100, 2, 1)).toBe(160);
});

test('figures are written the way the panel writes them', () => {
  expect(multiplierText(300)).toBe('×3.00');
  expect(multiplierText(25)).toBe('×0.25');
  expect(clockText(0)).toBe('0:00');
  expect(clockText(247)).toBe('4:07');
  expect(clockText(1200)).toBe('20:00');
});
