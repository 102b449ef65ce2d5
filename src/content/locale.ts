/**
 * The site's languages. English lives at the site's paths, French under /fr/ (DESIGN.md, "Two
 * languages"). The site, the games and the server all read this one list.
 */
export const LOCALES = ['en', 'fr'] as const;

/** A language of the site. */
export type Locale = (typeof LOCALES)[number];

/** The language of a page that names none: English, at the site's unprefixed paths. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The language tag each locale's pages carry (`lang`, `hreflang`, number formats). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Whether a value names one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a locale's pages: '' for English, '/fr' for French. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}
