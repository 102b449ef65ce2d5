import type { Card } from '../kit/cards';
import { containsCard, sameCard, withoutCard } from './card-identity';
import { IllegalMoveError, topDiscard, type GinEvent, type GinState, type Phase } from './game-state';
import { settleKnock, voidSummary, type HandSummary } from './hand-end';
import { bestArrangement } from './melds';
import { opponent, type PlayerId } from './players';
import { GAME_TARGET, KNOCK_LIMIT, VOID_STOCK_COUNT, finalScore } from './scoring';

/** Every move a player can make, as data: what the UI sends and the computer chooses. */
export type GinAction = { type: 'take-upcard' } | { type: 'pass-upcard' } | { type: 'draw-stock' } | { type: 'draw-discard' } | { type: 'discard'; card: Card } | { type: 'knock'; card: Card };

function expectMove(state: GinState, player: PlayerId, phase: Phase): void {
  if (state.phase !== phase) throw new IllegalMoveError('wrong-phase', `cannot do that during ${state.phase}`);
  if (state.turn !== player) throw new IllegalMoveError('not-your-turn', `it is the ${state.turn}'s move`);
}

function record(state: GinState, event: GinEvent): GinState['events'] {
  return [...state.events, event];
}

function withHand(state: GinState, player: PlayerId, hand: readonly Card[]): GinState['hands'] {
  return { ...state.hands, [player]: hand };
}

/** The first upcard goes to the player offered it, who must then discard another card. */
export function takeUpcard(state: GinState, player: PlayerId): GinState {
  expectMove(state, player, 'upcard-offer');
  const card = topDiscard(state);
  if (!card) throw new IllegalMoveError('wrong-phase', 'there is no upcard');
  return takeFromDiscardPile(state, player, card, 'take-upcard');
}

/** Puts a drawn card into the player's hand, who must now discard. */
function drawInto(state: GinState, player: PlayerId, card: Card, changes: Partial<GinState>): GinState {
  return { ...state, ...changes, phase: 'discard', hands: withHand(state, player, [...state.hands[player], card]) };
}

/** Moves the top of the discard pile into the player's hand; it may not be discarded this turn. */
function takeFromDiscardPile(state: GinState, player: PlayerId, card: Card, type: 'take-upcard' | 'draw-discard'): GinState {
  return drawInto(state, player, card, { discardPile: state.discardPile.slice(0, -1), takenDiscard: card, events: record(state, { player, type, card }) });
}

/** Declines the first upcard: the offer passes to the dealer, and after the dealer the non-dealer draws from the stock. */
export function passUpcard(state: GinState, player: PlayerId): GinState {
  expectMove(state, player, 'upcard-offer');
  const events = record(state, { player, type: 'pass-upcard' });
  if (player !== state.dealer) return { ...state, turn: state.dealer, events };
  return { ...state, phase: 'draw', turn: opponent(player), stockOnly: true, events };
}

/** Takes the top card of the stock. */
export function drawStock(state: GinState, player: PlayerId): GinState {
  expectMove(state, player, 'draw');
  const card = state.stock.at(-1);
  if (!card) throw new IllegalMoveError('wrong-phase', 'the stock is empty');
  return drawInto(state, player, card, { stock: state.stock.slice(0, -1), stockOnly: false, takenDiscard: null, events: record(state, { player, type: 'draw-stock' }) });
}

/** Takes the top card of the discard pile; it may not be discarded again this turn. */
export function drawDiscard(state: GinState, player: PlayerId): GinState {
  expectMove(state, player, 'draw');
  if (state.stockOnly) throw new IllegalMoveError('stock-only', 'both players passed the upcard: draw from the stock');
  const card = topDiscard(state);
  if (!card) throw new IllegalMoveError('stock-only', 'the discard pile is empty');
  return takeFromDiscardPile(state, player, card, 'draw-discard');
}

/** Checks a discard (or the discard of a knock) and returns the hand without the card. */
function handAfterDiscard(state: GinState, player: PlayerId, card: Card): Card[] {
  expectMove(state, player, 'discard');
  const hand = state.hands[player];
  if (!containsCard(hand, card)) throw new IllegalMoveError('card-not-in-hand', 'that card is not in your hand');
  if (state.takenDiscard && sameCard(card, state.takenDiscard)) {
    throw new IllegalMoveError('just-taken-discard', 'a card taken from the discard pile cannot be discarded on the same turn');
  }
  return withoutCard(hand, card);
}

/** Puts the finished hand's summary on the table and scores it; the game ends at GAME_TARGET. */
function endHand(state: GinState, summary: HandSummary): GinState {
  const { winner } = summary;
  if (!winner) return { ...state, phase: 'hand-over', lastHand: summary };
  const scores = { ...state.scores, [winner]: state.scores[winner] + summary.points };
  const handsWon = { ...state.handsWon, [winner]: state.handsWon[winner] + 1 };
  const over = scores[winner] >= GAME_TARGET;
  return { ...state, phase: over ? 'game-over' : 'hand-over', scores, handsWon, lastHand: summary, result: over ? finalScore(scores, handsWon) : null };
}

/**
 * Discards face up and ends the turn. If that leaves VOID_STOCK_COUNT or fewer cards in the
 * stock, the hand is void ('hand-over' with a 'void' summary).
 */
export function discard(state: GinState, player: PlayerId, card: Card): GinState {
  const hand = handAfterDiscard(state, player, card);
  const next: GinState = {
    ...state,
    hands: withHand(state, player, hand),
    discardPile: [...state.discardPile, card],
    takenDiscard: null,
    events: record(state, { player, type: 'discard', card }),
  };
  if (state.stock.length <= VOID_STOCK_COUNT) return endHand(next, voidSummary(next.hands));
  return { ...next, phase: 'draw', turn: opponent(player) };
}

/** Discards `card` and knocks; legal only if the remaining ten cards have KNOCK_LIMIT or less deadwood. */
export function knock(state: GinState, player: PlayerId, card: Card): GinState {
  const hand = handAfterDiscard(state, player, card);
  const deadwood = bestArrangement(hand).deadwoodTotal;
  if (deadwood > KNOCK_LIMIT) throw new IllegalMoveError('deadwood-too-high', `${deadwood} deadwood is too much to knock`);
  const hands = withHand(state, player, hand);
  const next: GinState = { ...state, hands, discardPile: [...state.discardPile, card], takenDiscard: null, events: record(state, { player, type: 'knock', card }) };
  return endHand(next, settleKnock(player, hands, card));
}

/** Applies any action; throws IllegalMoveError exactly when the move is not allowed. */
export function applyAction(state: GinState, player: PlayerId, action: GinAction): GinState {
  switch (action.type) {
    case 'take-upcard':
      return takeUpcard(state, player);
    case 'pass-upcard':
      return passUpcard(state, player);
    case 'draw-stock':
      return drawStock(state, player);
    case 'draw-discard':
      return drawDiscard(state, player);
    case 'discard':
      return discard(state, player, action.card);
    case 'knock':
      return knock(state, player, action.card);
  }
}
