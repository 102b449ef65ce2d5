import type { SiteContent } from '../content/schema';

type WithDomain = Pick<SiteContent, 'site_domain'>;

/** The public site's origin, from the content's domain: https://brightmoose.ca. */
export function siteOrigin(content: WithDomain): string {
  return `https://${content.site_domain}`;
}

/**
 * The address of a page on the public site: its path on the site's origin, without a trailing
 * slash except for the home page (/).
 */
export function pageUrl(content: WithDomain, path: string): string {
  return siteOrigin(content) + (path.replace(/\/+$/, '') || '/');
}

/**
 * An absolute URL for an asset: a site path (/images/share.jpg, or a relative assets prefix's
 * /themes/night/images/share.jpg) is put on the site's origin; a URL an absolute assets prefix
 * already made absolute is kept.
 */
export function assetUrl(content: WithDomain, src: string): string {
  return /^https?:\/\//i.test(src) ? src : siteOrigin(content) + src;
}

/** The path of a URL's pathname inside the app's basename: /api/preview/gen-x/games -> /games. */
export function pathInApp(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '');
  if (!base || !pathname.startsWith(base)) return pathname;
  return pathname.slice(base.length) || '/';
}
