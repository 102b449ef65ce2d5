import { expect, test } from 'vitest';
import { defaultContent } from './default-content';
import { siteContentSchema } from './schema';
import { readStoredData, upgradeContent, withDefaults } from './upgrade-content';

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

test("an imported file's tips are matched to its catalogue in one pass, however long both lists are", () => {
  // Every title read is counted: matching each tip against the whole catalogue read 1,000 x 1,000
  // titles, and a 950 KB import (50,000 tips, 100,000 games) held a render worker for 24 s.
  let reads = 0;
  const item = (index: number) => ({
    link: `/games/game-${index}`,
    get title() {
      reads++;
      return `Game ${index}`;
    },
  });
  const items = Array.from({ length: 1_000 }, (_, index) => item(index));
  const categories = Array.from({ length: 1_000 }, (_, index) => ({ game: index % 2 ? `Game ${index}` : 'Nobody knows', tips: ['a', 'b'] }));
  const upgraded = upgradeContent({ ...defaultContent, games: { ...defaultContent.games, items }, gamingTips: { ...defaultContent.gamingTips, categories } }) as typeof defaultContent;
  expect(upgraded.gamingTips.categories[1]).toEqual({ slug: 'game-1', tips: ['a', 'b'] });
  expect(upgraded.gamingTips.categories[0]).toEqual({ game: 'Nobody knows', tips: ['a', 'b'] });
  expect(reads).toBeLessThanOrEqual(2 * items.length);
});

test('a title nobody knows is left for the schema to report, and other values are left alone', () => {
  const stored = storedBeforeRegistry();
  stored.gamingTips.categories[0] = { game: 'No Such Game', tips: ['a', 'b'] };
  const upgraded = upgradeContent(stored) as { gamingTips: { categories: unknown[] } };
  expect(upgraded.gamingTips.categories[0]).toEqual({ game: 'No Such Game', tips: ['a', 'b'] });
  expect(upgradeContent(null)).toBeNull();
  expect(upgradeContent({ gamingTips: 'x' })).toMatchObject({ gamingTips: 'x' });
});

/** Today's default content as a release before the play-responsibly page stored it. */
function storedBeforeResponsiblePlay() {
  const stored: Partial<typeof defaultContent> & Pick<typeof defaultContent, 'footer'> = structuredClone(defaultContent);
  delete stored.responsiblePlay;
  const footer: Partial<typeof defaultContent.footer> & Pick<typeof defaultContent.footer, 'quickLinks' | 'notices'> = stored.footer;
  delete footer.noticeLink;
  footer.quickLinks = footer.quickLinks.filter((item) => item.link !== '/play-responsibly');
  return { ...stored, footer };
}

test('a generation stored before the play-responsibly page gets its content and both footer links, and passes the schema', () => {
  const stored = storedBeforeResponsiblePlay();
  expect(siteContentSchema.safeParse(stored).success).toBe(false);
  const upgraded = upgradeContent(stored);
  expect(upgraded).toEqual(defaultContent);
  expect(siteContentSchema.safeParse(upgraded).success).toBe(true);
});

test("an editor's footer texts survive the upgrade, and the page's default is a copy, not shared", () => {
  const stored = storedBeforeResponsiblePlay();
  stored.footer.quickLinks[0]!.label = 'Every game';
  stored.footer.notices[2] = 'Gambling comes with risks: debt, addiction. Ask for help.';
  const upgraded = upgradeContent(stored) as typeof defaultContent;
  expect(upgraded.footer.quickLinks[0]!.label).toBe('Every game');
  expect(upgraded.footer.quickLinks.at(-1)).toEqual({ label: 'Play responsibly', link: '/play-responsibly' });
  expect(upgraded.footer.notices[2]).toBe('Gambling comes with risks: debt, addiction. Ask for help.');
  expect(upgraded.footer.noticeLink).toEqual(defaultContent.footer.noticeLink);
  upgraded.responsiblePlay.title = 'Changed';
  expect((upgradeContent(storedBeforeResponsiblePlay()) as typeof defaultContent).responsiblePlay.title).toBe(defaultContent.responsiblePlay.title);
});

