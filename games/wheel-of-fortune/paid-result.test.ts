import { expect, test } from 'vitest';
import { paidResult } from './paid-result';

test('a paid spin says what came back: a win, the stake, part of it', () => {
  expect(paidResult('×5', 100, { credited: 500, withheld: 0 }, 'en')).toBe('×5! You win 400 coins (500 back on your 100 bet).');
  expect(paidResult('×1', 100, { credited: 100, withheld: 0 }, 'en')).toBe('×1: your 100 coins come back.');
  expect(paidResult('×0.2', 100, { credited: 20, withheld: 0 }, 'en')).toBe('×0.2: 20 of your 100 coins come back.');
});

test('a win the daily cap held back in full, or a spin already settled, never reads as a loss', () => {
  expect(paidResult('×5', 100, { credited: 100, withheld: 400 }, 'en')).toBe("×5, but today's winnings limit is reached: only your 100 coins come back.");
  expect(paidResult('×5', 100, { credited: 250, withheld: 250 }, 'en')).toBe('×5! You win 150 coins (250 back on your 100 bet).');
  expect(paidResult('×1', 100, null, 'en')).toBe('×1: this spin was already settled, so nothing more was paid for it.');
  expect(paidResult('×1', 100, null, 'en')).not.toMatch(/0 of your/);
  expect(paidResult('×5', 1_000, { credited: 1_000, withheld: 4_000 }, 'fr')).toBe('×5, mais la limite de gains du jour est atteinte\u00a0: seules vos 1\u00a0000 pièces vous sont rendues.');
  expect(paidResult('×1', 100, null, 'fr')).toBe('×1\u00a0: ce tour a déjà été réglé, rien de plus n’a été payé.');
});

test('a spin the daily cap cut to one coin over the stake says "1 coin", « 1 pièce »', () => {
  expect(paidResult('×5', 100, { credited: 101, withheld: 399 }, 'en')).toBe('×5! You win 1 coin (101 back on your 100 bet).');
  expect(paidResult('×5', 100, { credited: 101, withheld: 399 }, 'fr')).toBe('×5\u202f! Vous gagnez 1 pièce (101 pièces reçues pour une mise de 100).');
});
