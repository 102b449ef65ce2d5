import type { SiteContent } from '../content/schema';

type Params = Record<string, string | undefined>;

/** What a route may say about its page, via its `handle`: its name and its description. */
export type RouteHandle = {
  /** The page's name, shown before the site name in the title; none on the home page. */
  pageName?: (content: SiteContent, params: Params) => string | undefined;
  /** The page's meta description; a route without one (the home page) takes the site description. */
  pageDescription?: (content: SiteContent, params: Params) => string | undefined;
};

type MatchLike = { handle?: unknown; params: Record<string, string | undefined> };

/** A title from a page's name and the site name; broken content may lack either. */
export function joinTitle(pageName: string | undefined, siteName: string | undefined): string {
  return [pageName, siteName].filter(Boolean).join(' | ');
}

/** What the deepest matched route that says anything under `key` says. */
function deepest(key: keyof RouteHandle, content: SiteContent, matches: readonly MatchLike[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const said = (match.handle as RouteHandle | undefined)?.[key]?.(content, match.params);
    if (said) return said;
  }
  return undefined;
}

/** The document title: the site name, with the deepest matched page's name before it. */
export function pageTitle(content: SiteContent, matches: readonly MatchLike[]): string {
  return joinTitle(deepest('pageName', content, matches), content.site_name);
}

/** The meta description: the deepest matched page's own, else the site description. */
export function pageDescription(content: SiteContent, matches: readonly MatchLike[]): string {
  return deepest('pageDescription', content, matches) ?? content.site_description ?? '';
}
