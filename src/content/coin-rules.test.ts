import { expect, test } from 'vitest';
import { formatCoins } from './coin-rules';

test('coin amounts are written with en-CA digit grouping', () => {
  for (const amount of [0, 7, 999, 1000, 10_000, 500_000, 1_234_567, -2500]) {
    expect(formatCoins(amount)).toBe(new Intl.NumberFormat('en-CA').format(amount));
  }
});
