import type { Card } from '../kit/cards';
import type { HandSummary } from './hand-end';
import type { PlayerId } from './players';
import type { FinalScore } from './scoring';

/**
 * Where a hand stands. 'upcard-offer': `turn` may take the first upcard or pass (non-dealer
 * first, then dealer). 'draw' and 'discard': `turn` draws, then discards or knocks.
 * 'hand-over': `lastHand` tells what happened; call newHand. 'game-over': `result` is final.
 */
export type Phase = 'upcard-offer' | 'draw' | 'discard' | 'hand-over' | 'game-over';

/** Something a player did, for the UI to narrate. A stock draw never names the card drawn. */
export interface GinEvent {
  player: PlayerId;
  type: 'take-upcard' | 'pass-upcard' | 'draw-stock' | 'draw-discard' | 'discard' | 'knock';
  /** The card taken or discarded; absent for passes and stock draws. */
  card?: Card;
}

/** The whole game, replaced (never mutated) by every action. */
export interface GinState {
  readonly phase: Phase;
  /** Who dealt this hand; the other player is offered the upcard first. */
  readonly dealer: PlayerId;
  /** Whose decision it is during 'upcard-offer', 'draw' and 'discard'. */
  readonly turn: PlayerId;
  /** Each player's cards in the order received; a drawn card is added at the end. */
  readonly hands: Readonly<Record<PlayerId, readonly Card[]>>;
  /** Face-down cards; the next one drawn is the last. The UI should show only its length. */
  readonly stock: readonly Card[];
  /** Face-up cards; the top is the last. */
  readonly discardPile: readonly Card[];
  /** Both players passed the first upcard: this draw must come from the stock. */
  readonly stockOnly: boolean;
  /** The card taken from the discard pile this turn, which may not be discarded this turn. */
  readonly takenDiscard: Card | null;
  /** Hand points so far in this game. */
  readonly scores: Readonly<Record<PlayerId, number>>;
  /** Hands won so far in this game (for the line bonus and the shutout). */
  readonly handsWon: Readonly<Record<PlayerId, number>>;
  /** 1 for the first deal of the game, counting void hands. */
  readonly handNumber: number;
  /** What has happened in this hand, oldest first. */
  readonly events: readonly GinEvent[];
  /** How the most recent finished hand ended; null until one has. */
  readonly lastHand: HandSummary | null;
  /** The final account once the phase is 'game-over', else null. */
  readonly result: FinalScore | null;
}

/** Why an action was refused. */
export type IllegalMoveReason = 'wrong-phase' | 'not-your-turn' | 'card-not-in-hand' | 'just-taken-discard' | 'deadwood-too-high' | 'stock-only';

/** Thrown by every action that the rules do not allow at this moment. */
export class IllegalMoveError extends Error {
  /** A stable code the UI can branch on. */
  readonly reason: IllegalMoveReason;

  constructor(reason: IllegalMoveReason, message: string) {
    super(message);
    this.name = 'IllegalMoveError';
    this.reason = reason;
  }
}

/** The face-up card a player could draw, or null when the pile is empty. */
export function topDiscard(state: GinState): Card | null {
  return state.discardPile.at(-1) ?? null;
}
