import { LOCALE, pick, type Locale } from './locale';
import type { RandomSource } from './random';
import { cardStrings } from './strings';

export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';
/** A playing card: rank 1 (ace) to 13 (king). */
export type Card = { rank: number; suit: Suit };

export const SUITS: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];
const RANK_SHORT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_SYMBOL: Record<Suit, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

/** `decks` standard 52-card decks, in order. */
export function buildDeck(decks = 1): Card[] {
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++) for (const suit of SUITS) for (let rank = 1; rank <= 13; rank++) cards.push({ rank, suit });
  return cards;
}

/** Fisher-Yates shuffle in place; every order is equally likely given a fair source. */
export function shuffle<T>(items: T[], random: RandomSource): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A rank in words: "Ace", "7", "King" (French: « As », « 7 », « Roi »). */
export function rankName(rank: number, locale: Locale = LOCALE): string {
  return pick(cardStrings, locale).ranks[rank - 1] ?? String(rank);
}

/** How a screen reader names a card: "Queen of hearts", « dame de cœur ». */
export function cardName(card: Card, locale: Locale = LOCALE): string {
  const t = pick(cardStrings, locale);
  return t.card(rankName(card.rank, locale), t.suits[card.suit]);
}

/** Short form for text: "Q♥". */
export function cardShort(card: Card): string {
  return `${RANK_SHORT[card.rank]}${SUIT_SYMBOL[card.suit]}`;
}

export function isRed(card: Card): boolean {
  return card.suit === 'hearts' || card.suit === 'diamonds';
}

/** An SVG drawing of a card face (or its back), as markup; no image downloads. */
export function cardSvg(card: Card | null): string {
  if (!card) {
    return '<svg viewBox="0 0 100 140" aria-hidden="true" focusable="false"><rect x="2" y="2" width="96" height="136" rx="10" fill="#132C57" stroke="#FFC629" stroke-width="3"/><rect x="12" y="12" width="76" height="116" rx="6" fill="none" stroke="#FFC629" stroke-opacity=".5" stroke-dasharray="4 4"/><circle cx="50" cy="70" r="16" fill="#FFC629"/></svg>';
  }
  const colour = isRed(card) ? '#B3261E' : '#0B1F3F';
  const rank = RANK_SHORT[card.rank]!;
  const suit = SUIT_SYMBOL[card.suit];
  return (
    `<svg viewBox="0 0 100 140" aria-hidden="true" focusable="false">` +
    `<rect x="2" y="2" width="96" height="136" rx="10" fill="#FFFFFF" stroke="#C9D3E3" stroke-width="2"/>` +
    `<text x="10" y="30" font-size="24" font-weight="700" fill="${colour}" font-family="system-ui,sans-serif">${rank}</text>` +
    `<text x="10" y="52" font-size="20" fill="${colour}" font-family="system-ui,sans-serif">${suit}</text>` +
    `<text x="50" y="96" font-size="48" text-anchor="middle" fill="${colour}" font-family="system-ui,sans-serif">${suit}</text>` +
    `<text x="90" y="128" font-size="24" font-weight="700" fill="${colour}" text-anchor="end" font-family="system-ui,sans-serif">${rank}</text>` +
    `</svg>`
  );
}
