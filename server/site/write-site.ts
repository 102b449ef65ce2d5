// The one site-writing pipeline: the pages of one content object and style set, for the build
// (prerender.ts, the default content), publishing an editor's generation (server/publish) and the
// preview (server/preview/page-renderer.ts). Every route, the 404 page, the static
// virtual-coins page, and sitemap.xml and robots.txt listing the pages search engines may index
// (docs/decisions/018-seo.md, 029).
import { mkdirSync } from 'node:fs';
import { writeFileSynced } from './synced-files';
import { dirname, join } from 'node:path';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localePrefix, pathInLocale, type Locale } from '../../core/locale';
import { MONEY_PAGE_PATH, NOT_FOUND_PATH, OFFLINE_PAGE_PATH, WEB_APP_MANIFEST_PATH } from '../../core/site-paths';
import { renderOfflinePage, webAppManifest } from './installable-app';
import type { SiteContent } from '../../src/content/schema';
import type { SiteData } from '../../src/content/site-data';
import type * as EntryServer from '../../src/entry-server';
import { escapeHtml } from '../../core/escape-html';
import { fillTemplate, routeFile } from './html-template';
import { moneyPageMeta, renderMoneyPage } from './money-page';

/** The server renderer (src/entry-server.tsx, built to dist/server/entry-server.js). */
export type SiteRendererModule = typeof EntryServer;

/** A schema as the checks use it: zod's safeParse, issues with their paths. */
type SchemaLike = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** The schemas the site data is checked with (from the server renderer or the sources). */
export type SiteSchemas = { siteContentSchema: SchemaLike; styleSetSchema: SchemaLike };

/** One page of the site: its path, its file under the client folder and its language. */
export type SitePage = { path: string; file: string; locale: Locale };

/** One rendered page: its document, or where a route that leaves the app leads. */
export type RenderedPage = { kind: 'page'; status: number; html: string; indexable: boolean } | { kind: 'redirect'; location: string };

/** Content or styles that fail their schema; `errors` holds one `path: message` line per bad value. */
export class SiteDataInvalid extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(errors.join('; '));
    this.name = 'SiteDataInvalid';
    this.errors = errors;
  }
}

/**
 * A site as it comes to be checked and written, unchecked: the default language's edition, every
 * other language's under its code (each published under its prefix, /fr), and the style set.
 */
export type SiteSource = { content: unknown; translations: Record<string, unknown>; styles: unknown };

/**
 * Every bad value of the content (paths as content paths), of each translation (under its
 * language: `fr.hero.title`) and of the style set (paths under styles.). A language of the list
 * without an edition is one line (`xx: no edition in this language`): no other language's stands in.
 */
export function siteDataErrors(
  { siteContentSchema, styleSetSchema }: SiteSchemas,
  { content, translations = {}, styles }: Omit<SiteSource, 'translations'> & Partial<Pick<SiteSource, 'translations'>>,
): string[] {
  const lines = (result: ReturnType<SchemaLike['safeParse']>, prefix: PropertyKey[]) =>
    result.success ? [] : result.error.issues.map((issue) => `${[...prefix, ...issue.path].map(String).join('.') || '(root)'}: ${issue.message}`);
  const translated = Object.entries(translations).flatMap(([locale, edition]) => lines(siteContentSchema.safeParse(edition), [locale]));
  const missing = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE && !Object.hasOwn(translations, locale)).map((locale) => `${locale}: no edition in this language`);
  return [...lines(siteContentSchema.safeParse(content), []), ...missing, ...translated, ...lines(styleSetSchema.safeParse(styles), ['styles'])];
}

/**
 * The pages the site writes for one edition of the content, each with its file under the client
 * folder: English at the site's paths, another language under its prefix (/fr/games ->
 * fr/games.html, its home /fr -> fr.html, its not-found page fr/404.html).
 */
