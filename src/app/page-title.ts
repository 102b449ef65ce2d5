import type { SiteContent } from '../content/schema';

/** What a route may say about its page's name, via its `handle`. */
export type RouteHandle = {
  /** The page's name, shown before the site name in the title; none on the home page. */
  pageName?: (content: SiteContent, params: Record<string, string | undefined>) => string | undefined;
};

type MatchLike = { handle?: unknown; params: Record<string, string | undefined> };

/** A title from a page's name and the site name; broken content may lack either. */
export function joinTitle(pageName: string | undefined, siteName: string | undefined): string {
  return [pageName, siteName].filter(Boolean).join(' | ');
}

/** The document title: the site name, with the deepest matched page's name before it. */
export function pageTitle(content: SiteContent, matches: readonly MatchLike[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const name = (match.handle as RouteHandle | undefined)?.pageName?.(content, match.params);
    if (name) return joinTitle(name, content.site_name);
  }
  return joinTitle(undefined, content.site_name);
}