test('a quick link to the page that an old generation already had is not added twice, and a broken footer is left alone', () => {
  const stored = { ...storedBeforeResponsiblePlay() };
  stored.footer.quickLinks.push({ label: 'Safer play', link: '/play-responsibly' });
  const upgraded = upgradeContent(stored) as typeof defaultContent;
  expect(upgraded.footer.quickLinks.filter((item) => item.link === '/play-responsibly')).toEqual([{ label: 'Safer play', link: '/play-responsibly' }]);
  expect(upgradeContent({ footer: 'x' })).toMatchObject({ footer: 'x', responsiblePlay: defaultContent.responsiblePlay });
  expect(upgradeContent({ footer: { quickLinks: 'x' } })).toMatchObject({ footer: { quickLinks: 'x', noticeLink: defaultContent.footer.noticeLink } });
});

test('fields added since are filled from the defaults; stored values, lists and values of another type are kept', () => {
  const defaults = { a: 'A', nested: { b: 'B', c: 'C' }, list: [{ d: 'D', e: 'E' }], added: { f: ['F'] } };
  const stored = { a: 'mine', nested: { b: 'mine too' }, list: [{ d: 'stored' }], extra: 1 };
  const filled = withDefaults(stored, defaults) as typeof defaults & { extra: number };
  expect(filled).toEqual({ a: 'mine', nested: { b: 'mine too', c: 'C' }, list: [{ d: 'stored' }], added: { f: ['F'] }, extra: 1 });
  filled.added.f.push('changed');
  expect(defaults.added.f).toEqual(['F']);
  expect(withDefaults({ nested: 'text' }, defaults)).toEqual({ nested: 'text', a: 'A', list: defaults.list, added: defaults.added });
  expect(withDefaults(null, defaults)).toBeNull();
  expect(withDefaults(['x'], defaults)).toEqual(['x']);
});

test('stored data is read through one function: migrated, filled, parsed; a non-object style set reads as empty', () => {
  const stored = storedBeforeResponsiblePlay() as Record<string, unknown>;
  delete (stored.hero as Record<string, unknown>).disclaimer;
  const read = readStoredData(stored, 'not styles');
  expect(read.content).toEqual(defaultContent);
  expect(read.styles).toEqual({});
  expect(readStoredData(defaultContent, { hero: { background: '#ABCDEF' } }).styles).toEqual({ hero: { background: '#ABCDEF' } });
  const broken = readStoredData({ ...defaultContent, contact: { ...defaultContent.contact, email: 'nope' } }, {});
  expect(broken.content.contact.email).toBe('nope');
});

test('a generation stored before the SEO fields gets their defaults and keeps its own texts', () => {
  const stored: Record<string, unknown> = structuredClone({ ...defaultContent, site_description: 'Our own words.' });
  delete stored.seo;
  delete (stored.terms as Record<string, unknown>).description;
  delete (stored.additionalInfo as Record<string, unknown>).description;
  const { content } = readStoredData(stored, {});
  expect(siteContentSchema.safeParse(content).success).toBe(true);
  expect(content.seo).toEqual(defaultContent.seo);
  expect(content.terms.description).toBe(defaultContent.terms.description);
  expect(content.additionalInfo.description).toBe(defaultContent.additionalInfo.description);
  expect(content.site_description).toBe('Our own words.');
});

test('the site domain is a bare host name', () => {
  const withDomain = (site_domain: string) => siteContentSchema.safeParse({ ...defaultContent, site_domain }).success;
  expect(withDomain('brightmoose.ca')).toBe(true);
  expect(withDomain('https://brightmoose.ca')).toBe(false);
  expect(withDomain('brightmoose.ca/')).toBe(false);
  expect(withDomain('bright moose.ca')).toBe(false);
});
