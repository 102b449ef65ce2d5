import { expect, test } from 'vitest';
import { GAMES } from './game-registry';

const slugs = GAMES.map((game) => game.slug);

test('slugs and titles are unique and slugs are URL-safe', () => {
  expect(new Set(slugs).size).toBe(GAMES.length);
  expect(new Set(GAMES.map((game) => game.text.en.title)).size).toBe(GAMES.length);
  for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});
