import type { Card } from '../kit/cards';
import { sameCard, withoutCard } from './card-identity';
import type { GinState } from './game-state';
import { bestArrangement } from './melds';
import type { PlayerId } from './players';
import { KNOCK_LIMIT } from './scoring';

/** A card the player may knock with, and what knocking with it leaves. */
export interface KnockOption {
  card: Card;
  /** Deadwood of the ten cards kept. */
  deadwood: number;
  /** Knocking with this card is gin (no deadwood). */
  gin: boolean;
}

/** What one player may do right now: enough for the UI to enable exactly the legal controls. */
export interface LegalMoves {
  canTakeUpcard: boolean;
  canPassUpcard: boolean;
  canDrawStock: boolean;
  canDrawDiscard: boolean;
  /** Cards that may be discarded now (all but a card just taken from the discard pile). */
  discardable: Card[];
  /** Cards that may be discarded with a knock, with the deadwood each leaves. */
  knockable: KnockOption[];
  canKnock: boolean;
  /** The hand is over and the next can be dealt (newHand). */
  canStartNextHand: boolean;
}

/** The moves open to `player` in `state`; every action succeeds exactly when listed here. */
export function legalMoves(state: GinState, player: PlayerId): LegalMoves {
  const mine = state.turn === player;
  const offered = mine && state.phase === 'upcard-offer';
  const drawing = mine && state.phase === 'draw';
  const hand = state.hands[player];
  const taken = state.takenDiscard;
  const discardable = mine && state.phase === 'discard' ? hand.filter((card) => !taken || !sameCard(card, taken)) : [];
  const knockable = discardable.flatMap((card) => {
    const deadwood = bestArrangement(withoutCard(hand, card)).deadwoodTotal;
    return deadwood <= KNOCK_LIMIT ? [{ card, deadwood, gin: deadwood === 0 }] : [];
  });
  return {
    canTakeUpcard: offered && state.discardPile.length > 0,
    canPassUpcard: offered,
    canDrawStock: drawing && state.stock.length > 0,
    canDrawDiscard: drawing && !state.stockOnly && state.discardPile.length > 0,
    discardable,
    knockable,
    canKnock: knockable.length > 0,
    canStartNextHand: state.phase === 'hand-over',
  };
}
