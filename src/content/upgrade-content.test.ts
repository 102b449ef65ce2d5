import { expect, test } from 'vitest';
import { defaultContent } from './default-content';
import { siteContentSchema } from './schema';
import { upgradeContent } from './upgrade-content';

/** Today's default content as the release before the registry stored it: tips named by game title. */
function storedBeforeRegistry(titles: Record<string, string> = {}) {
  const items = defaultContent.games.items.map((item) => ({ ...item, title: titles[item.s3Path] ?? item.title }));
  const categories = defaultContent.gamingTips.categories.map(({ slug, tips }) => ({ game: items.find((item) => item.s3Path === slug)!.title, tips }));
  return { ...defaultContent, games: { ...defaultContent.games, items }, gamingTips: { ...defaultContent.gamingTips, categories } };
}

test('current content passes through unchanged', () => {
  expect(upgradeContent(defaultContent)).toEqual(defaultContent);
});

test('tips stored by game title are tied to the game by slug and pass the schema', () => {
  const stored = storedBeforeRegistry();
  expect(siteContentSchema.safeParse(stored).success).toBe(false);
  const upgraded = upgradeContent(stored);
  expect(upgraded).toEqual(defaultContent);
  expect(siteContentSchema.safeParse(upgraded).success).toBe(true);
});

test('a game an editor renamed keeps its tips: the stored catalogue gives the slug', () => {
  const stored = storedBeforeRegistry({ 'high-low': 'Hi or Lo' });
  const upgraded = upgradeContent(stored) as typeof defaultContent;
  expect(upgraded.gamingTips.categories[0]).toEqual(defaultContent.gamingTips.categories[0]);
  expect(upgraded.games.items[0]!.title).toBe('Hi or Lo');
});

test('a title nobody knows is left for the schema to report, and other values are left alone', () => {
  const stored = storedBeforeRegistry();
  stored.gamingTips.categories[0] = { game: 'No Such Game', tips: ['a', 'b'] };
  const upgraded = upgradeContent(stored) as { gamingTips: { categories: unknown[] } };
  expect(upgraded.gamingTips.categories[0]).toEqual({ game: 'No Such Game', tips: ['a', 'b'] });
  expect(upgradeContent(null)).toBeNull();
  expect(upgradeContent({ gamingTips: 'x' })).toEqual({ gamingTips: 'x' });
});