export function sitePages(ssr: SiteRendererModule, content: SiteContent, locale: Locale = DEFAULT_LOCALE): SitePage[] {
  const page = (route: string, file: (path: string) => string = routeFile) => {
    const path = pathInLocale('', route, locale);
    return { path, file: file(path), locale };
  };
  return [...ssr.prerenderPaths(content).map((route) => page(route)), page(NOT_FOUND_PATH), page(MONEY_PAGE_PATH, (path) => path.slice(1))];
}

/** What writing the site needs besides the content: the renderer, the template and where the pages go. */
export type WriteSiteOptions = SiteSource & {
  ssr: SiteRendererModule;
  template: string;
  assetsPrefix?: string;
  /** The games' own origin (GAMES_ORIGIN), written into every page's data; '' or absent: the site's origin. */
  gamesOrigin?: string;
  clientDir: string;
  onPage?: (page: SitePage) => void;
};

/**
 * Validates the content, its translations and the styles (throwing SiteDataInvalid before
 * anything is written), then renders every page of every language into `clientDir`, with
 * sitemap.xml (the pages that rendered indexable: not the not-found pages, not a redirect) and
 * robots.txt beside them. Returns the pages written. A `gamesOrigin` (GAMES_ORIGIN) goes into
 * every page's data, so its game frames load from the games' own origin (docs/decisions/021).
 */
export async function writeSite({ ssr, template, content, translations, styles, assetsPrefix = '', gamesOrigin = '', clientDir, onPage = () => {} }: WriteSiteOptions): Promise<SitePage[]> {
  const errors = siteDataErrors(ssr, { content, translations, styles });
  if (errors.length > 0) throw new SiteDataInvalid(errors);
  // Checked just above: from here on they are the schemas' types.
  const site = { content: content as SiteContent, translations: translations as CheckedSite['translations'] };

  const indexable: string[] = [];
  const written: SitePage[] = [];
  for await (const { page, html, indexable: listed } of renderSite(ssr, template, site, styles, assetsPrefix, gamesOrigin)) {
    // Synchronous, and synced as written (synced-files.ts): a publish writes from a worker thread of its own.
    mkdirSync(dirname(join(clientDir, page.file)), { recursive: true });
    writeFileSynced(join(clientDir, page.file), html);
    if (listed) indexable.push(page.path);
    written.push(page);
    onPage(page);
  }
  // Each language's manifest and offline page (docs/decisions/041), from its edition.
  for (const locale of LOCALES) {
    const edition = ssr.editionOf(site, locale);
    mkdirSync(join(clientDir, localePrefix(locale)), { recursive: true });
    writeFileSynced(join(clientDir, pathInLocale('', WEB_APP_MANIFEST_PATH, locale)), webAppManifest(edition, locale));
    writeFileSynced(join(clientDir, pathInLocale('', OFFLINE_PAGE_PATH, locale)), renderOfflinePage(edition, locale));
  }
  writeFileSynced(join(clientDir, 'sitemap.xml'), ssr.sitemapXml(site.content, indexable));
  writeFileSynced(join(clientDir, 'robots.txt'), ssr.robotsTxt(site.content));
  return written;
}

/** A site whose content and translations passed their schemas (siteDataErrors). */
export type CheckedSite = { content: SiteContent; translations: Parameters<SiteRendererModule['editionOf']>[0]['translations'] };

/**
 * Every page of every language of a checked site, rendered one at a time as its file holds it
 * (a route that leaves the app as a meta-refresh page): what writeSite writes, and what a site
 * worker renders once to warm up (server/workers/warm-up.ts).
 */
export async function* renderSite(
  ssr: SiteRendererModule,
  template: string,
  site: CheckedSite,
  styles: unknown,
  assetsPrefix = '',
  gamesOrigin = '',
): AsyncGenerator<{ page: SitePage; html: string; indexable: boolean }> {
  for (const locale of LOCALES) {
    const edition = ssr.editionOf(site, locale);
    const raw = { content: edition, styles, locale, ...(gamesOrigin ? { gamesOrigin } : {}) } as SiteData;
    const data = ssr.parseSiteData(JSON.stringify(raw), assetsPrefix);
    for (const page of sitePages(ssr, edition, locale)) yield { page, ...writtenPage(ssr, await renderPublicPage(ssr, template, raw, data, page.path), page.path, data) };
  }
}

