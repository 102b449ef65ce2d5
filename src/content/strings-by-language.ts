import { inLocale, type Locale } from '../../core/locale';
import { defaultStrings } from './default-strings';
import { defaultStringsFr } from './fr/default-strings';
import type { SiteStrings } from './site-strings';

/**
 * Each language's site words (site-strings.ts), one line per language of the list
 * (core/languages.ts), beside its content edition's line in editions.ts. A list of their own, not
 * a field of that one: the editor's dialogs need only these words, and importing the editions'
 * list would bring every language's whole default content into the editor's bundle.
 */
const LANGUAGE_STRINGS: Record<Locale, SiteStrings> = {
  en: defaultStrings,
  fr: defaultStringsFr,
};

/** A language's site words; a language without them throws naming it, and no other language's words stand in. */
export function siteStringsOf(locale: Locale): SiteStrings {
  return inLocale(LANGUAGE_STRINGS, locale, 'src/content/strings-by-language.ts: LANGUAGE_STRINGS');
}
