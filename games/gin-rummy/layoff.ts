import type { Card } from '../kit/cards';
import { containsCard, sameCard, sortByRank, withoutCards } from './card-identity';
import { allArrangements, deadwoodTotal, isRun, isSet, type Arrangement } from './melds';

/** What the defender managed to lay off onto the knocker's melds. */
export interface Layoff {
  /** Deadwood cards added to the knocker's melds, ace to king. */
  laidOff: Card[];
  /** Deadwood cards that still count, ace to king. */
  remaining: Card[];
  /** The knocker's melds with the laid-off cards added, in the order given. */
  melds: Card[][];
}

/** A defender's hand once it is melded and its deadwood laid off as profitably as possible. */
export interface DefenderSettlement extends Arrangement {
  /** Cards laid off onto the knocker's melds (no longer in `deadwood`). */
  laidOff: Card[];
  /** The knocker's melds with the laid-off cards added. */
  knockerMelds: Card[][];
}

const findCard = (cards: readonly Card[], rank: number, suit: Card['suit']) => cards.find((c) => sameCard(c, { rank, suit }));

/** Every group of deadwood cards that one meld could take: the fourth of a set, or a run grown at either end. */
function extensions(meld: readonly Card[], deadwood: readonly Card[]): Card[][] {
  const options: Card[][] = [[]];
  const first = meld[0];
  // Stryker disable next-line ConditionalExpression: an empty meld is neither a set nor a run, so it takes nothing either way
  if (!first) return options;
  if (isSet(meld)) {
    // A set of four holds every suit, so only a set of three finds a fourth.
    const fourth = deadwood.find((c) => c.rank === first.rank && !containsCard(meld, c));
    if (fourth) options.push([fourth]);
    return options;
  }
  if (!isRun(meld)) return options;
  const ranks = meld.map((c) => c.rank);
  // The chain stops at the first rank missing from the deadwood; no card ranks past the king or below the ace.
  const grow = (from: number, step: number) => {
    const cards: Card[] = [];
    for (let card = findCard(deadwood, from, first.suit); card; card = findCard(deadwood, card.rank + step, first.suit)) cards.push(card);
    return cards;
  };
  const below = grow(Math.min(...ranks) - 1, -1);
  const above = grow(Math.max(...ranks) + 1, 1);
  for (let down = 0; down <= below.length; down++) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the empty option is listed already; listing it twice changes no choice
    for (let up = 0; up <= above.length; up++) if (down + up > 0) options.push([...below.slice(0, down), ...above.slice(0, up)]);
  }
  return options;
}

/**
 * Lays off as much deadwood value as possible onto the knocker's melds. Cards chain (5♥ then 4♥
 * onto 6-7-8♥), runs grow at both ends, sets grow to four. Each meld's possible extensions are
 * listed and one is chosen per meld, so the answer is exact. The most value means laying off every
 * card that fits somewhere (a card both a set and a run could take can always go to the run and let
 * it chain on), so it is also the most cards; of the layouts that place those cards differently,
 * the first found is kept.
 */
export function layOff(deadwood: readonly Card[], knockerMelds: readonly (readonly Card[])[]): Layoff {
  const choices = knockerMelds.map((meld) => extensions(meld, deadwood));
  let best: Card[][] = knockerMelds.map(() => []);
  let bestValue = 0;
  const choose = (index: number, chosen: Card[][], used: Card[]) => {
    const options = choices[index];
    if (!options) {
      const value = deadwoodTotal(used);
      if (value > bestValue) [best, bestValue] = [chosen, value];
      return;
    }
    for (const option of options) {
      if (!option.some((card) => containsCard(used, card))) choose(index + 1, [...chosen, option], [...used, ...option]);
    }
  };
  choose(0, [], []);
  const laidOff = sortByRank(best.flat());
  return {
    laidOff,
    remaining: sortByRank(withoutCards(deadwood, laidOff)),
    // Stryker disable next-line ArrayDeclaration: best holds one entry per meld, so the fallback is never used
    melds: knockerMelds.map((meld, i) => sortByRank([...meld, ...(best[i] ?? [])])),
  };
}

/**
 * The defender's best response to a knock: over every way to meld its own hand, the one whose
 * deadwood after laying off counts least (keeping its own melds whole on a tie). Breaking a meld
 * of its own can pay: 7♠7♦7♣ 8♠ 9♠ against a knocker's 10-J-Q♠ melds the sevens and lays off 9♠ 8♠.
 */
export function settleDefender(hand: readonly Card[], knockerMelds: readonly (readonly Card[])[]): DefenderSettlement {
  let best: DefenderSettlement | null = null;
  for (const arrangement of allArrangements(hand)) {
    const layoff = layOff(arrangement.deadwood, knockerMelds);
    const total = deadwoodTotal(layoff.remaining);
    if (best && (total > best.deadwoodTotal || (total === best.deadwoodTotal && layoff.laidOff.length >= best.laidOff.length))) continue;
    best = { melds: arrangement.melds, deadwood: layoff.remaining, deadwoodTotal: total, laidOff: layoff.laidOff, knockerMelds: layoff.melds };
  }
  // Stryker disable next-line ConditionalExpression,StringLiteral: allArrangements always yields the all-deadwood arrangement, so best is set
  if (!best) throw new Error('unreachable: every hand has an arrangement');
  return best;
}
