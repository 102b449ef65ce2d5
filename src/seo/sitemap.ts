import type { SiteContent } from '../content/schema';
import { pageUrl, siteOrigin } from './site-url';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml for the indexable pages of the site (their paths), each at its address on the site's domain. */
export function sitemapXml(content: Pick<SiteContent, 'site_domain'>, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(pageUrl(content, path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt: every crawler may read the site but not the preview server's API; names the sitemap. */
export function robotsTxt(content: Pick<SiteContent, 'site_domain'>): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${siteOrigin(content)}/sitemap.xml`, ''].join('\n');
}
