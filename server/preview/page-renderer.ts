import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteData } from '../../src/content/site-data';
import type { RenderResult } from '../../src/entry-server';
import type { PageHeadInput } from '../../src/seo/page-head';
import type { SiteContent } from '../../src/content/schema';
import { fillTemplate } from '../../scripts/html-template.mjs';
import { moneyPageMeta, renderMoneyPage } from '../../scripts/money-page.mjs';
import { MONEY_PAGE_PATH } from '../../src/app/money-page-path';
import { DEFAULT_LOCALE, LOCALE_TAGS, localePrefix, otherLocale, pathInLocale } from '../../src/content/locale';

/** The parts of the server renderer (src/entry-server.tsx) the preview needs. */
export type RendererModule = {
  render(url: string, data: SiteData, basename?: string, options?: { noindex?: boolean }): Promise<RenderResult>;
  parseSiteData(json: string, prefix?: string): SiteData;
  serializeSiteData(data: SiteData): string;
  pageHead(content: SiteContent, page: PageHeadInput): string;
};

/** Renders preview pages into the site's HTML template. */
export type PageRenderer = {
  render(
    url: string,
    path: string,
    data: SiteData,
    basename: string,
  ): Promise<{ kind: 'page'; status: number; html: string } | { kind: 'redirect'; location: string }>;
  /**
   * The static virtual-coins page with a generation's text; `root` is the generation's preview
   * root, where its links home and to the other language's page lead.
   */
  moneyPage(data: SiteData, root: string): string;
  notFoundHtml(): string;
};

/**
 * A page renderer from the renderer module, the HTML template and the not-found page. Preview
 * pages carry `<meta name="robots" content="noindex">` (the routes also send X-Robots-Tag), and
 * the server's games origin in their data (the frames load the games from it; '' for none).
 */
export function createPageRenderer(module: RendererModule, template: string, notFoundHtml: () => string, assetsPrefix = '', gamesOrigin = ''): PageRenderer {
  return {
    async render(url, path, given, basename) {
      const raw = gamesOrigin ? { ...given, gamesOrigin } : given;
      const data = module.parseSiteData(JSON.stringify(raw), assetsPrefix);
      const result = await module.render(url, data, basename, { noindex: true });
      if (result.kind === 'redirect') return { kind: 'redirect', location: result.location };
      const html = fillTemplate(template, {
        path,
        title: result.title,
        head: result.head,
        appHtml: result.html,
        siteDataJson: module.serializeSiteData(raw),
        routerDataJson: result.routerData,
        lang: result.lang,
      });
      return { kind: 'page', status: result.status, html };
    },
    moneyPage(raw, root) {
      const { content, locale = DEFAULT_LOCALE } = module.parseSiteData(JSON.stringify(raw), assetsPrefix);
      const head = module.pageHead(content, { path: MONEY_PAGE_PATH, ...moneyPageMeta(content), indexable: false, landing: false, locale });
      const homePath = root + (localePrefix(locale) || '/');
      const other = otherLocale(locale);
      const otherLanguage = { path: pathInLocale(root, MONEY_PAGE_PATH, other), lang: LOCALE_TAGS[other] };
      return renderMoneyPage(content, { homePath, head, lang: LOCALE_TAGS[locale], otherLanguage });
    },
    notFoundHtml,
  };
}

/** The renderer of a built site: dist/server/entry-server.js with dist/server/template.html. */
export async function loadBuiltRenderer(distDir: string, assetsPrefix: string, gamesOrigin = ''): Promise<PageRenderer> {
  const module = (await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href)) as RendererModule;
  const template = readFileSync(join(distDir, 'server/template.html'), 'utf8');
  const notFound = readFileSync(join(distDir, 'client/404.html'), 'utf8');
  return createPageRenderer(module, template, () => notFound, assetsPrefix, gamesOrigin);
}
