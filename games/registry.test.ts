import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { prerenderPaths } from '../src/app/routes';
import { defaultContent } from '../src/content/default-content';
import { describeContentErrors, siteContentSchema, type SiteContent } from '../src/content/schema';
import * as serverRenderer from '../src/entry-server';
import { BUILT_GAMES, GAMES, gameFramePath, gameLink, YOUR_PLAY_FOLDER } from './registry';
import gamesBuild from './vite.config';

/** Folders under games/ that hold shared code rather than a game. */
const SHARED_FOLDERS = ['kit', YOUR_PLAY_FOLDER];

const gamesDir = import.meta.dirname;
const slugs = GAMES.map((game) => game.slug);

/** Why content fails the schema, or '' when it passes. */
function schemaErrors(content: SiteContent): string {
  const result = siteContentSchema.safeParse(content);
  return result.success ? '' : describeContentErrors(result.error);
}

test('slugs and titles are unique and slugs are URL-safe', () => {
  expect(new Set(slugs).size).toBe(GAMES.length);
  expect(new Set(GAMES.map((game) => game.title)).size).toBe(GAMES.length);
  for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});

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

test("the catalogue lists the registry's games in its order, each at its link and frame path", () => {
  expect(schemaErrors(defaultContent)).toBe('');
  expect(defaultContent.games.items.map((game) => [game.s3Path, game.link, game.path])).toEqual(GAMES.map(({ slug }) => [slug, gameLink(slug), gameFramePath(slug)]));
});

test('the schema rejects a catalogue that leaves out, reorders or adds a game', () => {
  const dropped = structuredClone(defaultContent);
  dropped.games.items.pop();
  expect(schemaErrors(dropped)).toMatch(/^games\.items: must list the games of games\/registry\.ts in its order/);

  const swapped = structuredClone(defaultContent);
  swapped.games.items.reverse();
  expect(schemaErrors(swapped)).toMatch(/^games\.items: must list the games/);

  const added = structuredClone(defaultContent);
  added.games.items.push({ ...added.games.items[0]!, s3Path: 'poker', link: '/games/poker', path: '/games/poker/index.html' });
  expect(schemaErrors(added)).toMatch(/^games\.items: must list the games/);
});

test("the schema rejects a game whose link or frame path is not its slug's", () => {
  const content = structuredClone(defaultContent);
  content.games.items[1]!.link = '/games/high-low';
  content.games.items[2]!.path = '/games/baccarat/index.html';
  expect(schemaErrors(content).split('\n')).toEqual(['games.items.1.link: must be /games/gin-rummy', 'games.items.2.path: must be /games/fisher-man/index.html']);
});

test('the schema rejects tips for a game the registry does not list, or two sets for one game', () => {
  const unknown = structuredClone(defaultContent);
  unknown.gamingTips.categories[0]!.slug = 'poker';
  expect(schemaErrors(unknown)).toBe('gamingTips.categories.0.slug: must be the slug of a game in games/registry.ts');

  const twice = structuredClone(defaultContent);
  twice.gamingTips.categories[1]!.slug = 'high-low';
  expect(schemaErrors(twice)).toBe('gamingTips.categories: must give each game at most one set of tips');
});

test("prerendering makes every registered game's page", () => {
  const paths = prerenderPaths(defaultContent);
  for (const slug of slugs) expect(paths).toContain(gameLink(slug));
});

test('the server renderer hands the size budget the registry of built games', () => {
  expect(serverRenderer.BUILT_GAMES).toBe(BUILT_GAMES);
  expect(serverRenderer.gameFramePath).toBe(gameFramePath);
});
