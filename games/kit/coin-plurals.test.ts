import { expect, test } from 'vitest';
import { fisherStrings } from '../fisher-man/strings';
import { highLowStrings } from '../high-low/strings';
import { wheelStrings } from '../wheel-of-fortune/strings';
import { shellStrings } from './strings';

const NBSP = '\u00a0';
/** The amounts a player can meet: nothing, one coin, a few, a thousand, a million. */
const AMOUNTS = [0, 1, 2, 1_000, 1_000_000];

test('the balance, a held-back catch and a free-spin win count coins with the right plural and grouping in both languages', () => {
  const balance = (locale: 'en' | 'fr') => AMOUNTS.map((amount) => shellStrings[locale].balanceUnit(amount));
  expect(balance('en')).toEqual([' coins', ' coin', ' coins', ' coins', ' coins']);
  expect(balance('fr')).toEqual([' pièce', ' pièce', ' pièces', ' pièces', ' pièces']);

  expect(AMOUNTS.map((amount) => fisherStrings.en.heldBack(amount))).toEqual([
    " Today's winnings limit held back 0 coins.",
    " Today's winnings limit held back 1 coin.",
    " Today's winnings limit held back 2 coins.",
    " Today's winnings limit held back 1,000 coins.",
    " Today's winnings limit held back 1,000,000 coins.",
  ]);
  expect(AMOUNTS.map((amount) => fisherStrings.fr.heldBack(amount))).toEqual([
    ' La limite quotidienne de gains a retenu 0 pièce.',
    ' La limite quotidienne de gains a retenu 1 pièce.',
    ' La limite quotidienne de gains a retenu 2 pièces.',
    ` La limite quotidienne de gains a retenu 1${NBSP}000 pièces.`,
    ` La limite quotidienne de gains a retenu 1${NBSP}000${NBSP}000 pièces.`,
  ]);

  expect(AMOUNTS.map((amount) => wheelStrings.en.freeWin(amount))).toEqual(['You win 0 coins.', 'You win 1 coin.', 'You win 2 coins.', 'You win 1,000 coins.', 'You win 1,000,000 coins.']);
  expect(AMOUNTS.map((amount) => wheelStrings.fr.freeWin(amount))).toEqual([
    'Vous gagnez 0 pièce.',
    'Vous gagnez 1 pièce.',
    'Vous gagnez 2 pièces.',
    `Vous gagnez 1${NBSP}000 pièces.`,
    `Vous gagnez 1${NBSP}000${NBSP}000 pièces.`,
  ]);
});

test('a High Low call the daily cap cut to one coin says "1 coin", « 1 pièce »', () => {
  expect(highLowStrings.en.won('King of hearts', 1)).toBe('Right! The King of hearts. You win 1 coin.');
  expect(highLowStrings.fr.won('roi de cœur', 1)).toBe(`Bien vu\u202f! Carte tirée${NBSP}: roi de cœur. Vous gagnez 1 pièce.`);
  expect(highLowStrings.fr.won('roi de cœur', 1_000)).toBe(`Bien vu\u202f! Carte tirée${NBSP}: roi de cœur. Vous gagnez 1${NBSP}000 pièces.`);
});
