import { escapeHtml } from '../../core/escape-html';
import { languageOf, LOCALE_TAGS, otherLocales, type Locale } from '../../core/locale';

/**
 * The header links of a page the server writes as HTML (the sign-in pages, the static coins page)
 * to the same page in every other language of the list, in its order: the first worded by the
 * page's own editable words for it where it has them (`first`, with `firstLabel` as its accessible
 * name), every other by the language's name in itself, as the site's React header does (src/app/language-switch.tsx).
 */
export function languageLinks(locale: Locale, pageIn: (other: Locale) => string, first?: string, firstLabel?: string): string {
  return otherLocales(locale)
    .map((other, index) => {
      const lang = escapeHtml(LOCALE_TAGS[other]);
      const label = index === 0 && firstLabel ? ` aria-label="${escapeHtml(firstLabel)}"` : '';
      const words = index === 0 && first ? first : languageOf(other).name;
      return `<a class="language" href="${escapeHtml(pageIn(other))}" lang="${lang}" hreflang="${lang}"${label}>${escapeHtml(words)}</a>`;
    })
    .join('');
}
