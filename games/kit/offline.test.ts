import { expect, test } from 'vitest';
import { framedFromAnotherOrigin } from './offline';

test("a game framed by the site on another origin keeps itself offline; framed by its own origin or opened alone, the site's worker does", () => {
  expect(framedFromAnotherOrigin('https://brightmoose.ca/games/high-low', 'https://games.brightmoose.ca')).toBe(true);
  expect(framedFromAnotherOrigin('https://brightmoose.ca/games/high-low', 'https://brightmoose.ca')).toBe(false);
  expect(framedFromAnotherOrigin('', 'https://games.brightmoose.ca')).toBe(false);
});
