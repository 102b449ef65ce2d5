import { buildDeck, type Card, type Suit } from '../kit/cards';
import { containsCard, withoutCards } from './card-identity';
import type { GinState } from './game-state';
import type { PlayerId } from './players';

const SUIT_LETTERS: Record<string, Suit> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_LETTERS: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };

/** One card in test notation: "7H", "10S", "AD", "KC". */
export function card(text: string): Card {
  const match = /^(A|J|Q|K|10|[2-9])([SHDC])$/.exec(text);
  const suit = SUIT_LETTERS[match?.[2] ?? ''];
  if (!match?.[1] || !suit) throw new Error(`bad card ${text}`);
  return { rank: RANK_LETTERS[match[1]] ?? Number(match[1]), suit };
}

/** Cards in test notation separated by spaces: "7H 7S 7D". */
export function cards(text: string): Card[] {
  return text.split(/\s+/).filter(Boolean).map(card);
}

/** Test notation for cards, sorted, for readable assertions: "7D 7H 7S". */
export function notation(list: readonly Card[]): string {
  const rank = (r: number) => ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' })[r] ?? String(r);
  return list
    .map((c) => `${rank(c.rank)}${c.suit[0]?.toUpperCase() ?? ''}`)
    .sort()
    .join(' ');
}

/** Options for a hand-made state: hands and discard pile in notation, the stock built from the rest. */
export interface StateSetup extends Partial<Omit<GinState, 'hands' | 'discardPile' | 'stock'>> {
  hands: Record<PlayerId, string>;
  discardPile?: string;
  /** How many cards to leave in the stock (default: all the rest of the deck). */
  stockCount?: number;
}

/** A state in the middle of a hand, for testing one rule at a time. Defaults: the player's draw, computer dealt. */
export function makeState(setup: StateSetup): GinState {
  const { hands: handText, discardPile: pileText = '', stockCount, ...rest } = setup;
  const hands = { player: cards(handText.player), computer: cards(handText.computer) };
  const discardPile = cards(pileText);
  const used = [...hands.player, ...hands.computer, ...discardPile];
  const others = withoutCards(buildDeck(), used);
  if (used.some((c, i) => containsCard(used.slice(i + 1), c))) throw new Error('a card appears twice');
  return {
    phase: 'draw',
    dealer: 'computer',
    turn: 'player',
    stockOnly: false,
    takenDiscard: null,
    scores: { player: 0, computer: 0 },
    handsWon: { player: 0, computer: 0 },
    handNumber: 1,
    events: [],
    lastHand: null,
    result: null,
    ...rest,
    hands,
    discardPile,
    stock: others.slice(0, stockCount ?? others.length),
  };
}

/** A game one knock from its end: the player, at 95, knocks with K♣ over a computer at 30. */
export function oneKnockFromTheEnd(): GinState {
  return makeState({
    phase: 'discard',
    scores: { player: 95, computer: 30 },
    handsWon: { player: 4, computer: 1 },
    hands: { player: '2S 3S 4S 5H 6H 7H 9C 9D 9H AD KC', computer: 'KS KH QD QC JS JH 10D 10C 8S 8D' },
  });
}
