import { expect, test } from 'vitest';
import { payout } from './payout';
import { resultText } from './result-text';

test('a cleared board states its time, multiplier and the coins credited', () => {
  const ending = { cleared: true as const, seconds: 422 };
  expect(resultText(ending, 100, payout(100, ending))).toEqual({ status: 'Board cleared in 7:02! ×2.00: 200 coins paid for your 100 stake.', banner: 'Cleared in 7:02: 200 coins' });
});

test('when the daily cap holds winnings back, the text quotes what was credited, not the table', () => {
  const ending = { cleared: true as const, seconds: 100 };
  expect(payout(1_000, ending)).toBe(3_000);
  expect(resultText(ending, 1_000, 1_400).status).toBe('Board cleared in 1:40! ×3.00: 1,400 coins paid for your 1,000 stake.');
});

test('a game ended early states the refund, or the lost stake and what would have earned a part back', () => {
  expect(resultText({ cleared: false, tilesRemoved: 110 }, 200, 100).status).toBe('Game ended with 110 tiles removed: ×0.50, 100 of your 200 coins back.');
  expect(resultText({ cleared: false, tilesRemoved: 10 }, 200, 0)).toEqual({
    status: 'Game ended with 10 tiles removed: your 200 coin stake is lost. Remove 72 or more for a part back.',
    banner: 'Game over',
  });
});

test('in French the result gives the time in minutes and seconds and writes coins and multipliers the French way', () => {
  const ending = { cleared: true as const, seconds: 422 };
  expect(resultText(ending, 1_000, payout(1_000, ending), 'fr')).toEqual({
    status: 'Plateau vidé en 7\u00a0min 2\u00a0s\u202f! ×2,00\u00a0: 2\u00a0000 pièces versées pour votre mise de 1\u00a0000.',
    banner: 'Plateau vidé en 7\u00a0min 2\u00a0s\u00a0: 2\u00a0000 pièces',
  });
  expect(resultText({ cleared: true, seconds: 300 }, 100, 200, 'fr').banner).toBe('Plateau vidé en 5\u00a0min\u00a0: 200 pièces');
  expect(resultText({ cleared: false, tilesRemoved: 110 }, 200, 100, 'fr')).toEqual({
    status: 'Partie terminée avec 110 tuiles retirées\u00a0: ×0,50, 100 de vos 200 pièces vous sont rendues.',
    banner: 'Partie terminée\u00a0: 100 pièces rendues',
  });
  expect(resultText({ cleared: false, tilesRemoved: 0 }, 200, 0, 'fr')).toEqual({
    status: 'Partie terminée avec 0 tuile retirée\u00a0: votre mise de 200 pièces est perdue. Retirez au moins 72 tuiles pour en récupérer une partie.',
    banner: 'Partie terminée',
  });
});

test('a game ended past a refund band whose hints took the refund to nothing says the hints did it, not that more tiles were needed', () => {
  const ending = { cleared: false as const, tilesRemoved: 110 };
  expect(payout(100, ending, 10)).toBe(0);
  expect(resultText(ending, 100, 0, 'en', 10)).toEqual({
    status: 'Game ended with 110 tiles removed, but 10 hints bring the pay down to ×0.00: your 100 coin stake is lost.',
    banner: 'Game over',
  });
  expect(resultText(ending, 100, 0, 'fr', 10).status).toBe('Partie terminée avec 110 tuiles retirées, mais 10 indices ramènent le gain à ×0,00\u00a0: votre mise de 100 pièces est perdue.');
  // Fewer tiles than any refund band: the hints changed nothing, the advice stands.
  expect(resultText({ cleared: false, tilesRemoved: 10 }, 100, 0, 'en', 3).status).toBe('Game ended with 10 tiles removed: your 100 coin stake is lost. Remove 72 or more for a part back.');
});
