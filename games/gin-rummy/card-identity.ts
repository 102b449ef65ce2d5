import { SUITS, type Card } from '../kit/cards';

/** Whether two cards are the same card: with one deck, rank and suit identify it. */
export function sameCard(a: Card, b: Card): boolean {
  return a.rank === b.rank && a.suit === b.suit;
}

/** Whether `cards` holds `card`. */
export function containsCard(cards: readonly Card[], card: Card): boolean {
  return cards.some((c) => sameCard(c, card));
}

/** A copy of `cards` without `card`. */
export function withoutCard(cards: readonly Card[], card: Card): Card[] {
  return cards.filter((c) => !sameCard(c, card));
}

/** A copy of `cards` without any of `removed`. */
export function withoutCards(cards: readonly Card[], removed: readonly Card[]): Card[] {
  return cards.filter((c) => !containsCard(removed, c));
}

/** Grouped by suit (spades, hearts, diamonds, clubs), ace to king within a suit: a tidy hand to show. */
export function sortBySuit(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => SUITS.indexOf(a.suit) - SUITS.indexOf(b.suit) || a.rank - b.rank);
}

/** Ace to king, ties in suit order: how a meld reads (a run in order, a set by suit). */
export function sortByRank(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => a.rank - b.rank || SUITS.indexOf(a.suit) - SUITS.indexOf(b.suit));
}
