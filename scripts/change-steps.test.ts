import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { GAMES, gameLink } from '../core/game-registry';
import { DEFAULT_LOCALE, LOCALES } from '../core/locale';

/**
 * The step lists of docs/change-cost.md, checked: every step the document names has a check here,
 * and every check is run for every game in the registry and every language in the language list,
 * so a newcomer who misses a step sees which one and for what. The checks load the site's content
 * and the games' strings by path: this test looks at the whole tree, which the import zones keep
 * scripts/ from importing (eslint.config.js).
 */
const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const load = async (path: string) => (await import(pathToFileURL(join(root, path)).href)) as Record<string, unknown>;
type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The bold names of the numbered steps under a heading of docs/change-cost.md. */
function stepNames(heading: string): string[] {
  const doc = read('docs/change-cost.md');
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) return [];
  const section = doc.slice(start + 1).split(/\n## /)[0]!;
  return [...section.matchAll(/^\d+\. \*\*(.+?)\*\*/gm)].map(([, name]) => name!);
}

/** Every language's default content edition, whichever shape the editions module has. */
async function editionOf(locale: string): Promise<unknown> {
  const editions = await load('src/content/editions.ts');
  if (isObject(editions.defaultEditions)) return editions.defaultEditions[locale];
  if (locale === DEFAULT_LOCALE) return (await load('src/content/default-content.ts')).defaultContent;
  return isObject(editions.defaultTranslations) ? editions.defaultTranslations[locale] : undefined;
}

/** A game's title and sentence in a language, from its registry line's texts per language. */
function registryText(game: Loose, locale: string): Loose | undefined {
  const perLanguage = isObject(game.text) ? game.text[locale] : undefined;
  return isObject(perLanguage) ? perLanguage : undefined;
}

/** Every strings table of the games and the kit: an exported object with a table per language. */
async function stringsTables(): Promise<{ name: string; table: Loose }[]> {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(`${dir}/${entry.name}`) : entry.name === 'strings.ts' ? [`${dir}/${entry.name}`] : []));
  const tables = [];
  for (const file of walk('games'))
    for (const [name, value] of Object.entries(await load(file))) if (isObject(value) && DEFAULT_LOCALE in value) tables.push({ name: `${file}: ${name}`, table: value });
  return tables;
}

/** A check returns what is missing, or nothing. */
type Check = (key: string) => Promise<string | undefined> | string | undefined;

const gameSteps: Record<string, Check> = {
  Folder: (slug) => {
    const game = GAMES.find((entry) => entry.slug === slug);
    if (!existsSync(join(root, 'games', slug))) return `no folder games/${slug}/`;
    if (!game || !existsSync(join(root, 'games', game.entry))) return `no main module games/${game?.entry ?? `${slug}/main.ts`}`;
    if (!readdirSync(join(root, 'games', slug)).some((file) => file.endsWith('.css'))) return `no stylesheet in games/${slug}/`;
  },
  'Registry line': (slug) => {
    const game = GAMES.find((entry) => entry.slug === slug) as Loose | undefined;
    if (!game) return `no entry in core/game-registry.ts`;
    const missing = LOCALES.filter((locale) => !registryText(game, locale)?.title || !registryText(game, locale)?.description);
    if (missing.length) return `no title or description in ${missing.join(', ')}`;
  },
  Rules: (slug) => {
    const folder = join(root, 'games', slug);
    if (!existsSync(folder)) return `no rules: no folder games/${slug}/`;
    const files = readdirSync(folder);
    const mutated = files.includes('rules.ts') || read('stryker.config.mjs').includes(`'games/${slug}/`) || files.includes('machine.ts');
    if (!mutated) return `no games/${slug}/rules.ts, machine.ts or line in stryker.config.mjs`;
    if (!files.some((file) => file.endsWith('.test.ts'))) return `no tests in games/${slug}/`;
  },
  Strings: async (slug) => {
    const file = `games/${slug}/strings.ts`;
    if (!existsSync(join(root, file))) return `no ${file}`;
    const tables = Object.values(await load(file)).filter(isObject);
    if (!tables.some((table) => LOCALES.every((locale) => locale in table))) return `${file} has no table in every language`;
  },
  'Content entry': async (slug) => {
    for (const locale of LOCALES) {
      const edition = await editionOf(locale);
      const items = isObject(edition) && isObject(edition.games) && Array.isArray(edition.games.items) ? edition.games.items : [];
      if (!items.some((item) => isObject(item) && item.link === gameLink(slug))) return `no card in the ${locale} edition`;
      const tips = isObject(edition) && isObject(edition.gamingTips) && Array.isArray(edition.gamingTips.categories) ? edition.gamingTips.categories : [];
      if (!tips.some((category) => isObject(category) && category.slug === slug)) return `no tips in the ${locale} edition`;
    }
  },
  Picture: (slug) => (existsSync(join(root, 'public/images/games', `${slug}.svg`)) ? undefined : `no public/images/games/${slug}.svg`),
  Stakes: (slug) => {
    const game = GAMES.find((entry) => entry.slug === slug);
    const readsRegistry = game && existsSync(join(root, 'games', game.entry)) && read(`games/${game.entry}`).includes(`stakesOf('${slug}')`);
    if (!readsRegistry && !read('games/stakes.test.ts').includes(`stakesOf('${slug}')`)) return `neither its main module nor games/stakes.test.ts reads stakesOf('${slug}')`;
  },
  'Keyboard play': (slug) => {
    const game = GAMES.find((entry) => entry.slug === slug);
    if (!game) return 'no entry in core/game-registry.ts, so no round to play';
    // A game not yet built has no page to play.
    if (!game.built) return;
    if (!read('e2e/games-keyboard.test.ts').includes(`'${game.text[DEFAULT_LOCALE].title}`)) return `no round of ${game.text[DEFAULT_LOCALE].title} played by keyboard in e2e/games-keyboard.test.ts`;
  },
};

