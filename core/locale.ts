/**
 * The site's languages, as every part reads them: derived from the one list in languages.ts. The
 * default language lives at the site's paths, every other under its own prefix (/fr/).
 */
import { LANGUAGES, type Language } from './languages';

/** A language of the site. */
export type Locale = (typeof LANGUAGES)[number]['code'];

/** Every language of the site, default first. */
export const LOCALES: readonly [Locale, ...Locale[]] = LANGUAGES.map((language) => language.code) as unknown as readonly [Locale, ...Locale[]];

/** The language of a page that names none: the list's first, at the site's unprefixed paths. */
export const DEFAULT_LOCALE: (typeof LANGUAGES)[0]['code'] = LANGUAGES[0].code;

/** Each language's line of the list. */
const LANGUAGE_OF = Object.fromEntries(LANGUAGES.map((language: Language) => [language.code, language])) as Record<Locale, Language>;

/** The language tag each locale's pages carry (`lang`, `hreflang`, number formats). */
export const LOCALE_TAGS = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.tag])) as Record<Locale, string>;

/** Whether a value names one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The languages a page may link to: every one but its own, in the list's order. */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((candidate) => candidate !== locale);
}

/**
 * The language the first link of a page's switch leads to, the one its edition's own editable words
 * name (`ui.languageSwitch`): the first other language of the list (from the default language's
 * pages, the second line; from every other, the default). Every further language of the switch is
 * named by its line's `name` (`otherLocales`), so adding a language changes no other edition
 * (decision 037).
 */
export function switchLocale(locale: Locale): Locale {
  return otherLocales(locale)[0] ?? locale;
}

/** The language of a site path: the language whose prefix it starts with (/fr, /fr/games), the default elsewhere. */
export function localeOfPath(path: string): Locale {
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && (path === `/${locale}` || path.startsWith(`/${locale}/`))) ?? DEFAULT_LOCALE;
}

/** The path prefix of a locale's pages: '' for the default language, '/fr' for French. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** A site path without its language prefix: /fr/games -> /games, /fr -> /. */
export function routeOfPath(path: string): string {
  const prefix = localePrefix(localeOfPath(path));
  return prefix ? path.slice(prefix.length) || '/' : path;
}

/**
 * The address of a route in a language, inside a site root ('' for the public site, or a
 * generation's preview root): /games in French -> /fr/games, / in French -> /fr.
 */
export function pathInLocale(root: string, route: string, locale: Locale): string {
  const base = root + localePrefix(locale);
  if (route === '/' || route === '') return base || '/';
  return base + route;
}

/**
 * A language's line of the list. A code the list lacks throws naming it: a table or a page asked
 * for a language nobody added, and no other language's form stands in.
 */
export function languageOf(locale: Locale): Language {
  const language = LANGUAGE_OF[locale];
  if (!language) throw new Error(`core/languages.ts: no language "${String(locale)}" in the list`);
  return language;
}

/**
 * A per-language table's entry for `locale`. A missing one throws naming the table and the
 * language (`games/high-low/strings.ts: highLowStrings.xx: missing`), never falling back to another
 * language's text.
 */
export function inLocale<T>(table: Readonly<Record<Locale, T>>, locale: Locale, name: string): T {
  if (!Object.hasOwn(table, locale) || table[locale] === undefined) throw new Error(`${name}.${locale}: missing`);
  return table[locale];
}
