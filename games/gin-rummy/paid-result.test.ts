import { expect, test } from 'vitest';
import { handPaid } from './paid-result';

test('a paid hand states the coins credited: a win, a void hand, a loss, a hand already settled', () => {
  expect(handPaid('player', 100, { credited: 200, withheld: 0 }, 'en')).toBe('You win 100 coins.');
  expect(handPaid('player', 100, { credited: 150, withheld: 50 }, 'en')).toBe('You win 50 coins.');
  expect(handPaid(null, 100, { credited: 100, withheld: 0 }, 'en')).toBe('Your stake is returned.');
  expect(handPaid('computer', 100, { credited: 0, withheld: 0 }, 'en')).toBe('You lose 100 coins.');
  expect(handPaid('player', 100, null, 'en')).toBe('This hand was already settled, so nothing more was paid for it.');
});

test('a won hand the daily cap held back in full says that only the stake came back, never that it won nothing', () => {
  expect(handPaid('player', 100, { credited: 100, withheld: 100 }, 'en')).toBe("You win the hand, but today's winnings limit is reached: only your 100 coins come back.");
  expect(handPaid('player', 1_000, { credited: 1_000, withheld: 1_000 }, 'fr')).toBe(
    'Vous gagnez la main, mais la limite de gains du jour est atteinte\u00a0: seules vos 1\u00a0000 pièces vous sont rendues.',
  );
});

test('a won hand the daily cap cut to one coin says "1 coin", « 1 pièce »', () => {
  expect(handPaid('player', 100, { credited: 101, withheld: 99 }, 'en')).toBe('You win 1 coin.');
  expect(handPaid('player', 100, { credited: 101, withheld: 99 }, 'fr')).toBe('Vous gagnez 1 pièce.');
});
