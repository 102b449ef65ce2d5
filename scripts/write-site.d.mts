import type { Translations } from '../src/content/editions';
import type { Locale } from '../src/content/locale';
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
  pageSiteContent(content: SiteContent, path: string): { content: Partial<SiteContent>; omitted: string[] };
  localePrefix(locale: Locale): string;
  otherLocale(locale: Locale): Locale;
  pathInLocale(root: string, route: string, locale: Locale): string;
  routeOfPath(path: string): string;
  editionOf(site: { content: SiteContent; translations: Translations }, locale: Locale): SiteContent;
  LOCALES: readonly Locale[];
  LOCALE_TAGS: Record<Locale, string>;
  defaultTranslations: Translations;
  pageHead(content: SiteContent, page: PageHeadInput): string;
  sitemapXml(content: SiteContent, paths: readonly string[]): string;
  robotsTxt(content: SiteContent): string;
  defaultContent: SiteContent;
  MONEY_PAGE_PATH: string;
};

/** One page of the site: its path, its file under the client folder and its language. */
export type SitePage = { path: string; file: string; locale: Locale };

/** Content or styles that fail their schema; `errors` holds one `path: message` line per bad value. */
export class SiteDataInvalid extends Error {
  constructor(errors: string[]);
  readonly errors: string[];
}

/**
 * Every bad value of the content (paths as content paths), of each translation (under its
 * language: `fr.hero.title`) and of the style set (paths under styles.).
 */
export function siteDataErrors(schemas: SiteSchemas, data: { content: unknown; translations?: Record<string, unknown>; styles: unknown }): string[];

/** The pages the site writes for one edition of the content (English at the site's paths, French under /fr). */
export function sitePages(ssr: SiteRendererModule, content: SiteContent, locale?: Locale): SitePage[];

/**
 * Validates the content, its translations and the styles (throwing SiteDataInvalid before
 * anything is written), then renders every page of every language into `clientDir`, with
 * sitemap.xml and robots.txt beside them. Returns the pages written.
 */
export function writeSite(options: {
  ssr: SiteRendererModule;
  template: string;
  content: unknown;
  translations: Record<string, unknown>;
  styles: unknown;
  assetsPrefix?: string;
  /** The games' own origin (GAMES_ORIGIN), written into every page's data; '' or absent: the site's origin. */
  gamesOrigin?: string;
  clientDir: string;
  onPage?: (page: SitePage) => void;
}): Promise<SitePage[]>;
