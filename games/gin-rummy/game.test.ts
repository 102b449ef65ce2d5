import { expect, test } from 'vitest';
import { buildDeck, shuffle } from '../kit/cards';
import { seededRandom } from '../kit/random';
import { discard, drawDiscard, knock, takeUpcard } from './actions';
import { containsCard } from './card-identity';
import { newGame, newHand } from './game';
import { IllegalMoveError, topDiscard, type GinState } from './game-state';
import { card, makeState } from './test-fixtures';

function allCards(state: GinState) {
  return [...state.hands.player, ...state.hands.computer, ...state.stock, ...state.discardPile];
}

test('a new game deals ten each, one upcard and a stock of 31, and offers the upcard to the non-dealer', () => {
  const state = newGame(seededRandom(1), 'computer');
  expect(state.hands.player).toHaveLength(10);
  expect(state.hands.computer).toHaveLength(10);
  expect(state.discardPile).toHaveLength(1);
  expect(state.stock).toHaveLength(31);
  expect(state).toMatchObject({ phase: 'upcard-offer', dealer: 'computer', turn: 'player', handNumber: 1, lastHand: null, result: null });
  expect(state.scores).toEqual({ player: 0, computer: 0 });
  const everything = allCards(state);
  expect(buildDeck().every((c) => containsCard(everything, c))).toBe(true);
  expect(everything).toHaveLength(52);
});

test('the same seed deals the same game; the player can be the dealer', () => {
  expect(newGame(seededRandom(5))).toEqual(newGame(seededRandom(5)));
  expect(newGame(seededRandom(5), 'player')).toMatchObject({ dealer: 'player', turn: 'computer' });
  expect(topDiscard(newGame(seededRandom(5)))).not.toBeNull();
});

test('after a scored hand the deal passes to the other player', () => {
  const state = makeState({
    phase: 'discard',
    hands: { player: '2S 3S 4S 5H 6H 7H 9C 9D 9H AD KC', computer: 'KS KH QD QC JS JH 10D 10C 8S 8D' },
  });
  const over = knock(state, 'player', card('KC'));
  expect(over.phase).toBe('hand-over');
  const next = newHand(over, seededRandom(2));
  expect(next).toMatchObject({ dealer: 'player', turn: 'computer', phase: 'upcard-offer', handNumber: 2, events: [] });
  expect(next.scores).toEqual(over.scores);
  expect(next.lastHand).toBe(over.lastHand);
});

test('after a void hand the same dealer deals again and nobody scores', () => {
  const state = makeState({
    phase: 'discard',
    stockCount: 2,
    hands: { player: 'KS KH QD QC JS JH 10D 10C 8S 8D 2C', computer: '2S 3S 4S 5H 6H 7H 9C 9D 9H AD' },
  });
  const over = discard(state, 'player', card('2C'));
  expect(over.lastHand?.outcome).toBe('void');
  const next = newHand(over, seededRandom(3));
  expect(next.dealer).toBe('computer');
  expect(next.scores).toEqual({ player: 0, computer: 0 });
  expect(next.handNumber).toBe(2);
});

test('a new hand can only be dealt once the hand is over', () => {
  const state = newGame(seededRandom(1));
  expect(() => newHand(state, seededRandom(1))).toThrow(IllegalMoveError);
  expect(() => newHand(state, seededRandom(1))).toThrow(expect.objectContaining({ reason: 'wrong-phase' }));
  const finished = { ...state, phase: 'game-over' as const };
  expect(() => newHand(finished, seededRandom(1))).toThrow(/cannot deal during game-over/);
});

test('the deal goes one card at a time from the shuffled deck, the non-dealer first; the next card is the upcard', () => {
  const deck = shuffle(buildDeck(), seededRandom(9));
  for (const dealer of ['computer', 'player'] as const) {
    const state = newGame(seededRandom(9), dealer);
    const nonDealer = dealer === 'computer' ? 'player' : 'computer';
    expect(state.hands[nonDealer]).toEqual(deck.filter((_, i) => i < 20 && i % 2 === 0));
    expect(state.hands[dealer]).toEqual(deck.filter((_, i) => i < 20 && i % 2 === 1));
    expect(state.discardPile).toEqual([deck[20]]);
    expect(state.stock).toEqual(deck.slice(21));
  }
});

test('the computer deals the first game unless told otherwise, so the player is offered the upcard', () => {
  expect(newGame(seededRandom(5))).toMatchObject({ dealer: 'computer', turn: 'player', phase: 'upcard-offer' });
});

test('once the upcard is taken, the next player may draw from the discard pile', () => {
  const state = newGame(seededRandom(4));
  const taken = takeUpcard(state, 'player');
  const thrown = discard(taken, 'player', taken.hands.player[0]!);
  expect(drawDiscard(thrown, 'computer').hands.computer).toContainEqual(taken.hands.player[0]);
});
