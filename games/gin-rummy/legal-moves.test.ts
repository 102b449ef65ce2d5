import { expect, test } from 'vitest';
import { drawDiscard, drawStock, passUpcard, takeUpcard } from './actions';
import { legalMoves } from './legal-moves';
import { card, makeState, notation } from './test-fixtures';

const hands = { player: '2S 3S 4S 5H 6H 7H 9C 9D QH KD', computer: 'KS KH QD QC JS JH 10D 10C 8S 8D' };

test('during the upcard offer only the offered player may take or pass', () => {
  const state = makeState({ phase: 'upcard-offer', discardPile: '9H', hands });
  expect(legalMoves(state, 'player')).toMatchObject({ canTakeUpcard: true, canPassUpcard: true, canDrawStock: false, canDrawDiscard: false, discardable: [] });
  expect(legalMoves(state, 'computer')).toMatchObject({ canTakeUpcard: false, canPassUpcard: false });
});

test('after both pass, only the stock may be drawn', () => {
  const state = passUpcard(passUpcard(makeState({ phase: 'upcard-offer', discardPile: '9H', hands }), 'player'), 'computer');
  expect(legalMoves(state, 'player')).toMatchObject({ canDrawStock: true, canDrawDiscard: false });
});

test('in the draw phase both piles are open to the player whose turn it is', () => {
  const state = makeState({ discardPile: '9H', hands });
  expect(legalMoves(state, 'player')).toMatchObject({ canDrawStock: true, canDrawDiscard: true, canKnock: false });
  expect(legalMoves(state, 'computer')).toMatchObject({ canDrawStock: false, canDrawDiscard: false });
});

test('after taking the discard, every card but that one may be thrown, and the knock options are listed', () => {
  const taken = drawDiscard(makeState({ discardPile: '8C', hands }), 'player');
  const moves = legalMoves(taken, 'player');
  expect(moves.discardable).toHaveLength(10);
  expect(notation(moves.discardable)).not.toContain('8C');
  expect(moves.canKnock).toBe(false);
  expect(moves.knockable).toEqual([]);
  const setMade = drawDiscard(makeState({ discardPile: '9H', hands }), 'player');
  expect(
    legalMoves(setMade, 'player')
      .knockable.map((option) => notation([option.card]))
      .sort(),
  ).toEqual(['KD', 'QH']);
});

test('knock options give the deadwood left and flag gin', () => {
  const state = makeState({ phase: 'discard', hands: { player: '2S 3S 4S 5S 5H 6H 7H 9C 9D 9H KC', computer: hands.computer } });
  const moves = legalMoves(state, 'player');
  expect(moves.canKnock).toBe(true);
  expect(moves.knockable).toContainEqual({ card: card('KC'), deadwood: 0, gin: true });
  expect(moves.knockable).toContainEqual({ card: card('2S'), deadwood: 10, gin: false });
  expect(moves.knockable.find((option) => option.card.rank === 9)).toBeUndefined();
});

test('nothing is legal for anyone once the hand is over, except dealing the next', () => {
  const state = makeState({ phase: 'hand-over', hands });
  expect(legalMoves(state, 'player')).toEqual({
    canTakeUpcard: false,
    canPassUpcard: false,
    canDrawStock: false,
    canDrawDiscard: false,
    discardable: [],
    knockable: [],
    canKnock: false,
    canStartNextHand: true,
  });
  expect(legalMoves(drawStock(makeState({ hands }), 'player'), 'player').canStartNextHand).toBe(false);
});

test('an empty pile can be neither offered nor drawn, and the action agrees', () => {
  const illegal = (reason: string, message: string) => expect.objectContaining({ name: 'IllegalMoveError', reason, message });
  const noUpcard = makeState({ phase: 'upcard-offer', hands });
  expect(legalMoves(noUpcard, 'player')).toMatchObject({ canTakeUpcard: false, canPassUpcard: true });
  expect(() => takeUpcard(noUpcard, 'player')).toThrow(illegal('wrong-phase', 'there is no upcard'));
  const noStock = makeState({ discardPile: '9H', stockCount: 0, hands });
  expect(legalMoves(noStock, 'player')).toMatchObject({ canDrawStock: false, canDrawDiscard: true });
  expect(() => drawStock(noStock, 'player')).toThrow(illegal('wrong-phase', 'the stock is empty'));
  const noDiscard = makeState({ hands });
  expect(legalMoves(noDiscard, 'player')).toMatchObject({ canDrawStock: true, canDrawDiscard: false });
  expect(() => drawDiscard(noDiscard, 'player')).toThrow(illegal('stock-only', 'the discard pile is empty'));
});
