import { expect, test } from 'vitest';
import { slotStrings } from './strings';

const NBSP = '\u00a0';
const { en, fr } = slotStrings;

test("a round's result in French: the same figures, French amounts, and the singular under 2", () => {
  expect(fr.won(12_500, 50, 3, 2_000, 0)).toBe(`Vous gagnez 12${NBSP}500 pièces sur une mise de 50 pièces. Les 3 tours gratuits en ont rapporté 2${NBSP}000.`);
  expect(fr.won(1, 10, 1, 1, 1)).toBe(
    'Vous gagnez 1 pièce sur une mise de 10 pièces. Le tour gratuit en a rapporté 1. 1 pièce de ce gain dépassait la limite de gains du jour et n’a pas été ajoutée.',
  );
  expect(fr.noWin(1_000)).toBe(`Pas de gain cette fois. Votre mise de 1${NBSP}000 pièces est perdue.`);
  expect(fr.lineWin(4, 3, 'Lanternes', 100)).toBe(`Ligne 4${NBSP}: 3 Lanternes rapportent 100 pièces.`);
  expect(fr.awarded(3, 'Gongs', 10, true)).toBe(`3 Gongs${NBSP}: 10 tours gratuits de plus\u202f!`);
  expect([fr.freePlayed(1), fr.freePlayed(12)]).toEqual(['1 tour gratuit joué', '12 tours gratuits joués']);
});

test('the English results read as they always have', () => {
  expect(en.won(12_500, 50, 3, 2_000, 40)).toBe("You win 12,500 coins on a 50 coin bet. 3 free spins paid 2,000 of it. 40 coins of it were past today's winnings limit and were not added.");
  expect(en.won(100, 50, 0, 0, 0)).toBe('You win 100 coins on a 50 coin bet.');
  // One coin held back by the daily limit is one coin.
  expect(en.won(60, 50, 0, 0, 1)).toBe("You win 60 coins on a 50 coin bet. 1 coin of it was past today's winnings limit and was not added.");
  expect(en.noWin(50)).toBe('No win this time. Your 50 coin bet is lost.');
  expect(en.lineWin(4, 3, 'Lanterns', 100)).toBe('Line 4: 3 Lanterns pay 100 coins.');
  expect(en.awarded(3, 'Gongs', 10, true)).toBe('3 Gongs: 10 more free spins!');
  expect([en.freeSpinOf(2, 10), en.freePlayed(12), en.start(10)]).toEqual(['Free spin 2 of 10', '12 free spins played', 'Choose your line bet and spin. 10 lines, every one played.']);
});
