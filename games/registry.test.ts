import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BUILT_GAMES, GAMES, YOUR_PLAY_FOLDER } from '../core/game-registry';
import gamesBuild from './vite.config';

/** Folders under games/ that hold shared code rather than a game. */
const SHARED_FOLDERS = ['kit', YOUR_PLAY_FOLDER];

const gamesDir = import.meta.dirname;
const slugs = GAMES.map((game) => game.slug);

test("each game's main module sits in its own folder, and every built game's exists", () => {
  for (const game of GAMES) expect(game.entry, game.slug).toMatch(new RegExp(`^${game.slug}/[\\w.-]+\\.ts$`));
  for (const game of BUILT_GAMES) expect(existsSync(join(gamesDir, game.entry)), game.entry).toBe(true);
});

test('every game folder has a registry line', () => {
  const folders = readdirSync(gamesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SHARED_FOLDERS.includes(entry.name))
    .map((entry) => entry.name);
  expect(folders.filter((folder) => !(slugs as string[]).includes(folder))).toEqual([]);
});

test('every registered game has its card picture', () => {
  for (const { slug } of GAMES) expect(existsSync(join(gamesDir, '../public/images/games', `${slug}.svg`)), slug).toBe(true);
});

test("the games' build makes exactly the built games' pages and the Your play page", () => {
  const input = gamesBuild.build?.rollupOptions?.input as Record<string, string>;
  expect(input).toEqual({
    ...Object.fromEntries(BUILT_GAMES.map((game) => [game.slug, join(gamesDir, game.slug, 'index.html')])),
    [YOUR_PLAY_FOLDER]: join(gamesDir, YOUR_PLAY_FOLDER, 'index.html'),
  });
});
