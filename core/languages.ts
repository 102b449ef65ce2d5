/**
 * The site's languages, one line each: the one list a new language is added to (with its content
 * edition and its strings tables, docs/decisions/037). The first is the default language, at the
 * site's unprefixed paths; every other lives under /{code}. Each line carries the language tag its
 * pages and number formats use and how it writes numbers, so no module branches on a language.
 */
export const LANGUAGES = [
  { code: 'en', tag: 'en-CA', numbers: { group: ',', decimal: '.', percent: '%' } },
  { code: 'fr', tag: 'fr-CA', numbers: { group: '\u00a0', decimal: ',', percent: '\u00a0%' } },
] as const satisfies readonly Language[];

/** One language of the site. */
export type Language = {
  /** The language's code: its path prefix (/fr), the frame's `?lang=`, the key of every per-language table. */
  readonly code: string;
  /** The language tag of its pages (`lang`, `hreflang`). */
  readonly tag: string;
  /**
   * How it writes numbers: the digit group separator (10,000 or 10 000), the decimal sign (1.25 or
   * 1,25) and the percent sign with what comes before it (97.3% or 97,3 %).
   */
  readonly numbers: { readonly group: string; readonly decimal: string; readonly percent: string };
};
