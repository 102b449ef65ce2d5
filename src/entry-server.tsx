import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SiteDataContext } from './app/site-data-context';
import { createRoutes, pageSiteContent, prerenderPaths } from './app/routes';
import { serializeRouterState } from './app/router-hydration';
import { joinTitle, pageDescription, pageTitle } from './app/page-title';
import { DEFAULT_LOCALE, LOCALE_TAGS } from '../core/locale';
import type { SiteData } from './content/site-data';
import { pageHead } from './seo/page-head';
import { pathInApp } from './seo/site-url';

export { prerenderPaths, pageSiteContent };
export { pageHead };
export { robotsTxt, sitemapXml } from './seo/sitemap';
export { parseSiteData, serializeSiteData } from './content/site-data';

/**
 * What rendering one URL gives: a page (with its head: description, canonical, link-preview tags,
 * whether search engines may index it, and the router's state as JSON for the page's
 * `router-data` element), or a redirect.
 */
export type RenderResult =
  | { kind: 'page'; status: number; html: string; title: string; description: string; head: string; indexable: boolean; lang: string; routerData: string }
  | { kind: 'redirect'; status: number; location: string; reloadDocument: boolean };

/**
 * Renders one URL of the site to HTML with React Router's static handler: the same route table
 * as the browser, so prerendered pages hydrate without a mismatch.
 */
export async function render(url: string, data: SiteData, basename = '/', { noindex = false } = {}): Promise<RenderResult> {
  const handler = createStaticHandler(createRoutes(data.content), { basename });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
      reloadDocument: context.headers.has('X-Remix-Reload-Document'),
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <SiteDataContext value={data}>
      {/* No inline hydration script (the CSP forbids it): the state goes into a JSON block instead. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SiteDataContext>,
  );
  const { content } = data;
  const failed = context.errors !== null;
  const matches = context.matches.map((m) => ({ handle: m.route.handle as unknown, params: m.params }));
  const title = failed ? joinTitle(content.ui?.notFoundTitle, content.site_name) : pageTitle(content, matches);
  const description = failed ? (content.ui?.notFoundMessage ?? '') : pageDescription(content, matches);
  const indexable = !noindex && context.statusCode === 200;
  const path = failed ? null : pathInApp(new URL(url).pathname, basename);
  const landing = !failed && context.matches.at(-1)?.route.index === true;
  const head = pageHead(content, { path, title, description, indexable, landing, locale: data.locale });
  const lang = LOCALE_TAGS[data.locale ?? DEFAULT_LOCALE];
  return { kind: 'page', status: context.statusCode, html, title, description, head, indexable, lang, routerData: serializeRouterState(context) };
}

export { defaultContent } from './content/default-content';
export { defaultTranslations, editionOf } from './content/editions';
export { defaultStyles } from './content/default-styles';
export { siteContentSchema, styleSetSchema, describeContentErrors } from './content/schema';
