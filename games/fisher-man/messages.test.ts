import { expect, test } from 'vitest';
import { aimText, fishSummary, floatTag, resultText } from './messages';
import { SPECIES } from './rules';

const bass = SPECIES[2]!;

test('a landed fish states the coins actually credited', () => {
  expect(resultText(bass, 100, true, { credited: 500, withheld: 0 })).toBe('Landed the Bass! ×5 on 100 coins: 500 coins added.');
});

test('a catch cut by the daily winnings cap says what was credited and what was held back', () => {
  expect(resultText(bass, 1_000, true, { credited: 1_250, withheld: 3_750 })).toBe("Landed the Bass! ×5 on 1,000 coins: 1,250 coins added. Today's winnings limit held back 3,750 coins.");
});

test('a fish that got away says the cost is lost', () => {
  expect(resultText(SPECIES[5]!, 250, false, { credited: 0, withheld: 0 })).toBe('The Golden Marlin got away: 250 coins lost.');
  expect(resultText(bass, 100, true, null)).toMatch(/already settled/);
});

test('the aim line and the list of fish in the water name the pay and the chance', () => {
  expect(aimText(bass)).toBe('Aim: Bass ×5, landed on 19.2% of casts.');
  expect(fishSummary(SPECIES[0]!)).toBe('Sardine: pays ×1.2, landed on 80% of casts');
});

test('the tag by the fish shows the coins credited or that it got away', () => {
  expect(floatTag(true, 12_000)).toBe('+12,000');
  expect(floatTag(false, 0)).toBe('Got away');
});