const languageSteps: Record<string, Check> = {
  'Language list': async (locale) => {
    if (!existsSync(join(root, `core/languages/${locale}.ts`))) return `no module core/languages/${locale}.ts`;
    if (!isObject((await load(`core/languages/${locale}.ts`)).avoid)) return `no avoid list in core/languages/${locale}.ts`;
    if (!(LOCALES as readonly string[]).includes(locale)) return `not in LOCALES (core/locale.ts)`;
    const tags = (await load('core/locale.ts')).LOCALE_TAGS;
    if (isObject(tags) && typeof tags[locale] !== 'string') return `no language tag in core/locale.ts`;
    const untitled = GAMES.filter((game) => !registryText(game as Loose, locale)?.title).map((game) => game.slug);
    if (untitled.length) return `no title in core/languages/${locale}.ts for ${untitled.join(', ')}`;
  },
  'Content edition': async (locale) => {
    const edition = await editionOf(locale);
    if (!edition) return `no content edition`;
    const { siteContentSchema } = (await load('src/content/schema.ts')) as { siteContentSchema: { safeParse(value: unknown): { success: boolean; error?: unknown } } };
    const parsed = siteContentSchema.safeParse(edition);
    if (!parsed.success) return `the content edition fails the schema: ${String(parsed.error)}`;
    const { siteStringsOf } = (await load('src/content/strings-by-language.ts')) as { siteStringsOf: (locale: string) => unknown };
    try {
      siteStringsOf(locale);
    } catch {
      return `no site strings in src/content/strings-by-language.ts`;
    }
  },
  'Strings tables': async (locale) => {
    const missing = (await stringsTables()).filter(({ table }) => !isObject(table[locale])).map(({ name }) => name);
    if (missing.length) return `no table in ${missing.join(', ')}`;
  },
};

test('"Add a game" in docs/change-cost.md names exactly the steps checked here', () => {
  expect(stepNames('Add a game')).toEqual(Object.keys(gameSteps));
});

test('"Add a language" in docs/change-cost.md names exactly the steps checked here', () => {
  expect(stepNames('Add a language')).toEqual(Object.keys(languageSteps));
});

test.each(GAMES.map((game) => game.slug))('%s has taken every step of "Add a game"', async (slug) => {
  const missed = [];
  for (const [step, check] of Object.entries(gameSteps)) {
    const problem = await check(slug);
    if (problem) missed.push(`${step}: ${problem}`);
  }
  expect(missed).toEqual([]);
});

test.each([...LOCALES])('%s has taken every step of "Add a language"', async (locale) => {
  const missed = [];
  for (const [step, check] of Object.entries(languageSteps)) {
    const problem = await check(locale);
    if (problem) missed.push(`${step}: ${problem}`);
  }
  expect(missed).toEqual([]);
});

test('a game or a language that took no step fails every check, each naming what is missing', async () => {
  for (const [step, check] of Object.entries(gameSteps)) expect(await check('no-such-game'), step).toMatch(/\S/);
  for (const [step, check] of Object.entries(languageSteps)) expect(await check('xx'), step).toMatch(/\S/);
});
