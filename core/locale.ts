/**
 * The site's languages. English lives at the site's paths, French under /fr/ (DESIGN.md, "Two
 * languages"). The site, the games and the server all read this one list.
 */
export const LOCALES = ['en', 'fr'] as const;

/** A language of the site. */
export type Locale = (typeof LOCALES)[number];

/** The language of a page that names none: English, at the site's unprefixed paths. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** The language tag each locale's pages carry (`lang`, `hreflang`, number formats). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Whether a value names one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a page links to: the other of the site's two. */
export function otherLocale(locale: Locale): Locale {
  return LOCALES.find((candidate) => candidate !== locale)!;
}

/** The language of a site path: French under /fr (/fr, /fr/games), English elsewhere. */
export function localeOfPath(path: string): Locale {
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && (path === `/${locale}` || path.startsWith(`/${locale}/`))) ?? DEFAULT_LOCALE;
}

/** The path prefix of a locale's pages: '' for English, '/fr' for French. */
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
