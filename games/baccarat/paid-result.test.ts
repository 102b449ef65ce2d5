import { expect, test } from 'vitest';
import { betResult } from './paid-result';

test('what became of the bet states the coins credited: a win, a push, a loss', () => {
  expect(betResult('player', 100, 'win', { credited: 200, withheld: 0 }, 'en')).toBe('Your Player bet wins 100 coins.');
  expect(betResult('banker', 100, 'win', { credited: 150, withheld: 45 }, 'en')).toBe('Your Banker bet wins 50 coins.');
  expect(betResult('tie', 100, 'push', { credited: 100, withheld: 0 }, 'en')).toBe('Your Tie bet of 100 coins is returned.');
  expect(betResult('player', 100, 'lose', { credited: 0, withheld: 0 }, 'en')).toBe('Your Player bet of 100 coins is lost.');
});

test('a win the daily cap held back in full says that only the stake came back, never that it won nothing', () => {
  expect(betResult('player', 100, 'win', { credited: 100, withheld: 100 }, 'en')).toBe("Your Player bet wins, but today's winnings limit is reached: only your 100 coins come back.");
  expect(betResult('tie', 1_000, 'win', { credited: 1_000, withheld: 8_000 }, 'fr')).toBe(
    'Votre mise sur l’Égalité gagne, mais la limite de gains du jour est atteinte\u00a0: seules vos 1\u00a0000 pièces vous sont rendues.',
  );
  expect(betResult('player', 100, 'win', { credited: 100, withheld: 100 }, 'en')).not.toMatch(/wins 0 coins/);
});

test('a win the daily cap cut to one coin says "1 coin", « 1 pièce »', () => {
  expect(betResult('player', 100, 'win', { credited: 101, withheld: 99 }, 'en')).toBe('Your Player bet wins 1 coin.');
  expect(betResult('player', 100, 'win', { credited: 101, withheld: 99 }, 'fr')).toBe('Votre mise sur le Joueur vous rapporte 1 pièce.');
});
