import { expect, test } from 'vitest';
import { buildDeck, cardShort, type Card } from '../kit/cards';
import { seededRandom } from '../kit/random';
import { createShoe } from './shoe';

const drawAll = (draw: () => Card, count: number) => Array.from({ length: count }, draw);

test('an 8-deck shoe holds 416 cards, each of the 52 exactly 8 times, shuffled', () => {
  const shoe = createShoe(seededRandom(1));
  expect(shoe.remaining()).toBe(416);
  const cards = drawAll(shoe.draw, 416);
  const tally = new Map<string, number>();
  for (const card of cards) tally.set(cardShort(card), (tally.get(cardShort(card)) ?? 0) + 1);
  expect(tally.size).toBe(52);
  expect([...tally.values()].every((n) => n === 8)).toBe(true);
  expect(cards.map(cardShort)).not.toEqual(buildDeck(8).map(cardShort));
});

test('needsShuffle turns on once fewer than 14 cards remain, and draw still works past the cut', () => {
  const shoe = createShoe(seededRandom(2));
  drawAll(shoe.draw, 416 - 14);
  expect(shoe.remaining()).toBe(14);
  expect(shoe.needsShuffle()).toBe(false);
  shoe.draw();
  expect(shoe.needsShuffle()).toBe(true);
  drawAll(shoe.draw, 13);
  expect(shoe.remaining()).toBe(0);
  expect(() => shoe.draw()).toThrow(/empty/);
});

test('reshuffle restores all 416 cards and clears needsShuffle', () => {
  const shoe = createShoe(seededRandom(3));
  drawAll(shoe.draw, 410);
  shoe.reshuffle();
  expect(shoe.remaining()).toBe(416);
  expect(shoe.needsShuffle()).toBe(false);
  expect(new Set(drawAll(shoe.draw, 416).map(cardShort)).size).toBe(52);
});

test('the deck count and cut card position are configurable', () => {
  const shoe = createShoe(seededRandom(4), 1, 10);
  expect(shoe.remaining()).toBe(52);
  drawAll(shoe.draw, 43);
  expect(shoe.needsShuffle()).toBe(true);
  expect(() => createShoe(seededRandom(4), 0)).toThrow(RangeError);
  expect(() => createShoe(seededRandom(4), 1, 52)).toThrow(RangeError);
});

test('the same seed deals the same shoe; another seed deals another', () => {
  const deal = (seed: number) => drawAll(createShoe(seededRandom(seed)).draw, 416).map(cardShort);
  expect(deal(5)).toEqual(deal(5));
  expect(deal(5)).not.toEqual(deal(6));
});
