import { escapeHtml } from '../../core/escape-html';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localePrefix, pathInLocale, type Locale } from '../../core/locale';
import { WEB_APP_MANIFEST_PATH } from '../../core/site-paths';
import type { SiteContent } from '../content/schema';
import { scriptJson } from '../content/site-data';
import { siteStructuredData } from './structured-data';
import { assetUrl, pageUrl } from './site-url';

/** What the head of one page says, besides what the site's content says for every page. */
export type PageHeadInput = {
  /** The page's path on the public site (/, /games/high-low); null for a page served at any address (not found). */
  path: string | null;
  /** The document title. */
  title: string;
  /** The meta description. */
  description: string;
  /** Whether search engines may index it: not the not-found page, a redirect or a preview. */
  indexable: boolean;
  /** The landing page carries the site's structured data. */
  landing: boolean;
  /** The page's language; its address is `path` under the language's prefix (/fr/games). English when absent. */
  locale?: Locale;
};

const meta = (attribute: 'name' | 'property', key: string, value: string | number | undefined) =>
  value === undefined || value === '' ? [] : [`<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`];

/**
 * The tags of a page's head after its title: meta description, robots, canonical link, Open Graph
 * and Twitter card, and on the landing page the site's structured data. Everything comes from the
 * content and the page, so another edition (a French site under /fr/) reuses it with its own.
 * Content that lacks a part (a broken preview) loses only the tags made from that part.
 */
export function pageHead(content: SiteContent, page: PageHeadInput): string {
  const locale = page.locale ?? DEFAULT_LOCALE;
  const urlIn = (edition: Locale) => (page.path === null || !content.site_domain ? undefined : pageUrl(content, localePrefix(edition) + page.path));
  const url = urlIn(locale);
  const image = content.seo?.shareImage;
  const imageUrl = image && content.site_domain ? assetUrl(content, image.src) : undefined;
  const tags = [
    ...meta('name', 'description', page.description),
    ...(page.indexable ? [] : meta('name', 'robots', 'noindex')),
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
    ...(url ? alternates(urlIn) : []),
    // The web app manifest of the page's language (docs/decisions/041), written beside its pages.
    `<link rel="manifest" href="${escapeHtml(pathInLocale('', WEB_APP_MANIFEST_PATH, locale))}" />`,
    ...meta('property', 'og:type', 'website'),
    ...meta('property', 'og:site_name', content.site_name),
    ...meta('property', 'og:title', page.title),
    ...meta('property', 'og:description', page.description),
    ...meta('property', 'og:url', url),
    ...meta('property', 'og:locale', content.seo?.locale),
    ...(image && imageUrl
      ? [
          ...meta('property', 'og:image', imageUrl),
          ...meta('property', 'og:image:width', image.width),
          ...meta('property', 'og:image:height', image.height),
          ...meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    ...meta('name', 'twitter:card', 'summary_large_image'),
    ...meta('name', 'twitter:title', page.title),
    ...meta('name', 'twitter:description', page.description),
    ...(image && imageUrl ? [...meta('name', 'twitter:image', imageUrl), ...meta('name', 'twitter:image:alt', image.alt)] : []),
    ...(page.landing ? [`<script type="application/ld+json">${scriptJson(siteStructuredData(content))}</script>`] : []),
  ];
  return tags.join('\n    ');
}

/** The same page in every language (`hreflang`), English also the default for other languages. */
function alternates(urlIn: (locale: Locale) => string | undefined): string[] {
  const link = (hreflang: string, href: string | undefined) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href ?? '')}" />`;
  return [...LOCALES.map((locale) => link(LOCALE_TAGS[locale], urlIn(locale))), link('x-default', urlIn(DEFAULT_LOCALE))];
}
