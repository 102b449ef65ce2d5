import { formatCoins } from '../../core/coin-rules';
import { DEFAULT_LOCALE, inLocale, isLocale, LOCALE_TAGS, type Locale } from '../../core/locale';
import { formatDecimal, formatPercent } from '../../core/number-format';

export type { Locale };

/**
 * The language of the page that frames the game: the site gives it in the frame's URL
 * (`?lang=fr`); anything else, or none, is the default language (the
 * site's unprefixed pages name none). Read once, when the game loads.
 */
export function frameLocale(search: string = typeof location === 'undefined' ? '' : location.search): Locale {
  const lang = new URLSearchParams(search).get('lang');
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The game's language, for the whole life of the page. */
export const LOCALE: Locale = frameLocale();

/** The language tag for `lang` attributes and number formats (en-CA, fr-CA). */
export const LOCALE_TAG = LOCALE_TAGS[LOCALE];

/**
 * A game's or the kit's strings: one table per language with the same keys (functions for texts
 * that hold figures). `games/strings.test.ts` checks that every table has every key, non-empty.
 */
export type Strings<T> = Record<Locale, T>;

/** The table of the game's language. */
export function pick<T>(tables: Strings<T>, locale: Locale = LOCALE): T {
  return inLocale(tables, locale, 'a strings table');
}

/** A coin amount as the game's language writes it: 10,000 or 10 000. */
export function coins(amount: number, locale: Locale = LOCALE): string {
  return formatCoins(amount, locale);
}

/** A decimal figure written with a point ("1.25", "97.3") in the game's language: French writes a comma ("1,25"). */
export function decimal(text: string, locale: Locale = LOCALE): string {
  return formatDecimal(text, locale);
}

/** A percentage ("97.3%") in the game's language: French puts a no-break space before the sign ("97,3 %"). */
export function percent(text: string, locale: Locale = LOCALE): string {
  return formatPercent(text, locale);
}

/** A text with its first letter in capitals, for a word that opens a sentence or a table cell: « Valet », "Middle row". */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
