/**
 * What Gin Rummy saves after every move of a hand in play (see games/kit/wallet/saved-round.ts): the
 * whole game state, checked when read back: its fields, and that the cards in hands, stock and
 * discard pile are the 52 of one deck, each once.
 */
import { SUITS, type Card } from '../kit/cards';
import type { GinState } from './game-state';

/** A hand in play as saved. */
export type GinSave = { game: GinState };

const PHASES = ['upcard-offer', 'draw', 'discard'];
const SEATS = ['player', 'computer'];
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isCard = (value: unknown): value is Card =>
  isRecord(value) && Number.isSafeInteger(value.rank) && (value.rank as number) >= 1 && (value.rank as number) <= 13 && (SUITS as readonly unknown[]).includes(value.suit);
const isCards = (value: unknown): value is Card[] => Array.isArray(value) && value.every(isCard);
const isSeatCounts = (value: unknown) => isRecord(value) && isCount(value.player) && isCount(value.computer);

/** Whether `value` is a saved hand in play (the phases of a hand still open) whose cards are one whole deck. */
export function isGinSave(value: unknown): value is GinSave {
  if (!isRecord(value) || !isRecord(value.game)) return false;
  const g = value.game;
  if (!PHASES.includes(g.phase as string) || !SEATS.includes(g.dealer as string) || !SEATS.includes(g.turn as string)) return false;
  if (!isRecord(g.hands) || !isCards(g.hands.player) || !isCards(g.hands.computer) || !isCards(g.stock) || !isCards(g.discardPile)) return false;
  if (typeof g.stockOnly !== 'boolean' || !(g.takenDiscard === null || isCard(g.takenDiscard)) || !isSeatCounts(g.scores) || !isSeatCounts(g.handsWon)) return false;
  if (!isCount(g.handNumber) || g.handNumber < 1 || !Array.isArray(g.events) || !(g.lastHand === null || isRecord(g.lastHand)) || g.result !== null) return false;
  const all = [...g.hands.player, ...g.hands.computer, ...g.stock, ...g.discardPile];
  return all.length === 52 && new Set(all.map((card) => `${card.rank}${card.suit}`)).size === 52;
}
