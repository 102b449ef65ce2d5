import { expect, test } from 'vitest';
import { cardName } from './kit/cards';
import { highLowStrings } from './high-low/strings';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const t = highLowStrings.fr;
const king = cardName({ rank: 13, suit: 'hearts' }, 'fr');
const ace = cardName({ rank: 1, suit: 'spades' }, 'fr');

test('in French, a card named after a colon or in brackets starts in lower case, as French writes a common noun there', () => {
  expect(t.won(king, 105)).toBe(`Bien vu${NNBSP}! Carte tirée${NBSP}: roi de cœur. Vous gagnez 105 pièces.`);
  expect(t.lost(king, 'lower', ace, '100')).toBe(`Carte tirée${NBSP}: roi de cœur. Elle n’est pas plus basse que la précédente (as de pique). Vous perdez 100 pièces.`);
  expect(t.firstCard(ace)).toBe(`Première carte${NBSP}: as de pique.`);
  expect(t.nowCalling(king)).toBe(` Nouvelle carte en jeu${NBSP}: roi de cœur.`);
  expect(t.push(ace, '100')).toMatch(/^Carte tirée\u00a0: as de pique\. /);
  expect(t.wonCapped(king, '100')).toMatch(/^Bien vu\u202f! Carte tirée\u00a0: roi de cœur\. /);
  expect(t.notPaid(king)).toMatch(/^Carte tirée\u00a0: roi de cœur\. /);
  // A number card is as it was, and English keeps its capitals.
  expect(t.firstCard(cardName({ rank: 7, suit: 'clubs' }, 'fr'))).toBe(`Première carte${NBSP}: 7 de trèfle.`);
  expect(highLowStrings.en.firstCard(cardName({ rank: 13, suit: 'hearts' }, 'en'))).toBe('The first card is the King of hearts.');
});

test('in French, the Baccarat coup read to a screen reader lists its cards in lower case after each colon', async () => {
  const { baccaratStrings } = await import('./baccarat/strings');
  const cards = (list: Parameters<typeof cardName>[0][]) => list.map((card) => cardName(card, 'fr')).join(', ');
  expect(
    baccaratStrings.fr.coup(
      cards([
        { rank: 11, suit: 'hearts' },
        { rank: 5, suit: 'spades' },
      ]),
      5,
      cards([
        { rank: 1, suit: 'clubs' },
        { rank: 12, suit: 'diamonds' },
      ]),
      1,
    ),
  ).toBe(`Joueur${NBSP}: valet de cœur, 5 de pique, total de 5. Banque${NBSP}: as de trèfle, dame de carreau, total de 1.`);
});

test('in French, the cards laid off at the end of a Gin Rummy hand are listed in lower case', async () => {
  const { ginStrings } = await import('./gin-rummy/strings');
  expect(
    ginStrings.fr.summary.laidOff([
      { rank: 12, suit: 'hearts' },
      { rank: 7, suit: 'clubs' },
    ]),
  ).toBe(`Cartes ajoutées${NBSP}: dame de cœur, 7 de trèfle`);
});

test('the French High Low odds table still starts each cell with a capital: « Valet », « Dame »', async () => {
  const { highLowHowToPlay } = await import('./high-low/how-to-play');
  const rows = highLowHowToPlay('fr')[1]!.table!.rows.map((row) => row[0]);
  expect(rows).toContain('Valet');
  expect(rows).toContain('Dame');
  expect(rows).not.toContain('valet');
});