/**
 * One page rendered into the template: the app at `url` (its path `path`, under `basename`),
 * with `siteDataJson` and the router's state embedded for the preview's app, or neither when it is
 * null (a visitor's page). Preview pages pass `noindex` (robots noindex in their head).
 */
export async function renderSitePage(
  ssr: Pick<SiteRendererModule, 'render'>,
  template: string,
  { url, path, data, siteDataJson, basename, noindex = false }: { url: string; path: string; data: SiteData; siteDataJson: string | null; basename: string; noindex?: boolean },
): Promise<RenderedPage> {
  const result = await ssr.render(url, data, basename, { noindex });
  if (result.kind === 'redirect') return { kind: 'redirect', location: result.location };
  const html = fillTemplate(template, {
    path,
    title: result.title,
    head: result.head,
    appHtml: result.html,
    siteDataJson,
    ...(siteDataJson === null ? {} : { routerDataJson: result.routerData }),
    lang: result.lang,
  });
  return { kind: 'page', status: result.status, html, indexable: result.indexable };
}

/**
 * The static virtual-coins page of parsed site data. `root` is where the site starts: '' on the
 * public site, the generation's preview root in preview (its links home and to the other
 * language's page stay there); a preview page is not indexable.
 */
export function moneyPageHtml(
  ssr: Pick<SiteRendererModule, 'pageHead'>,
  { content, locale = DEFAULT_LOCALE }: Pick<SiteData, 'content' | 'locale'>,
  { root, indexable }: { root: string; indexable: boolean },
): string {
  const head = ssr.pageHead(content, { path: MONEY_PAGE_PATH, ...moneyPageMeta(content), indexable, landing: false, locale });
  const homePath = root + (localePrefix(locale) || '/');
  return renderMoneyPage(content, { head, homePath, locale, pageIn: (other) => pathInLocale(root, MONEY_PAGE_PATH, other) });
}

/**
 * One public page of one edition (`raw`: its content, styles and language; `data`: the same, parsed)
 * as the build writes it and the development server serves it: the app's page at `path`, with no
 * data blocks (its islands read only the HTML, docs/decisions/039), or the static virtual-coins
 * page, or where a route that leaves the app leads.
 */
export async function renderPublicPage(ssr: SiteRendererModule, template: string, raw: SiteData, data: SiteData, path: string): Promise<RenderedPage> {
  if (path.endsWith(MONEY_PAGE_PATH)) return { kind: 'page', status: 200, html: moneyPageHtml(ssr, data, { root: '', indexable: true }), indexable: true };
  const url = new URL(path, 'http://localhost').href;
  return renderSitePage(ssr, template, { url, path, data, siteDataJson: null, basename: pathInLocale('', '/', raw.locale ?? DEFAULT_LOCALE) });
}

/** A rendered page as a file: a route that leaves the app becomes a meta-refresh page; only /404 may be a 404. */
function writtenPage(ssr: SiteRendererModule, result: RenderedPage, path: string, data: SiteData): { html: string; indexable: boolean } {
  if (result.kind === 'redirect') return { html: redirectPage(result.location, data.content.site_name, LOCALE_TAGS[data.locale ?? DEFAULT_LOCALE]), indexable: false };
  if (path.endsWith('/404') !== (result.status === 404)) throw new Error(`${path} rendered with status ${result.status}`);
  return result;
}

/** A page for a route that leaves the app: readable and followable without JavaScript, never indexed. */
function redirectPage(location: string, siteName: string, lang: string): string {
  const escaped = escapeHtml(location);
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${escaped}"><meta name="robots" content="noindex"><title>${escapeHtml(siteName)}</title></head><body><p><a href="${escaped}">${escaped}</a></p></body></html>\n`;
}
