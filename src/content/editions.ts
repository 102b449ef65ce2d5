import { defaultContentFr } from './fr/default-content';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../core/locale';
import type { SiteContent } from './schema';

/** The languages besides English, each with a whole content edition of its own. */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/** The French (and any later) editions of a content object, beside its English `content`. */
export type Translations = Record<TranslatedLocale, SiteContent>;

/** Every language besides English. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE);

/** The default editions of the languages besides English. */
export const defaultTranslations: Translations = { fr: defaultContentFr };

/** A site's content in one language: English is `content`, the others its translations. */
export function editionOf(site: { content: SiteContent; translations: Translations }, locale: Locale): SiteContent {
  return locale === DEFAULT_LOCALE ? site.content : site.translations[locale];
}
