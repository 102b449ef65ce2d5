import { applyAction, type GinAction } from './actions';
import { chooseDiscard, chooseDraw, chooseKnock, chooseUpcard } from './computer';
import { topDiscard, type GinState } from './game-state';
import type { PlayerId } from './players';

/**
 * The computer's next single move for `seat`, or null when it is not that seat's move. The UI
 * can apply moves one at a time (to animate them) or use playComputerTurn.
 */
export function nextComputerAction(state: GinState, seat: PlayerId = 'computer'): GinAction | null {
  if (state.turn !== seat) return null;
  const hand = state.hands[seat];
  const top = topDiscard(state);
  switch (state.phase) {
    case 'upcard-offer':
      return top && chooseUpcard(hand, top) ? { type: 'take-upcard' } : { type: 'pass-upcard' };
    case 'draw':
      return !state.stockOnly && chooseDraw(hand, top) === 'discard' ? { type: 'draw-discard' } : { type: 'draw-stock' };
    case 'discard': {
      const knockWith = chooseKnock(hand, state.takenDiscard);
      return knockWith ? { type: 'knock', card: knockWith } : { type: 'discard', card: chooseDiscard(hand, state.takenDiscard) };
    }
    default:
      return null;
  }
}

/** Plays `seat`'s moves until it is the other player's move or the hand is over. */
export function playComputerTurn(state: GinState, seat: PlayerId = 'computer'): GinState {
  let current = state;
  for (let action = nextComputerAction(current, seat); action; action = nextComputerAction(current, seat)) {
    current = applyAction(current, seat, action);
  }
  return current;
}
