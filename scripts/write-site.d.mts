import type { SiteContent } from '../src/content/schema';
import type { RenderResult } from '../src/entry-server';
import type { SiteData } from '../src/content/site-data';
import type { PageHeadInput } from '../src/seo/page-head';

/** A schema as write-site uses it: zod's safeParse, issues with their paths. */
type SchemaLike = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** The schemas the site data is checked with (from the server renderer or the sources). */
export type SiteSchemas = { siteContentSchema: SchemaLike; styleSetSchema: SchemaLike };

/** What writing the site needs of the server renderer (src/entry-server.tsx, built to dist/server/entry-server.js). */
export type SiteRendererModule = SiteSchemas & {
  render(url: string, data: SiteData, basename?: string): Promise<RenderResult>;
  parseSiteData(json: string, prefix?: string): SiteData;
  serializeSiteData(data: SiteData): string;
  prerenderPaths(content: SiteContent): string[];
  pageHead(content: SiteContent, page: PageHeadInput): string;
  sitemapXml(content: SiteContent, paths: readonly string[]): string;
  robotsTxt(content: SiteContent): string;
  defaultContent: SiteContent;
  MONEY_PAGE_PATH: string;
};

/** One page of the site: its path and its file under the client folder. */
export type SitePage = { path: string; file: string };

/** Content or styles that fail their schema; `errors` holds one `path: message` line per bad value. */
export class SiteDataInvalid extends Error {
  constructor(errors: string[]);
  readonly errors: string[];
}

/** Every bad value of the content (paths as content paths) and the style set (paths under styles.). */
export function siteDataErrors(schemas: SiteSchemas, data: { content: unknown; styles: unknown }): string[];

/** The pages the site writes for a content object, each with its file under the client folder. */
export function sitePages(ssr: SiteRendererModule, content: SiteContent): SitePage[];

/**
 * Validates the content and styles (throwing SiteDataInvalid before anything is written), then
 * renders every page into `clientDir`, with sitemap.xml (the pages that rendered indexable: not
 * the not-found page, not a redirect) and robots.txt beside them. Returns the pages written.
 */
export function writeSite(options: {
  ssr: SiteRendererModule;
  template: string;
  content: unknown;
  styles: unknown;
  assetsPrefix?: string;
  clientDir: string;
  onPage?: (page: SitePage) => void;
}): Promise<SitePage[]>;
