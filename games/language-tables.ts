/**
 * Every per-language table of the games, for the tests that hold them to the language list
 * (decision 037): each `strings.ts` table (the kit's and every game's, the slot themes' text
 * included) and the registry's titles and descriptions (from each language's module in core/languages/). Read through Vite's glob, so only tests
 * import this module.
 */
import { GAMES } from '../core/game-registry';
import { DEFAULT_LOCALE, LOCALES } from '../core/locale';

const modules = import.meta.glob<Record<string, unknown>>('./**/strings.ts', { eager: true });

/** One table: its name as a path (`high-low/strings.ts: highLowStrings`) and its entries by language. */
export type LanguageTable = { name: string; table: Record<string, unknown> };

/** Every table keyed by the default language: the strings tables, then the registry's texts. */
export function languageTables(): LanguageTable[] {
  const strings = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => value !== null && typeof value === 'object' && Object.hasOwn(value, DEFAULT_LOCALE))
      .map(([name, value]) => ({ name: `${file.slice(2)}: ${name}`, table: value as Record<string, unknown> })),
  );
  const registry = GAMES.map((game) => ({ name: `core/languages: games.${game.slug}`, table: game.text }));
  return [...strings, ...registry];
}

/**
 * What any language of the list lacks that the default language's entry has, one line per path:
 * `high-low/strings.ts: highLowStrings.xx.title: missing`. Texts are compared by shape (a text
 * for a text, a function for a function, lists of the same length), never by words.
 */
export function missingTexts(tables: readonly LanguageTable[] = languageTables()): string[] {
  return tables.flatMap(({ name, table }) =>
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
      Object.hasOwn(table, locale) ? gaps(table[DEFAULT_LOCALE], table[locale], `${name}.${locale}`) : [`${name}.${locale}: missing`],
    ),
  );
}

function gaps(reference: unknown, other: unknown, path: string): string[] {
  if (typeof reference === 'string') return typeof other === 'string' && other.trim() !== '' ? [] : [`${path}: missing`];
  if (typeof reference === 'function') return typeof other === 'function' ? [] : [`${path}: missing`];
  if (Array.isArray(reference)) {
    if (!Array.isArray(other)) return [`${path}: missing`];
    if (other.length !== reference.length) return [`${path}: ${other.length} items, the default language has ${reference.length}`];
    return reference.flatMap((item, index) => gaps(item, other[index], `${path}[${index}]`));
  }
  if (reference !== null && typeof reference === 'object') {
    if (other === null || typeof other !== 'object') return [`${path}: missing`];
    return Object.entries(reference).flatMap(([key, item]) => gaps(item, (other as Record<string, unknown>)[key], `${path}.${key}`));
  }
  return [];
}
