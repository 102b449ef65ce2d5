import { defaultContent } from './default-content';
import { defaultContentFr } from './fr/default-content';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../core/locale';
import type { SiteContent } from './schema';

/** Every language's edition of a site's content: one record per language, each the same shape. */
export type Editions = Record<Locale, SiteContent>;

/**
 * Each language's default edition, one line per language of the list (core/languages.ts): what a
 * new language adds here beside its edition's files (its site words have their line in
 * strings-by-language.ts).
 */
const LANGUAGE_EDITIONS: Record<Locale, SiteContent> = {
  en: defaultContent,
  fr: defaultContentFr,
};

/** The default editions, one per language of the list. */
export const defaultEditions = Object.fromEntries(LOCALES.flatMap((locale) => (Object.hasOwn(LANGUAGE_EDITIONS, locale) ? [[locale, LANGUAGE_EDITIONS[locale]]] : []))) as Editions;

/**
 * The languages stored beside the default one. Stored rows, export files and the preview API keep
 * the shape they had before there were more languages (decision 037): the default language's
 * edition as `content`, every other as `translations[locale]`. This module is the one place that
 * knows it; the server, the stores and publishing ask `editionOf` and `withEdition`.
 */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/** The editions of every language but the default one, as stored beside its `content`. */
export type Translations = Record<TranslatedLocale, SiteContent>;

/** Every language stored under `translations`. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE);

/** The default editions of the languages stored under `translations`. */
export const defaultTranslations = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, defaultEditions[locale]])) as Translations;

/** A site as stored: the default language's edition, and every other under its code. */
export type StoredEditions<T = SiteContent> = { content: T; translations: unknown };

/**
 * A site's edition in one language. A language the stored site lacks throws naming it: no other
 * language's edition stands in.
 */
export function editionOf<T>(site: StoredEditions<T>, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return site.content;
  const translations = site.translations;
  const edition = isRecord(translations) && Object.hasOwn(translations, locale) ? (translations[locale] as T) : undefined;
  if (edition === undefined) throw new Error(`${locale}: no edition in this language`);
  return edition;
}

/** The part of a stored site that changes when one language's edition becomes `next` (every other edition kept). */
export function withEdition<T>(site: StoredEditions<T>, locale: Locale, next: T): { content: T } | { translations: Record<string, T> } {
  if (locale === DEFAULT_LOCALE) return { content: next };
  return { translations: { ...(isRecord(site.translations) ? (site.translations as Record<string, T>) : {}), [locale]: next } };
}

/** Every language's edition of a stored site, as one record per language. */
export function editionsOf(site: { content: SiteContent; translations: Translations }): Editions {
  return Object.fromEntries(LOCALES.map((locale) => [locale, editionOf(site, locale)])) as Editions;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
