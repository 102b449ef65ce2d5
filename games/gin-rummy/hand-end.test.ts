import { expect, test } from 'vitest';
import { knock } from './actions';
import { settleKnock, voidSummary } from './hand-end';
import { settleDefender } from './layoff';
import { bestArrangement, leastDeadwoodArrangements } from './melds';
import { scoreHand } from './scoring';
import { card, cards, makeState, notation } from './test-fixtures';

// Issue 7, point 5. The knocker's 10 cards reach 8 deadwood two ways:
//   3C 3H 3D + 5C 5D 5H, deadwood AS AD 2C 4C = 1 + 1 + 2 + 4 = 8
//   2C 3C 4C + 5C 5D 5H, deadwood AS AD 3H 3D = 1 + 1 + 3 + 3 = 8
// The defender melds 6S 6H 6C + 7S 7H 7D, deadwood AC 3S 4H 2H = 1 + 3 + 4 + 2 = 10.
// Against the sets it lays off 3S (fourth three): 1 + 4 + 2 = 7 <= 8, an undercut worth 8 - 7 + 25 = 26.
// Against the run it lays off AC (A-2-3-4C): 3 + 4 + 2 = 9 > 8, so the knocker wins 9 - 8 = 1.
const KNOCKER = '3C AS 4C 2C 5C 5D AD 3H 3D 5H';
const DEFENDER = 'AC 3S 6S 7S 6H 4H 7H 6C 7D 2H';

test('the knocker lays out 2-3-4♣ + 5-5-5, not 3-3-3 + 5-5-5, and wins by 1 instead of being undercut for 26', () => {
  const summary = settleKnock('player', { player: cards(KNOCKER), computer: cards(DEFENDER) }, card('KS'));
  expect(summary).toMatchObject({ outcome: 'knock', knocker: 'player', winner: 'player', points: 1 });
  expect(summary.hands.player.melds.map(notation)).toEqual(['2C 3C 4C', '5C 5D 5H']);
  expect(notation(summary.hands.player.deadwood)).toBe('3D 3H AD AS');
  expect(summary.hands.player.deadwoodTotal).toBe(8);
  expect(notation(summary.hands.computer.laidOff)).toBe('AC');
  expect(notation(summary.hands.computer.deadwood)).toBe('2H 3S 4H');
  expect(summary.hands.computer.deadwoodTotal).toBe(9);
  expect(summary.knockerMelds.map(notation)).toEqual(['2C 3C 4C AC', '5C 5D 5H']);
});

test('the other layout of the example would have been undercut for 26', () => {
  const [sets, run] = leastDeadwoodArrangements(cards(KNOCKER));
  expect(sets?.melds.map(notation)).toEqual(['3C 3D 3H', '5C 5D 5H']);
  expect(run?.melds.map(notation)).toEqual(['2C 3C 4C', '5C 5D 5H']);
  const defender = settleDefender(cards(DEFENDER), sets?.melds ?? []);
  expect(notation(defender.laidOff)).toBe('3S');
  expect(scoreHand('player', 8, defender.deadwoodTotal)).toEqual({ winner: 'computer', points: 26, reason: 'undercut' });
});

test('the computer knocker gets the best layout too, through knock()', () => {
  const state = makeState({ phase: 'discard', turn: 'computer', hands: { computer: `${KNOCKER} KS`, player: DEFENDER } });
  const over = knock(state, 'computer', card('KS'));
  expect(over.lastHand).toMatchObject({ outcome: 'knock', knocker: 'computer', winner: 'computer', points: 1 });
  expect(over.lastHand?.hands.computer.melds.map(notation)).toEqual(['2C 3C 4C', '5C 5D 5H']);
  expect(over.scores).toEqual({ player: 0, computer: 1 });
});

