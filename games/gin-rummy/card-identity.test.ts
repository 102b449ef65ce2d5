import { expect, test } from 'vitest';
import { containsCard, sameCard, sortByRank, sortBySuit, withoutCard, withoutCards } from './card-identity';
import { card, cards } from './test-fixtures';

test('a card is identified by its rank and suit', () => {
  expect(sameCard(card('7H'), { rank: 7, suit: 'hearts' })).toBe(true);
  expect(sameCard(card('7H'), card('7S'))).toBe(false);
  expect(sameCard(card('7H'), card('8H'))).toBe(false);
  expect(containsCard(cards('2S 7H'), card('7H'))).toBe(true);
  expect(containsCard(cards('2S 7D'), card('7H'))).toBe(false);
});

test('removing cards leaves the others in their order, and the list given untouched', () => {
  const hand = cards('KD 2S 7H 9C');
  expect(withoutCard(hand, card('2S'))).toEqual(cards('KD 7H 9C'));
  expect(withoutCards(hand, cards('9C KD AS'))).toEqual(cards('2S 7H'));
  expect(hand).toEqual(cards('KD 2S 7H 9C'));
});

test('a hand to show is grouped by suit, spades, hearts, diamonds, clubs, ace to king within each', () => {
  const hand = cards('KD 2C 10S AH AS QH 2D');
  expect(sortBySuit(hand)).toEqual(cards('AS 10S AH QH 2D KD 2C'));
  expect(hand).toEqual(cards('KD 2C 10S AH AS QH 2D'));
});

test('a meld reads ace to king, a set in suit order', () => {
  expect(sortByRank(cards('7C 7S 7D 7H'))).toEqual(cards('7S 7H 7D 7C'));
  expect(sortByRank(cards('KD 2C 10S AH'))).toEqual(cards('AH 2C 10S KD'));
});
