import { expect, test } from 'vitest';
import { buildDeck, shuffle, type Card } from '../kit/cards';
import { seededRandom } from '../kit/random';
import { allArrangements, bestArrangement, candidateMelds, deadwoodTotal, deadwoodValue, isValidMeld, leastDeadwoodArrangements, type Arrangement } from './melds';
import { cards, notation } from './test-fixtures';

/** An independent oracle: the least deadwood over every subset of the hand that splits into valid melds. */
function bruteForceDeadwood(hand: readonly Card[]): number {
  const memo = new Map<number, boolean>();
  const splits = (mask: number): boolean => {
    if (mask === 0) return true;
    const known = memo.get(mask);
    if (known !== undefined) return known;
    const low = mask & -mask;
    let ok = false;
    for (let sub = mask; sub > 0 && !ok; sub = (sub - 1) & mask) {
      if (!(sub & low)) continue;
      const meld = hand.filter((_, i) => sub & (1 << i));
      ok = meld.length >= 3 && isValidMeld(meld) && splits(mask & ~sub);
    }
    memo.set(mask, ok);
    return ok;
  };
  let best = Infinity;
  for (let mask = 0; mask < 1 << hand.length; mask++) {
    if (splits(mask)) best = Math.min(best, deadwoodTotal(hand.filter((_, i) => !(mask & (1 << i)))));
  }
  return best;
}

/** The arrangement uses each card of the hand exactly once, in valid melds, and adds up. */
function expectConsistent(hand: readonly Card[], arrangement: Arrangement) {
  expect(arrangement.melds.every(isValidMeld)).toBe(true);
  expect(notation([...arrangement.melds.flat(), ...arrangement.deadwood])).toBe(notation(hand));
  expect(arrangement.deadwoodTotal).toBe(deadwoodTotal(arrangement.deadwood));
}

test('deadwood values: ace 1, two to ten face value, court cards 10', () => {
  expect(cards('AS 2H 9D 10C JS QH KD').map(deadwoodValue)).toEqual([1, 2, 9, 10, 10, 10, 10]);
});

test('runs are three or more in one suit with the ace low only', () => {
  expect(isValidMeld(cards('AH 2H 3H'))).toBe(true);
  expect(isValidMeld(cards('3H AH 2H'))).toBe(true);
  expect(isValidMeld(cards('9S 10S JS QS KS'))).toBe(true);
  expect(isValidMeld(cards('QS KS AS'))).toBe(false);
  expect(isValidMeld(cards('KS AS 2S'))).toBe(false);
  expect(isValidMeld(cards('4H 5H 7H'))).toBe(false);
  expect(isValidMeld(cards('4H 5H 6D'))).toBe(false);
  expect(isValidMeld(cards('4H 5H'))).toBe(false);
});

test('sets are three or four cards of one rank', () => {
  expect(isValidMeld(cards('7S 7H 7D'))).toBe(true);
  expect(isValidMeld(cards('7S 7H 7D 7C'))).toBe(true);
  expect(isValidMeld(cards('7S 7H'))).toBe(false);
  expect(isValidMeld(cards('7S 7H 8D'))).toBe(false);
});

test('Q-K-A is not a meld, so it all counts as deadwood', () => {
  expect(bestArrangement(cards('QS KS AS')).deadwoodTotal).toBe(21);
  expect(bestArrangement(cards('AS 2S 3S')).deadwoodTotal).toBe(0);
});

test('the 7♥ goes to the set when that leaves less deadwood', () => {
  const hand = cards('7S 7D 7H 5H 6H');
  const best = bestArrangement(hand);
  expect(best.deadwoodTotal).toBe(11);
  expect(notation(best.deadwood)).toBe('5H 6H');
  expectConsistent(hand, best);
});

test('the 7♥ goes to the run when that leaves less deadwood', () => {
  const hand = cards('7S 7D 7H 8H 9H');
  expect(notation(bestArrangement(hand).deadwood)).toBe('7D 7S');
});

test('a four-card run gives up its end to a set when that melds everything', () => {
  const hand = cards('4C 5C 6C 7C 7S 7D KH');
  const best = bestArrangement(hand);
  expect(best.deadwoodTotal).toBe(10);
  expect(best.melds.map(notation).sort()).toEqual(['4C 5C 6C', '7C 7D 7S']);
});

