import { expect, test } from 'vitest';
import { coinFigures, formatCoins } from './coin-rules';

test('coin amounts are written with en-CA digit grouping', () => {
  for (const amount of [0, 7, 999, 1000, 10_000, 500_000, 1_234_567, -2500]) {
    expect(formatCoins(amount, 'en')).toBe(new Intl.NumberFormat('en-CA').format(amount));
  }
});

test('French coin amounts are grouped as fr-CA groups them: 10 000 with a no-break space', () => {
  for (const amount of [0, 7, 999, 1000, 10_000, 500_000, 1_234_567, -2500]) {
    expect(formatCoins(amount, 'fr')).toBe(new Intl.NumberFormat('fr-CA').format(amount));
  }
  expect(formatCoins(10_000, 'fr')).toBe('10\u00a0000');
});

test('the coin figures are written in the language asked, with the words the edition gives for how often coins may be claimed', () => {
  const words = { once: '[once]', times: (count: string) => `[${count} times]` };
  expect(coinFigures('fr', words).startingGrant).toBe('10\u00a0000');
  expect(coinFigures('en', words).winningsCap).toBe('500,000');
  expect(coinFigures('fr', words).dailyClaims).toBe('[once]');
});
