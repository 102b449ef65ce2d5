// Writes the public site's pages for one content object and style set: every prerendered route,
// the 404 page, the static virtual-coins page, and sitemap.xml and robots.txt listing the pages
// search engines may index (docs/decisions/018-seo.md). Shared by the build (prerender.mjs, the default
// content) and publishing an editor's generation (server/publish/publish.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { escapeHtml, fillTemplate, routeFile } from './html-template.mjs';
import { moneyPageMeta, renderMoneyPage } from './money-page.mjs';

/** Content or styles that fail their schema; `errors` holds one `path: message` line per bad value. */
export class SiteDataInvalid extends Error {
  constructor(errors) {
    super(errors.join('; '));
    this.name = 'SiteDataInvalid';
    this.errors = errors;
  }
}

/**
 * Every bad value of the content (paths as content paths), of each translation (under its
 * language: `fr.hero.title`) and of the style set (paths under styles.).
 */
export function siteDataErrors({ siteContentSchema, styleSetSchema }, { content, translations = {}, styles }) {
  const lines = (result, prefix) =>
    result.success ? [] : result.error.issues.map((issue) => `${[...prefix, ...issue.path].join('.') || '(root)'}: ${issue.message}`);
  const translated = Object.entries(translations).flatMap(([locale, edition]) => lines(siteContentSchema.safeParse(edition), [locale]));
  return [...lines(siteContentSchema.safeParse(content), []), ...translated, ...lines(styleSetSchema.safeParse(styles), ['styles'])];
}

/**
 * The pages the site writes for one edition of the content, each with its file under the client
 * folder: English at the site's paths, another language under its prefix (/fr/games ->
 * fr/games.html, its home /fr -> fr.html, its not-found page fr/404.html).
 */
export function sitePages(ssr, content, locale = 'en') {
  const page = (route, file = routeFile) => {
    const path = ssr.pathInLocale('', route, locale);
    return { path, file: file(path), locale };
  };
  return [
    ...ssr.prerenderPaths(content).map((route) => page(route)),
    page('/404'),
    page(ssr.MONEY_PAGE_PATH, (path) => path.slice(1)),
  ];
}

/**
 * Validates the content, its translations and the styles (throwing SiteDataInvalid before
 * anything is written), then renders every page of every language into `clientDir`, with
 * sitemap.xml (the pages that rendered indexable: not the not-found pages, not a redirect) and
 * robots.txt beside them. Returns the pages written. A `gamesOrigin` (GAMES_ORIGIN) goes into
 * every page's data, so its game frames load from the games' own origin (docs/decisions/021).
 */
export async function writeSite({ ssr, template, content, translations, styles, assetsPrefix = '', gamesOrigin = '', clientDir, onPage = () => {} }) {
  const errors = siteDataErrors(ssr, { content, translations, styles });
  if (errors.length > 0) throw new SiteDataInvalid(errors);

  const indexable = [];
  const written = [];
  for (const locale of ssr.LOCALES) {
    const edition = ssr.editionOf({ content, translations }, locale);
    const raw = { content: edition, styles, locale, ...(gamesOrigin ? { gamesOrigin } : {}) };
    const data = ssr.parseSiteData(JSON.stringify(raw), assetsPrefix);
    for (const page of sitePages(ssr, edition, locale)) {
      // Each page embeds the content it can show: not another page's terms, policy or help lines.
      const siteDataJson = ssr.serializeSiteData({ ...raw, ...ssr.pageSiteContent(edition, ssr.routeOfPath(page.path)) });
      const rendered = page.path.endsWith(ssr.MONEY_PAGE_PATH)
        ? moneyPage(ssr, data, locale)
        : await renderPage(ssr, template, data, siteDataJson, page.path, ssr.pathInLocale('', '/', locale));
      await mkdir(dirname(join(clientDir, page.file)), { recursive: true });
      await writeFile(join(clientDir, page.file), rendered.html);
      if (rendered.indexable) indexable.push(page.path);
      written.push(page);
      onPage(page);
    }
  }
  await writeFile(join(clientDir, 'sitemap.xml'), ssr.sitemapXml(content, indexable));
  await writeFile(join(clientDir, 'robots.txt'), ssr.robotsTxt(content));
  return written;
}

async function renderPage(ssr, template, data, siteDataJson, path, basename) {
  const result = await ssr.render(new URL(path, 'http://localhost').href, data, basename);
  if (result.kind === 'redirect') return { html: redirectPage(result.location, data.content.site_name, ssr.LOCALE_TAGS[data.locale]), indexable: false };
  if (path.endsWith('/404') !== (result.status === 404)) throw new Error(`${path} rendered with status ${result.status}`);
  return {
    html: fillTemplate(template, {
      path,
      title: result.title,
      head: result.head,
      appHtml: result.html,
      siteDataJson,
      routerDataJson: result.routerData,
      lang: result.lang,
    }),
    indexable: result.indexable,
  };
}

function moneyPage(ssr, data, locale) {
  const { content } = data;
  const head = ssr.pageHead(content, { path: ssr.MONEY_PAGE_PATH, ...moneyPageMeta(content), indexable: true, landing: false, locale });
  const other = ssr.otherLocale(locale);
  const otherLanguage = { path: ssr.pathInLocale('', ssr.MONEY_PAGE_PATH, other), lang: ssr.LOCALE_TAGS[other] };
  const homePath = ssr.pathInLocale('', '/', locale);
  return { html: renderMoneyPage(content, { head, homePath, lang: ssr.LOCALE_TAGS[locale], otherLanguage }), indexable: true };
}

/** A page for a route that leaves the app: readable and followable without JavaScript, never indexed. */
function redirectPage(location, siteName, lang) {
  const escaped = escapeHtml(location);
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${escaped}"><meta name="robots" content="noindex"><title>${escapeHtml(siteName)}</title></head><body><p><a href="${escaped}">${escaped}</a></p></body></html>\n`;
}