test('four of a kind splits into a set of three and a run when that melds more', () => {
  const hand = cards('8S 8H 8D 8C 9H 10H 2C');
  const best = bestArrangement(hand);
  expect(best.deadwoodTotal).toBe(2);
  expect(best.melds.map(notation).sort()).toEqual(['10H 8H 9H', '8C 8D 8S']);
  expectConsistent(hand, best);
});

test('two runs sharing a set: the best of the crossing arrangements', () => {
  const hand = cards('3S 4S 5S 5H 5D 6D 7D 3H 4H KC');
  const best = bestArrangement(hand);
  expect(best.deadwoodTotal).toBe(bruteForceDeadwood(hand));
  expect(best.deadwoodTotal).toBe(10);
  expectConsistent(hand, best);
});

test('candidate melds list every overlapping run and set', () => {
  const melds = candidateMelds(cards('7S 7H 7D 7C 8H 9H')).map(notation);
  expect(melds).toHaveLength(6);
  expect(melds).toContain('7C 7D 7H 7S');
  expect(melds).toContain('7H 8H 9H');
});

test('every arrangement is listed once, and the best one is among the least', () => {
  const hand = cards('5H 6H 7H 8H 7S 7D');
  const all = [...allArrangements(hand)];
  const keys = all.map((a) => a.melds.map(notation).sort().join(' | '));
  expect(new Set(keys).size).toBe(all.length);
  expect(keys).toContain('');
  all.forEach((a) => expectConsistent(hand, a));
  expect(Math.min(...all.map((a) => a.deadwoodTotal))).toBe(bestArrangement(hand).deadwoodTotal);
});

test('on 120 random 10- and 11-card hands the search matches a brute-force oracle', () => {
  const random = seededRandom(7);
  for (let i = 0; i < 120; i++) {
    const hand = shuffle(buildDeck(), random).slice(0, 10 + (i % 2));
    const best = bestArrangement(hand);
    expectConsistent(hand, best);
    expect(best.deadwoodTotal).toBe(bruteForceDeadwood(hand));
  }
});

test('hands rich in melds (one suit, or paired ranks) still match the oracle', () => {
  const suited = cards('AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH');
  expect(bestArrangement(suited).deadwoodTotal).toBe(0);
  const random = seededRandom(11);
  const dense = buildDeck().filter((c) => c.rank >= 4 && c.rank <= 7);
  for (let i = 0; i < 40; i++) {
    const hand = shuffle([...dense], random).slice(0, 11);
    expect(bestArrangement(hand).deadwoodTotal).toBe(bruteForceDeadwood(hand));
  }
});

test('the least-deadwood layouts are exactly those of all arrangements at the minimum, the best one first', () => {
  const key = (a: Arrangement) => a.melds.map(notation).sort().join(' | ');
  const random = seededRandom(13);
  const dense = buildDeck().filter((c) => c.rank <= 5);
  const hands = [cards('3C AS 4C 2C 5C 5D AD 3H 3D 5H'), ...Array.from({ length: 30 }, () => shuffle([...dense], random).slice(0, 10))];
  for (const hand of hands) {
    const least = leastDeadwoodArrangements(hand);
    const best = bestArrangement(hand);
    expect(least[0]).toEqual(best);
    least.forEach((a) => expectConsistent(hand, a));
    const oracle = [...allArrangements(hand)].filter((a) => a.deadwoodTotal === best.deadwoodTotal).map(key);
    expect(least.map(key).sort()).toEqual(oracle.sort());
  }
  expect(leastDeadwoodArrangements(cards('3C AS 4C 2C 5C 5D AD 3H 3D 5H')).map(key)).toEqual(['3C 3D 3H | 5C 5D 5H', '2C 3C 4C | 5C 5D 5H']);
});

test('hands of more than 30 cards are refused rather than searched', () => {
  const deck = buildDeck();
  expect(bestArrangement(deck.slice(0, 30)).deadwoodTotal).toBe(0);
  expect(() => bestArrangement(deck.slice(0, 31))).toThrow(new RangeError('hands of more than 30 cards are not supported'));
});

test('a set needs cards of different suits', () => {
  const sevenOfSpades = cards('7S')[0]!;
  expect(isValidMeld([sevenOfSpades, sevenOfSpades, ...cards('7H')])).toBe(false);
  expect(isValidMeld(cards('7S 7H 7D 7C 7S'))).toBe(false);
});
