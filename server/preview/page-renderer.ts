import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteData } from '../../src/content/site-data';
import { moneyPageHtml, renderSitePage, type SiteRendererModule } from '../site/write-site';

/** The parts of the server renderer (src/entry-server.tsx) the preview needs. */
export type RendererModule = Pick<SiteRendererModule, 'render' | 'parseSiteData' | 'serializeSiteData' | 'pageHead'>;

/** A preview page: its status and document, or where a route that leaves the app leads. */
export type PreviewPage = { kind: 'page'; status: number; html: string } | { kind: 'redirect'; location: string };

/** Renders preview pages into the site's HTML template. */
export type PageRenderer = {
  render(url: string, path: string, data: SiteData, basename: string): Promise<PreviewPage>;
  /**
   * The static virtual-coins page with a generation's text; `root` is the generation's preview
   * root, where its links home and to the other language's page lead.
   */
  moneyPage(data: SiteData, root: string): Promise<string>;
  notFoundHtml(): string;
};

/**
 * A page renderer from the renderer module, the HTML template and the not-found page, on the
 * site-writing pipeline the build and publishing use (server/site/write-site.ts). Preview pages
 * carry `<meta name="robots" content="noindex">` (the routes also send X-Robots-Tag), and the
 * server's games origin in their data (the frames load the games from it; '' for none).
 */
export function createPageRenderer(module: RendererModule, template: string, notFoundHtml: () => string, assetsPrefix = '', gamesOrigin = ''): PageRenderer {
  return {
    async render(url, path, given, basename) {
      const raw = gamesOrigin ? { ...given, gamesOrigin } : given;
      const data = module.parseSiteData(JSON.stringify(raw), assetsPrefix);
      const page = await renderSitePage(module, template, { url, path, data, siteDataJson: module.serializeSiteData(raw), basename, noindex: true });
      return page.kind === 'redirect' ? page : { kind: 'page', status: page.status, html: page.html };
    },
    moneyPage(raw, root) {
      const data = module.parseSiteData(JSON.stringify(raw), assetsPrefix);
      return Promise.resolve(moneyPageHtml(module, data, { root, indexable: false }));
    },
    notFoundHtml,
  };
}

/** The renderer of a built site, in this thread: dist/server/entry-server.js with dist/server/template.html. */
export async function loadBuiltRenderer(distDir: string, assetsPrefix: string, gamesOrigin = ''): Promise<PageRenderer> {
  const module = (await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href)) as RendererModule;
  const template = readFileSync(join(distDir, 'server/template.html'), 'utf8');
  const notFound = readFileSync(join(distDir, 'client/404.html'), 'utf8');
  return createPageRenderer(module, template, () => notFound, assetsPrefix, gamesOrigin);
}
