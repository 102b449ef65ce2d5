/**
 * The one formatter table: how each language writes whole numbers, decimals and percentages, read
 * from its line of the language list (languages.ts). Plain string work on purpose: building an
 * Intl.NumberFormat costs a game tens of milliseconds of start-up time.
 */
import { languageOf, type Locale } from './locale';

/** A whole number with its digits grouped by threes the way `locale` writes them: 10,000 or 10 000. */
export function formatWhole(amount: number, locale: Locale): string {
  const sign = amount < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, languageOf(locale).numbers.group);
}

/** Decimal figures written with a point ("1.25", "97.3") in `locale`'s decimal sign: 1,25 in French. */
export function formatDecimal(text: string, locale: Locale): string {
  const sign = languageOf(locale).numbers.decimal;
  return sign === '.' ? text : text.replace(/(\d)\.(\d)/g, `$1${sign}$2`);
}

/** A percentage written "97.3%" as `locale` writes it: 97,3 % in French (a no-break space before the sign). */
export function formatPercent(text: string, locale: Locale): string {
  return formatDecimal(text, locale).replace(/\s*%/g, languageOf(locale).numbers.percent);
}
