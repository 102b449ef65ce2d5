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

/** Every bad value of the content (paths as content paths) and the style set (paths under styles.). */
export function siteDataErrors({ siteContentSchema, styleSetSchema }, { content, styles }) {
  const lines = (result, prefix) =>
    result.success ? [] : result.error.issues.map((issue) => `${[...prefix, ...issue.path].join('.') || '(root)'}: ${issue.message}`);
  return [...lines(siteContentSchema.safeParse(content), []), ...lines(styleSetSchema.safeParse(styles), ['styles'])];
}

/** The pages the site writes for a content object, each with its file under the client folder. */
export function sitePages(ssr, content) {
  return [
    ...ssr.prerenderPaths(content).map((path) => ({ path, file: routeFile(path) })),
    { path: '/404', file: '404.html' },
    { path: ssr.MONEY_PAGE_PATH, file: ssr.MONEY_PAGE_PATH.slice(1) },
  ];
}

/**
 * Validates the content and styles (throwing SiteDataInvalid before anything is written), then
 * renders every page into `clientDir`, with sitemap.xml (the pages that rendered indexable: not
 * the not-found page, not a redirect) and robots.txt beside them. Returns the pages written.
 */
export async function writeSite({ ssr, template, content, styles, assetsPrefix = '', clientDir, onPage = () => {} }) {
  const errors = siteDataErrors(ssr, { content, styles });
  if (errors.length > 0) throw new SiteDataInvalid(errors);

  const raw = { content, styles };
  const data = ssr.parseSiteData(JSON.stringify(raw), assetsPrefix);
  const siteDataJson = ssr.serializeSiteData(raw);
  const pages = sitePages(ssr, content);
  const indexable = [];
  for (const page of pages) {
    const rendered = page.path === ssr.MONEY_PAGE_PATH ? moneyPage(ssr, data.content) : await renderPage(ssr, template, data, siteDataJson, page.path);
    await mkdir(dirname(join(clientDir, page.file)), { recursive: true });
    await writeFile(join(clientDir, page.file), rendered.html);
    if (rendered.indexable) indexable.push(page.path);
    onPage(page);
  }
  await writeFile(join(clientDir, 'sitemap.xml'), ssr.sitemapXml(data.content, indexable));
  await writeFile(join(clientDir, 'robots.txt'), ssr.robotsTxt(data.content));
  return pages;
}

async function renderPage(ssr, template, data, siteDataJson, path) {
  const result = await ssr.render(new URL(path, 'http://localhost').href, data);
  if (result.kind === 'redirect') return { html: redirectPage(result.location, data.content.site_name), indexable: false };
  if ((path === '/404') !== (result.status === 404)) throw new Error(`${path} rendered with status ${result.status}`);
  return { html: fillTemplate(template, { path, title: result.title, head: result.head, appHtml: result.html, siteDataJson }), indexable: result.indexable };
}

function moneyPage(ssr, content) {
  const head = ssr.pageHead(content, { path: ssr.MONEY_PAGE_PATH, ...moneyPageMeta(content), indexable: true, landing: false });
  return { html: renderMoneyPage(content, { head }), indexable: true };
}

/** A page for a route that leaves the app: readable and followable without JavaScript, never indexed. */
function redirectPage(location, siteName) {
  const escaped = escapeHtml(location);
  return `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${escaped}"><meta name="robots" content="noindex"><title>${escapeHtml(siteName)}</title></head><body><p><a href="${escaped}">${escaped}</a></p></body></html>\n`;
}
