/**
 * The baccarat shoe: several decks shuffled together with a cut card near the end. Reaching the
 * cut card only raises `needsShuffle()`; the coup in progress finishes from the same shoe and
 * the caller reshuffles before the next one.
 */
import { buildDeck, shuffle, type Card } from '../kit/cards';
import type { RandomSource } from '../kit/random';

/**
 * A shoe of cards. The members are plain functions (no `this`), so `shoe.draw` can be handed
 * straight to `playCoup`.
 */
export type Shoe = {
  /** Takes the next card; throws only when the shoe is completely empty. */
  draw: () => Card;
  /** True once fewer than `cutCardFromEnd` cards remain: reshuffle before the next coup. */
  needsShuffle: () => boolean;
  /** Gathers every card back and shuffles the full shoe again. */
  reshuffle: () => void;
  /** Cards left to deal. */
  remaining: () => number;
};

/** A freshly shuffled shoe of `decks` decks whose cut card sits `cutCardFromEnd` cards from the end. */
export function createShoe(random: RandomSource, decks = 8, cutCardFromEnd = 14): Shoe {
  if (!Number.isInteger(decks) || decks < 1) throw new RangeError(`bad deck count ${decks}`);
  if (!Number.isInteger(cutCardFromEnd) || cutCardFromEnd < 0 || cutCardFromEnd >= decks * 52) {
    throw new RangeError(`bad cut card position ${cutCardFromEnd}`);
  }
  let cards: Card[] = [];
  let next = 0;
  const reshuffle = () => {
    cards = shuffle(buildDeck(decks), random);
    next = 0;
  };
  const remaining = () => cards.length - next;
  reshuffle();
  return {
    draw: () => {
      const card = cards[next];
      if (!card) throw new Error('the shoe is empty: reshuffle between coups');
      next++;
      return card;
    },
    needsShuffle: () => remaining() < cutCardFromEnd,
    reshuffle,
    remaining,
  };
}
