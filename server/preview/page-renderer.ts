import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteData } from '../../src/content/site-data';
import { fillTemplate } from '../../scripts/html-template.mjs';
import { renderMoneyPage } from '../../scripts/money-page.mjs';

type RenderResult =
  | { kind: 'page'; status: number; html: string; title: string }
  | { kind: 'redirect'; status: number; location: string; reloadDocument: boolean };

/** The parts of the server renderer (src/entry-server.tsx) the preview needs. */
export type RendererModule = {
  render(url: string, data: SiteData, basename?: string): Promise<RenderResult>;
  parseSiteData(json: string, prefix?: string): SiteData;
  serializeSiteData(data: SiteData): string;
};

/** Renders preview pages into the site's HTML template. */
export type PageRenderer = {
  render(
    url: string,
    path: string,
    data: SiteData,
    basename: string,
  ): Promise<{ kind: 'page'; status: number; html: string } | { kind: 'redirect'; location: string }>;
  /** The static virtual-coins page with a generation's text, its links home leading to `homePath`. */
  moneyPage(data: SiteData, homePath: string): string;
  notFoundHtml(): string;
};

/** A page renderer from the renderer module, the HTML template and the not-found page. */
export function createPageRenderer(module: RendererModule, template: string, notFoundHtml: () => string, assetsPrefix = ''): PageRenderer {
  return {
    async render(url, path, raw, basename) {
      const data = module.parseSiteData(JSON.stringify(raw), assetsPrefix);
      const result = await module.render(url, data, basename);
      if (result.kind === 'redirect') return { kind: 'redirect', location: result.location };
      const html = fillTemplate(template, {
        path,
        title: result.title,
        description: data.content.site_description,
        appHtml: result.html,
        siteDataJson: module.serializeSiteData(raw),
      });
      return { kind: 'page', status: result.status, html };
    },
    moneyPage(raw, homePath) {
      return renderMoneyPage(module.parseSiteData(JSON.stringify(raw), assetsPrefix).content, { homePath });
    },
    notFoundHtml,
  };
}

/** The renderer of a built site: dist/server/entry-server.js with dist/server/template.html. */
export async function loadBuiltRenderer(distDir: string, assetsPrefix: string): Promise<PageRenderer> {
  const module = (await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href)) as RendererModule;
  const template = readFileSync(join(distDir, 'server/template.html'), 'utf8');
  const notFound = readFileSync(join(distDir, 'client/404.html'), 'utf8');
  return createPageRenderer(module, template, () => notFound, assetsPrefix);
}
