import { expect, test } from 'vitest';
import { GAMES, gameFramePath, gameLink } from '../../core/game-registry';
import { prerenderPaths } from '../app/routes';
import { defaultContent } from './default-content';
import { defaultFaq } from './default-faq';
import { defaultFaqFr } from './fr/default-faq';
import { describeContentErrors, siteContentSchema, type SiteContent } from './schema';

const slugs = GAMES.map((game) => game.slug);

/** Why content fails the schema, or '' when it passes. */
function schemaErrors(content: SiteContent): string {
  const result = siteContentSchema.safeParse(content);
  return result.success ? '' : describeContentErrors(result.error);
}

test("the catalogue lists the registry's games in its order, each at its link and frame path", () => {
  expect(schemaErrors(defaultContent)).toBe('');
  expect(defaultContent.games.items.map((game) => [game.s3Path, game.link, game.path])).toEqual(GAMES.map(({ slug }) => [slug, gameLink(slug), gameFramePath(slug)]));
});

test('the schema rejects a catalogue that leaves out, reorders or adds a game', () => {
  const dropped = structuredClone(defaultContent);
  dropped.games.items.pop();
  expect(schemaErrors(dropped)).toMatch(/^games\.items: must list the games of core\/game-registry\.ts in its order/);

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
  expect(schemaErrors(unknown)).toBe('gamingTips.categories.0.slug: must be the slug of a game in core/game-registry.ts');

  const twice = structuredClone(defaultContent);
  twice.gamingTips.categories[1]!.slug = 'high-low';
  expect(schemaErrors(twice)).toBe('gamingTips.categories: must give each game at most one set of tips');
});

test("prerendering makes every registered game's page", () => {
  const paths = prerenderPaths(defaultContent);
  for (const slug of slugs) expect(paths).toContain(gameLink(slug));
});

test('the FAQ of each language lists every registered game, in catalogue order', () => {
  const list = (titles: string[], and: string) => `${titles.slice(0, -1).join(', ')} ${and} ${titles.at(-1)}`;
  expect(JSON.stringify(defaultFaq)).toContain(
    list(
      GAMES.map((game) => game.text.en.title),
      'and',
    ),
  );
  expect(JSON.stringify(defaultFaqFr)).toContain(
    list(
      GAMES.map((game) => game.text.fr.title),
      'et',
    ),
  );
});
