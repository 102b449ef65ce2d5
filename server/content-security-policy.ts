// The headers that keep a page from being framed, sniffed or scripted by others: the site's and the
// games' (docs/decisions/021-security-headers-and-games-origin.md). Pure: app.ts and games-app.ts
// choose which set a response gets (security-headers.ts).

import { createHash } from 'node:crypto';

/** Response headers, by name. */
export type HeaderSet = Readonly<Record<string, string>>;

/** What every response of either origin carries. */
const COMMON: HeaderSet = {
  'X-Content-Type-Options': 'nosniff',
  // The games read the framing page's origin from document.referrer (Your play's height messages,
  // the link back to the site), so a cross-origin referrer keeps its origin; paths stay private.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Directives both origins share. No evaluated script anywhere and no inline script but the built
 * pages' loader and speculation rules, allowed by their hashes (sitePolicy's scriptHashes): the pages' data are JSON blocks,
 * which do not run. Styles allow 'unsafe-inline': sections set their colours as
 * CSS custom properties in `style` attributes and every page has its colour tokens in a `<style>`;
 * CSS cannot run script, so this is the usual trade.
 */
const BASE = ["default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"];

const list = (sources: readonly string[]) => [...new Set(sources)].join(' ');

/**
 * The Content-Security-Policy of the site's pages (prerendered, preview, not-found, the coins page):
 * frames only from `frameSources` (the games origin, or 'self' when the games share the site's),
 * images from the site and `imageSources`, and no one may frame the site.
 */
export function sitePolicy({ frameSources, imageSources = [], scriptHashes = [] }: { frameSources: readonly string[]; imageSources?: readonly string[]; scriptHashes?: readonly string[] }): string {
  const frames = list(frameSources);
  const base = scriptHashes.length ? BASE.map((directive) => (directive === "script-src 'self'" ? `script-src ${list(["'self'", ...scriptHashes])}` : directive)) : BASE;
  return [...base, `img-src ${list(["'self'", ...imageSources])}`, `frame-src ${frames}`, `child-src ${frames}`, "worker-src 'self'", "frame-ancestors 'none'"].join('; ');
}

/**
 * The Content-Security-Policy of the games' pages: their own files only (workers too: Mahjong's
 * solver runs in one, a script of the games' own), framed only by `frameAncestors`.
 */
export function gamesPolicy({ frameAncestors }: { frameAncestors: readonly string[] }): string {
  return [...BASE, "img-src 'self'", "frame-src 'none'", "worker-src 'self'", `frame-ancestors ${list(frameAncestors)}`].join('; ');
}

/** The origin of an absolute assets prefix (its images and frames load from there), or null for a path prefix. */
export function prefixOrigin(prefix: string): string | null {
  return /^https?:\/\//i.test(prefix) && URL.canParse(prefix) ? new URL(prefix).origin : null;
}

/**
 * The headers of the site's responses. `gamesOrigin` ('' for none) is where its frames load the
 * games from; an absolute `assetsPrefix` adds its origin to images and frames.
 */
export function siteHeaders({ gamesOrigin, assetsPrefix = '', scriptHashes = [] }: { gamesOrigin: string; assetsPrefix?: string; scriptHashes?: readonly string[] }): HeaderSet {
  const assets = prefixOrigin(assetsPrefix);
  const extra = assets ? [assets] : [];
  return {
    ...COMMON,
    'Content-Security-Policy': sitePolicy({ frameSources: [gamesOrigin || "'self'", ...extra], imageSources: extra, scriptHashes }),
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The headers of the games' responses. With the games on the site's origin they may be framed by
 * it alone ('self', X-Frame-Options SAMEORIGIN). On their own origin only the site's origins may
 * frame them; X-Frame-Options cannot name another origin, and browsers that know frame-ancestors
 * ignore it, so it is left out rather than set to a value that would block the site.
 */
export function gamesHeaders({ siteOrigins }: { siteOrigins: readonly string[] | 'same-origin' }): HeaderSet {
  if (siteOrigins === 'same-origin') return { ...COMMON, 'Content-Security-Policy': gamesPolicy({ frameAncestors: ["'self'"] }), 'X-Frame-Options': 'SAMEORIGIN' };
  return { ...COMMON, 'Content-Security-Policy': gamesPolicy({ frameAncestors: siteOrigins }) };
}

/**
 * The `'sha256-…'` sources of the inline scripts a built page runs or reads (JSON data blocks
 * excluded): the loader that imports the page's script after the first paint and the speculation
 * rules, which a policy must allow like a script. Both are the same text on every page of a build,
 * so the server reads them once from the built home page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (/\bsrc=/.test(attributes) || body === '' || (type !== undefined && type !== 'module' && type !== 'speculationrules' && !/javascript/i.test(type))) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
