import { expect, test } from 'vitest';
import { chooseDiscard, chooseDraw, chooseKnock, chooseUpcard, shouldKnock } from './computer';
import { card, cards } from './test-fixtures';

const hand = cards('2S 3S 4S 8H 8D 5C 6C KD QS 2H');

test('takes a discard that completes a set', () => {
  expect(chooseDraw(hand, card('8C'))).toBe('discard');
});

test('takes a discard that completes or extends a run', () => {
  expect(chooseDraw(hand, card('7C'))).toBe('discard');
  expect(chooseDraw(hand, card('5S'))).toBe('discard');
  expect(chooseDraw(hand, card('AS'))).toBe('discard');
});

test('otherwise draws from the stock', () => {
  expect(chooseDraw(hand, card('KC'))).toBe('stock');
  expect(chooseDraw(hand, card('9S'))).toBe('stock');
  expect(chooseDraw(hand, null)).toBe('stock');
});

test('takes the first upcard on the same terms', () => {
  expect(chooseUpcard(hand, card('8S'))).toBe(true);
  expect(chooseUpcard(hand, card('JH'))).toBe(false);
});

test('discards its highest card that is in no meld and near none', () => {
  const eleven = cards('2S 3S 4S 8H 8D 5C 6C KD QS 2H JC');
  expect(chooseDiscard(eleven)).toEqual(card('KD'));
});

test('keeps a high pair over a lone lower card', () => {
  const eleven = cards('2S 3S 4S 8H 8D 5C 6C KD KS 9H JC');
  expect(chooseDiscard(eleven)).toEqual(card('JC'));
});

test('never throws back the card it just took', () => {
  const eleven = cards('2S 3S 4S 8H 8D 5C 6C KD QS 2H JC');
  expect(chooseDiscard(eleven, card('KD'))).toEqual(card('QS'));
});

test('with nothing useless it throws its highest unmelded card', () => {
  const eleven = cards('2S 3S 4S 9H 9D 10C JC 5H 6H AD 2D');
  expect(chooseDiscard(eleven)).toEqual(card('JC'));
});

test('with every card melded it breaks a meld as cheaply as possible', () => {
  const eleven = cards('2S 3S 4S 5S 7H 7D 7C 9C 10C JC QC');
  expect(['2S', '5S', '9C', 'QC'].map(card)).toContainEqual(chooseDiscard(eleven));
});

test('knocks whenever it can, and goes gin when it can', () => {
  expect(shouldKnock(cards('2S 3S 4S 8H 8D 8C 5C 6C 7C 9H'))).toBe(true);
  expect(shouldKnock(cards('2S 3S 4S 8H 8D 8C 5C 6C JC 9H'))).toBe(false);
  expect(chooseKnock(cards('2S 3S 4S 8H 8D 8C 5C 6C 7C 9H KD'))).toEqual(card('KD'));
  expect(chooseKnock(cards('2S 3S 4S 8H 8D 8C 5C 6C 7C 7H KD'))).toEqual(card('KD'));
  expect(chooseKnock(cards('2S 3S 4S 8H 8D 8C 5C 6C 7C 9H 3H'))).toEqual(card('9H'));
  expect(chooseKnock(cards('2S 3S 4S 8H 8D 5C 6C KD QS 2H JC'))).toBeNull();
});

test('does not knock with the card it just took', () => {
  expect(chooseKnock(cards('2S 3S 4S 8H 8D 8C 5C 6C 7C 9H KD'), card('KD'))).toEqual(card('9H'));
});

test('a card two ranks from another of its suit has a partner, so a lone lower card goes first', () => {
  // K♥ and J♥ wait for Q♥; 8♣ is near nothing.
  expect(chooseDiscard(cards('2S 3S 4S 5C 5D 5H KH JH 8C 4D 2D'))).toEqual(card('8C'));
});

test('among equally high unmelded cards it throws the first in meld order, spades first', () => {
  // Every loose card has a partner (K♠ K♦, Q♥ J♥ 9♥ 7♥), so the highest loose card goes: a king, K♠ before K♦.
  expect(chooseDiscard(cards('2S 3S 4S 7H 7D 7C KD KS QH JH 9H'))).toEqual(card('KS'));
});

test('breaking a meld, it throws the first card, in hand order, whose loss costs least', () => {
  // Throwing a seven breaks the set (14 deadwood); 2♠, 5♠, 9♣ and Q♣ each leave every card melded.
  expect(chooseDiscard(cards('7H 7D 7C 2S 3S 4S 5S 9C 10C JC QC'))).toEqual(card('2S'));
});

test('a hand whose only card was just taken has nothing it may discard', () => {
  expect(() => chooseDiscard(cards('7H'), card('7H'))).toThrow(new RangeError('no card may be discarded'));
});

test('a card that joins a meld but leaves no less deadwood is not taken', () => {
  // Already all melded: 8♥ would extend 5-6-7♥, but the discard after it leaves 0 deadwood, as before.
  const melded = cards('2S 3S 4S 5H 6H 7H 9C 9D 9H 9S');
  expect(chooseDraw(melded, card('8H'))).toBe('stock');
  expect(chooseUpcard(melded, card('8H'))).toBe(false);
});
