/**
 * The pages the site's worker keeps, and the addresses the server answers with one of them
 * (docs/decisions/041): what a navigation shows when the network is off.
 */
export type KeptPages = {
  /** The pages kept network first: paths as a browser asks for them. */
  pages: readonly string[];
  /** The server's redirects to a kept page (/money -> /virtual-coins.html), per language. */
  redirects: readonly (readonly [from: string, to: string])[];
};

/**
 * The kept page a navigation to `path` is sent on to, as the server would send it: the path
 * without its trailing slash (the server's 301), or a redirect's target (/money); undefined when
 * it leads to no kept page. A kept path is its own answer.
 */
export function keptPageFor(path: string, kept: KeptPages): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const target = kept.redirects.find(([from]) => from === trimmed)?.[1] ?? trimmed;
  return kept.pages.includes(target) ? target : undefined;
}

/** The key a page is kept under: its address without a query string or fragment, which name the same page (a shared link's ?utm_source). */
export function pageCacheKey(address: string): string {
  const url = new URL(address);
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * Whether a copy in the pages cache is still one of this version's pages: a page the site no
 * longer has, or a copy an older worker kept under its query string, is deleted when this worker
 * takes over, so the cache never holds more than one copy of each page.
 */
export function isKeptCopy(address: string, origin: string, kept: KeptPages): boolean {
  const url = new URL(address);
  return url.origin === origin && url.search === '' && url.hash === '' && kept.pages.includes(url.pathname);
}
