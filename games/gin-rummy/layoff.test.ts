import { expect, test } from 'vitest';
import { layOff, settleDefender } from './layoff';
import { cards, notation } from './test-fixtures';

const melds = (...texts: string[]) => texts.map(cards);

test('a run takes cards at both ends', () => {
  const result = layOff(cards('4H 8H KC'), melds('5H 6H 7H'));
  expect(notation(result.laidOff)).toBe('4H 8H');
  expect(notation(result.remaining)).toBe('KC');
  expect(result.melds.map(notation)).toEqual(['4H 5H 6H 7H 8H']);
});

test('laid-off cards chain: 5♥ then 4♥ onto 6-7-8♥', () => {
  expect(notation(layOff(cards('4H 5H'), melds('6H 7H 8H')).laidOff)).toBe('4H 5H');
  expect(notation(layOff(cards('9H 10H JH'), melds('6H 7H 8H')).laidOff)).toBe('10H 9H JH');
});

test('a card that does not touch the run stays', () => {
  const result = layOff(cards('4H 9S'), melds('6H 7H 8H'));
  expect(result.laidOff).toEqual([]);
  expect(notation(result.remaining)).toBe('4H 9S');
});

test('a set of three takes its fourth card and nothing else', () => {
  const result = layOff(cards('9H 10C 8C'), melds('9S 9D 9C'));
  expect(notation(result.laidOff)).toBe('9H');
  expect(result.melds.map(notation)).toEqual(['9C 9D 9H 9S']);
  expect(notation(result.remaining)).toBe('10C 8C');
});

test('no wrap past the king: an ace does not extend Q-K', () => {
  expect(layOff(cards('AS'), melds('JS QS KS')).laidOff).toEqual([]);
  expect(notation(layOff(cards('AS'), melds('2S 3S 4S')).laidOff)).toBe('AS');
});

test('a card fit for a set or a run goes where more value follows it', () => {
  const result = layOff(cards('7H 8H'), melds('7S 7D 7C', '4H 5H 6H'));
  expect(notation(result.laidOff)).toBe('7H 8H');
  expect(result.melds.map(notation)).toEqual(['7C 7D 7S', '4H 5H 6H 7H 8H']);
});

test('two melds both grow when their cards do not clash', () => {
  const result = layOff(cards('3C 10D JD KS'), melds('3S 3H 3D', '7D 8D 9D'));
  expect(notation(result.laidOff)).toBe('10D 3C JD');
  expect(notation(result.remaining)).toBe('KS');
});

test('the defender breaks a set of its own when laying off the run pays more', () => {
  const hand = cards('7S 7D 7C 8S 9S 2H 2D 4C 5C KH');
  const knockerMelds = melds('10S JS QS', 'AH AD AC');
  const settled = settleDefender(hand, knockerMelds);
  expect(settled.melds.map(notation)).toEqual(['7C 7D 7S']);
  expect(notation(settled.laidOff)).toBe('8S 9S');
  expect(settled.deadwoodTotal).toBe(2 + 2 + 4 + 5 + 10);
  expect(settled.knockerMelds.map(notation)).toEqual(['10S 8S 9S JS QS', 'AC AD AH']);
});

test('the defender keeps its own meld rather than laying the same cards off', () => {
  const settled = settleDefender(cards('8H 9H 10H KS'), melds('5H 6H 7H'));
  expect(settled.melds.map(notation)).toEqual(['10H 8H 9H']);
  expect(settled.laidOff).toEqual([]);
  expect(settled.deadwoodTotal).toBe(10);
});

test('a run grows up to the king and down to the ace', () => {
  expect(notation(layOff(cards('KS'), melds('10S JS QS')).laidOff)).toBe('KS');
  expect(notation(layOff(cards('AS 2S'), melds('3S 4S 5S')).laidOff)).toBe('2S AS');
});

test('cards are laid off only onto real melds', () => {
  expect(layOff(cards('4H 7H 5S'), melds('5H 6H', '5C 5D')).laidOff).toEqual([]);
});

test('on a tie the defender keeps a four-card run whole rather than laying its end card off, whatever the order of its hand', () => {
  // Laying 6♦ onto the knocker's sixes and melding 7-8-9♦ leaves the same 4♣ 8♠ as keeping 6-7-8-9♦.
  const hand = cards('9D 8D 7D 6D 4C 8S');
  for (const order of [hand, [...hand].reverse()]) {
    const settled = settleDefender(order, melds('6S 6H 6C'));
    expect(settled.melds.map(notation)).toEqual(['6D 7D 8D 9D']);
    expect(settled.laidOff).toEqual([]);
    expect(notation(settled.deadwood)).toBe('4C 8S');
    expect(settled.knockerMelds.map(notation)).toEqual(['6C 6H 6S']);
  }
});
