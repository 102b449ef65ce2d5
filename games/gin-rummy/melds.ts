import type { Card } from '../kit/cards';
import { sortByRank } from './card-identity';

/** One way to lay out a hand: disjoint melds and the cards left over. */
export interface Arrangement {
  /** Valid, disjoint melds, each ordered ace to king. */
  melds: Card[][];
  /** Cards in no meld, ordered ace to king. */
  deadwood: Card[];
  /** Sum of the deadwood cards' values. */
  deadwoodTotal: number;
}

/** What an unmelded card costs: ace 1, two to ten face value, jack, queen and king 10. */
export function deadwoodValue(card: Card): number {
  return Math.min(card.rank, 10);
}

/** Sum of the cards' deadwood values. */
export function deadwoodTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + deadwoodValue(card), 0);
}

/** Three or four cards of one rank (necessarily of different suits). */
export function isSet(cards: readonly Card[]): boolean {
  const first = cards[0];
  if (!first || cards.length < 3 || cards.length > 4) return false;
  return cards.every((c) => c.rank === first.rank) && new Set(cards.map((c) => c.suit)).size === cards.length;
}

/** Three or more consecutive cards of one suit; the ace is low only (A-2-3, never Q-K-A). */
export function isRun(cards: readonly Card[]): boolean {
  const first = cards[0];
  if (!first || cards.length < 3 || cards.some((c) => c.suit !== first.suit)) return false;
  const ranks = cards.map((c) => c.rank).sort((a, b) => a - b);
  return ranks.every((rank, i) => i === 0 || rank === (ranks[i - 1] ?? 0) + 1);
}

/** A set or a run. */
export function isValidMeld(cards: readonly Card[]): boolean {
  return isSet(cards) || isRun(cards);
}

function groupPositions(hand: readonly Card[], key: (card: Card) => string | number): number[][] {
  const groups = new Map<string | number, number[]>();
  hand.forEach((card, i) => groups.set(key(card), [...(groups.get(key(card)) ?? []), i]));
  return [...groups.values()];
}

/** Every meld the hand's cards can form, as lists of positions in `hand` (overlapping freely). */
function meldPositions(hand: readonly Card[]): number[][] {
  const melds: number[][] = [];
  for (const sameRank of groupPositions(hand, (card) => card.rank)) {
    if (sameRank.length >= 3) melds.push(sameRank);
    if (sameRank.length === 4) sameRank.forEach((_, skip) => melds.push(sameRank.filter((__, k) => k !== skip)));
  }
  const rankAt = (i: number | undefined) => (i === undefined ? NaN : (hand[i]?.rank ?? NaN));
  for (const sameSuit of groupPositions(hand, (card) => card.suit)) {
    const ordered = [...sameSuit].sort((a, b) => rankAt(a) - rankAt(b));
    for (let start = 0; start < ordered.length; start++) {
      for (let end = start + 1; end < ordered.length && rankAt(ordered[end]) === rankAt(ordered[end - 1]) + 1; end++) {
        if (end - start >= 2) melds.push(ordered.slice(start, end + 1));
      }
    }
  }
  return melds;
}

/** Every meld that can be made from the hand's cards, overlapping ones included. */
export function candidateMelds(hand: readonly Card[]): Card[][] {
  return meldPositions(hand).map((positions) => sortByRank(positions.map((i) => hand[i]).filter((c) => c !== undefined)));
}

/** Bit masks of the candidate melds, listed under each card they contain. */
function meldMasksByCard(hand: readonly Card[]): number[][] {
  if (hand.length > 30) throw new RangeError('hands of more than 30 cards are not supported');
  const byCard: number[][] = hand.map(() => []);
  for (const positions of meldPositions(hand)) {
    const mask = positions.reduce((m, i) => m | (1 << i), 0);
    for (const i of positions) byCard[i]?.push(mask);
  }
  return byCard;
}

const lowestBit = (mask: number) => 31 - Math.clz32(mask & -mask);

function toArrangement(hand: readonly Card[], meldMasks: readonly number[]): Arrangement {
  const melds = meldMasks.map((mask) => sortByRank(hand.filter((_, i) => mask & (1 << i))));
  const used = meldMasks.reduce((all, mask) => all | mask, 0);
  const deadwood = sortByRank(hand.filter((_, i) => !(used & (1 << i))));
  return { melds, deadwood, deadwoodTotal: deadwoodTotal(deadwood) };
}

/**
 * The arrangement with the least deadwood, found exactly: for the first card not yet placed, try
 * it as deadwood and in every candidate meld that fits, remembering the best answer per set of
 * cards left (at most 2^11 of them).
 */
export function bestArrangement(hand: readonly Card[]): Arrangement {
  const byCard = meldMasksByCard(hand);
  const values = hand.map(deadwoodValue);
  const memo = new Map<number, { total: number; masks: number[] }>();
  const solve = (left: number): { total: number; masks: number[] } => {
    if (left === 0) return { total: 0, masks: [] };
    const known = memo.get(left);
    if (known) return known;
    const first = lowestBit(left);
    const rest = solve(left & ~(1 << first));
    let best = { total: rest.total + (values[first] ?? 0), masks: rest.masks };
    for (const mask of byCard[first] ?? []) {
      if ((mask & left) !== mask) continue;
      const after = solve(left & ~mask);
      if (after.total < best.total) best = { total: after.total, masks: [mask, ...after.masks] };
    }
    memo.set(left, best);
    return best;
  };
  return toArrangement(hand, solve((1 << hand.length) - 1).masks);
}

/**
 * Every list of disjoint melds (as masks, lowest first card first) whose leftover cards are worth
 * at most `limit`, each once; a branch stops as soon as its deadwood passes the limit.
 */
function* meldMaskLists(hand: readonly Card[], limit: number): Generator<number[]> {
  const byCard = meldMasksByCard(hand);
  const values = hand.map(deadwoodValue);
  function* walk(left: number, masks: number[], deadwood: number): Generator<number[]> {
    if (deadwood > limit) return;
    if (left === 0) {
      yield masks;
      return;
    }
    const first = lowestBit(left);
    yield* walk(left & ~(1 << first), masks, deadwood + (values[first] ?? 0));
    for (const mask of byCard[first] ?? []) if ((mask & left) === mask) yield* walk(left & ~mask, [...masks, mask], deadwood);
  }
  yield* walk((1 << hand.length) - 1, [], 0);
}

/** Every arrangement of the hand, each once, including those that leave possible melds unmade. */
export function* allArrangements(hand: readonly Card[]): Generator<Arrangement> {
  for (const masks of meldMaskLists(hand, Infinity)) yield toArrangement(hand, masks);
}

/**
 * Every arrangement that reaches the hand's least deadwood, `bestArrangement`'s first: the layouts
 * a knocker can lay down. Their deadwood is the same; their melds, and so the layoffs, differ.
 */
export function leastDeadwoodArrangements(hand: readonly Card[]): Arrangement[] {
  const best = bestArrangement(hand);
  const key = (arrangement: Arrangement) =>
    arrangement.melds
      .map((meld) => meld.map((c) => `${c.rank}${c.suit}`).join(' '))
      .sort()
      .join('|');
  const others = [...meldMaskLists(hand, best.deadwoodTotal)].map((masks) => toArrangement(hand, masks)).filter((a) => key(a) !== key(best));
  return [best, ...others];
}
