import { buildDeck, shuffle } from '../kit/cards';
import type { RandomSource } from '../kit/random';
import { IllegalMoveError, type GinState } from './game-state';
import { opponent, type PlayerId } from './players';

const HAND_SIZE = 10;

interface Table {
  dealer: PlayerId;
  scores: GinState['scores'];
  handsWon: GinState['handsWon'];
  handNumber: number;
  lastHand: GinState['lastHand'];
}

/** Shuffles and deals ten each, one at a time starting with the non-dealer; the next card is the upcard. */
function deal(table: Table, random: RandomSource): GinState {
  const deck = shuffle(buildDeck(), random);
  const nonDealer = opponent(table.dealer);
  const dealt = (seat: PlayerId) => deck.slice(0, 2 * HAND_SIZE).filter((_, i) => (i % 2 === 0) === (seat === nonDealer));
  return {
    ...table,
    phase: 'upcard-offer',
    turn: nonDealer,
    hands: { player: dealt('player'), computer: dealt('computer') },
    discardPile: deck.slice(2 * HAND_SIZE, 2 * HAND_SIZE + 1),
    stock: deck.slice(2 * HAND_SIZE + 1),
    stockOnly: false,
    takenDiscard: null,
    events: [],
    result: null,
  };
}

/** A new game at 0-0 with its first hand dealt by `dealer` (so the other player is offered the upcard first). */
export function newGame(random: RandomSource, dealer: PlayerId = 'computer'): GinState {
  const zero = { player: 0, computer: 0 };
  return deal({ dealer, scores: zero, handsWon: zero, handNumber: 1, lastHand: null }, random);
}

/**
 * Deals the next hand after 'hand-over'. The deal alternates after a scored hand; after a void
 * hand the same dealer deals again. Scores, hands won and the last hand's summary carry over.
 */
export function newHand(state: GinState, random: RandomSource): GinState {
  if (state.phase !== 'hand-over') throw new IllegalMoveError('wrong-phase', `cannot deal during ${state.phase}`);
  const dealer = state.lastHand?.outcome === 'void' ? state.dealer : opponent(state.dealer);
  return deal({ dealer, scores: state.scores, handsWon: state.handsWon, handNumber: state.handNumber + 1, lastHand: state.lastHand }, random);
}
