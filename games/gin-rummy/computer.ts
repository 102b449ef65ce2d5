import type { Card } from '../kit/cards';
import { containsCard, sameCard, withoutCard } from './card-identity';
import { bestArrangement, deadwoodValue } from './melds';
import { KNOCK_LIMIT } from './scoring';

const allowed = (hand: readonly Card[], forbidden: Card | null) => hand.filter((card) => !forbidden || !sameCard(card, forbidden));

/** Could the two cards become part of one meld: same rank, or same suit at most two apart. */
function near(a: Card, b: Card): boolean {
  return a.rank === b.rank || (a.suit === b.suit && Math.abs(a.rank - b.rank) <= 2);
}

/** Highest deadwood value first, then highest rank, then the first listed: a fixed order. */
function highest(cards: readonly Card[]): Card | null {
  return cards.reduce<Card | null>((best, card) => {
    if (!best) return card;
    const diff = deadwoodValue(card) - deadwoodValue(best) || card.rank - best.rank;
    return diff > 0 ? card : best;
  }, null);
}

/**
 * The card to throw from an 11-card hand: the highest-value card that is in no meld and has no
 * partner (no card of its rank or of its suit within two ranks); failing that, the highest card
 * in no meld; if every card is melded, the one whose loss leaves the least deadwood. Never
 * `forbidden` (a card just taken from the discard pile).
 */
export function chooseDiscard(hand: readonly Card[], forbidden: Card | null = null): Card {
  const choices = allowed(hand, forbidden);
  const loose = bestArrangement(hand).deadwood.filter((card) => containsCard(choices, card));
  const useless = loose.filter((card) => !hand.some((other) => !sameCard(other, card) && near(card, other)));
  const pick = highest(useless) ?? highest(loose);
  if (pick) return pick;
  const cost = (card: Card) => bestArrangement(withoutCard(hand, card)).deadwoodTotal;
  const cheapest = choices.reduce<Card | null>((best, card) => (!best || cost(card) < cost(best) ? card : best), null);
  if (!cheapest) throw new RangeError('no card may be discarded');
  return cheapest;
}

/** Whether taking `card` puts it in a meld and, after the discard that would follow, lowers the deadwood. */
function completesMeld(hand: readonly Card[], card: Card): boolean {
  const before = bestArrangement(hand).deadwoodTotal;
  const withCard = [...hand, card];
  const after = bestArrangement(withoutCard(withCard, chooseDiscard(withCard, card)));
  return after.deadwoodTotal < before && after.melds.some((meld) => containsCard(meld, card));
}

/** Whether to take the first upcard (10-card hand): only when it completes or extends a meld. */
export function chooseUpcard(hand: readonly Card[], upcard: Card): boolean {
  return completesMeld(hand, upcard);
}

/** Where to draw from (10-card hand): the discard pile when its top card completes or extends a meld, else the stock. */
export function chooseDraw(hand: readonly Card[], topDiscard: Card | null): 'discard' | 'stock' {
  return topDiscard && completesMeld(hand, topDiscard) ? 'discard' : 'stock';
}

/** Whether a 10-card hand (after the discard) may knock: the computer always knocks when it may. */
export function shouldKnock(hand: readonly Card[]): boolean {
  return bestArrangement(hand).deadwoodTotal <= KNOCK_LIMIT;
}

/**
 * The card to knock with from an 11-card hand, or null if no discard leaves a knockable hand.
 * Picks the discard leaving the least deadwood, so gin whenever gin is possible.
 */
export function chooseKnock(hand: readonly Card[], forbidden: Card | null = null): Card | null {
  let best: { card: Card; deadwood: number } | null = null;
  for (const card of allowed(hand, forbidden)) {
    const rest = withoutCard(hand, card);
    if (!shouldKnock(rest)) continue;
    const deadwood = bestArrangement(rest).deadwoodTotal;
    if (!best || deadwood < best.deadwood) best = { card, deadwood };
  }
  return best?.card ?? null;
}
