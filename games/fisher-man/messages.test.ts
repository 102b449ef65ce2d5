import { expect, test } from 'vitest';
import { aimText, castingText, fishSummary, floatTag, resultText } from './messages';
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

test('in French the messages name the fish in French and write coins, multipliers and chances the French way', () => {
  expect(resultText(bass, 1_000, true, { credited: 1_250, withheld: 3_750 }, 'fr')).toBe(
    'Vous avez pris l’achigan\u202f! ×5 sur 1\u00a0000 pièces\u00a0: 1\u00a0250 pièces ajoutées. La limite quotidienne de gains a retenu 3\u00a0750 pièces.',
  );
  expect(resultText(SPECIES[5]!, 250, false, { credited: 0, withheld: 0 }, 'fr')).toBe('Le marlin doré a décroché\u00a0: 250 pièces perdues.');
  expect(resultText(bass, 100, true, null, 'fr')).toMatch(/déjà été réglé/);
  expect(aimText(bass, 'fr')).toBe('Cible\u00a0: Achigan ×5, taux de prise de 19,2\u00a0%.');
  expect(fishSummary(SPECIES[0]!, 'fr')).toBe('Sardine\u00a0: paie ×1,2, taux de prise de 80\u00a0%');
  expect(castingText(SPECIES[1]!, 1_000, 'fr')).toBe('Vous lancez vers la perchaude pour 1\u00a0000 pièces…');
  expect(floatTag(true, 12_000, 'fr')).toBe('+12\u00a0000');
  expect(floatTag(false, 0, 'fr')).toBe('Raté');
});

test('the casting line names the fish and the cost', () => {
  expect(castingText(bass, 1_000)).toBe('Casting at the Bass for 1,000 coins…');
});