test('a hand with a single least-deadwood layout is settled as before', () => {
  const knocker = cards('2S 3S 4S 5H 6H 7H 9C 9D 9H AD');
  const defender = cards('5S 6S 8H 4H 9S KS QD JC 10C 2D');
  expect(leastDeadwoodArrangements(knocker)).toEqual([bestArrangement(knocker)]);
  const summary = settleKnock('player', { player: knocker, computer: defender }, card('KC'));
  const before = settleDefender(defender, bestArrangement(knocker).melds);
  expect(summary.hands.player.melds).toEqual(bestArrangement(knocker).melds);
  expect(summary.knockerMelds).toEqual(before.knockerMelds);
  expect(summary.hands.computer.deadwoodTotal).toBe(before.deadwoodTotal);
  expect(summary).toMatchObject({ outcome: 'knock', winner: 'player', points: 42 - 1 });
});

test('when two layouts score the same, the first least-deadwood layout is kept', () => {
  // Deadwood 5S 2H QS KH = 27 after 8S 8H 8C and 9-10-J♦; 5S goes onto 5-5-5 in either layout: 22 - 8 = 14.
  const defender = cards('5S 8S 8H 8C 9D 10D JD KH QS 2H');
  const [sets, run] = leastDeadwoodArrangements(cards(KNOCKER));
  for (const layout of [sets, run]) expect(settleDefender(defender, layout?.melds ?? []).deadwoodTotal).toBe(22);
  const summary = settleKnock('computer', { computer: cards(KNOCKER), player: defender }, card('KS'));
  expect(summary).toMatchObject({ outcome: 'knock', winner: 'computer', points: 14 });
  expect(summary.hands.computer.melds.map(notation)).toEqual(['3C 3D 3H', '5C 5D 5H']);
  expect(notation(summary.hands.player.laidOff)).toBe('5S');
});

test('gin lays nothing off, so every layout scores the same and the first is kept', () => {
  const knocker = cards('AS 2S 3S 4S 5S 6S KS KH KD KC');
  expect(leastDeadwoodArrangements(knocker).map((layout) => layout.melds.map(notation))).toEqual([
    ['2S 3S AS', '4S 5S 6S', 'KC KD KH KS'],
    ['2S 3S 4S 5S 6S AS', 'KC KD KH KS'],
  ]);
  // 7S would extend A-6♠ against a knock, but gin takes no layoffs: 7+1+1+2+5+9+9+10+10+4 = 58.
  const defender = cards('7S AH AD 2C 5D 9H 9C JD QH 4C');
  const summary = settleKnock('player', { player: knocker, computer: defender }, card('8D'));
  expect(summary).toMatchObject({ outcome: 'gin', winner: 'player', points: 25 + 58 });
  expect(summary.hands.computer.laidOff).toEqual([]);
  expect(summary.hands.player.melds).toEqual(bestArrangement(knocker).melds);
  expect(summary.knockerMelds).toEqual(bestArrangement(knocker).melds);
});

test('of two winning layouts the knocker lays down the one that wins more', () => {
  // The defender melds 6-6-6 and 7-7-7 and holds 3S KH QD JC = 33. Against 3-3-3 it lays off 3S and the
  // knocker wins 30 - 8 = 22; against 2-3-4♣ nothing fits and the knocker wins 33 - 8 = 25.
  const defender = cards('3S 6S 6H 6C 7S 7H 7D KH QD JC');
  const summary = settleKnock('player', { player: cards(KNOCKER), computer: defender }, card('KS'));
  expect(summary).toMatchObject({ outcome: 'knock', winner: 'player', points: 25 });
  expect(summary.hands.player.melds.map(notation)).toEqual(['2C 3C 4C', '5C 5D 5H']);
  expect(summary.hands.computer.laidOff).toEqual([]);
});

test('a void hand shows both hands as best melded, with nothing laid off and nobody scoring', () => {
  const hands = { player: cards(KNOCKER), computer: cards(DEFENDER) };
  expect(voidSummary(hands)).toEqual({
    outcome: 'void',
    knocker: null,
    winner: null,
    points: 0,
    knockCard: null,
    hands: {
      player: { ...bestArrangement(hands.player), laidOff: [] },
      computer: { ...bestArrangement(hands.computer), laidOff: [] },
    },
    knockerMelds: [],
  });
});
