import type { SiteContent, StyleSet } from './schema';
import { rewriteAssetPaths } from './asset-prefix';
import { gamesOriginOf } from '../../core/games-origin';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../core/locale';

/** What every page carries: the content object and the style set (component -> path -> colour). */
export type SiteData = {
  content: SiteContent;
  styles: StyleSet;
  /** The page's language: which edition `content` is. English when the page names none. */
  locale?: Locale;
  /** Preview pages only: the generation's revision the page shows (what the editor has seen). */
  revision?: number;
  /**
   * Prerendered pages: the parts of the content this page leaves out because only another page
   * shows them (routes.tsx, PAGE_SECTIONS); going to that page loads it whole.
   */
  omitted?: string[];
  /**
   * Where the games' pages are served (GAMES_ORIGIN, e.g. https://games.example.net); absent: on
   * the site's own origin. Whoever writes the page sets it (the build, publishing, the preview
   * server), and loading the data puts the game frames' paths on it.
   */
  gamesOrigin?: string;
};

/** Id of the JSON script element that carries the site data in every served page. */
export const SITE_DATA_ELEMENT_ID = 'site-data';

/** The themed assets prefix, fixed at build time (ASSETS_PREFIX); empty by default. */
export const ASSETS_PREFIX: string = import.meta.env.VITE_ASSETS_PREFIX ?? '';

/**
 * JSON for a `<script>` element, safe inside HTML: no `<` can close the element (`</script>`) or
 * open a comment, and the line separators old parsers choke on are escaped.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Serialises site data for a `<script type="application/json">` element, safe inside HTML. */
export function serializeSiteData(data: SiteData): string {
  return scriptJson(data);
}

/**
 * Turns the embedded JSON into site data: parses it, gives a missing style set an empty object,
 * and rewrites asset paths to the prefix (and game pages' paths to the games origin it names).
 * Throws when there is no usable content.
 */
export function parseSiteData(json: string | null | undefined, prefix: string = ASSETS_PREFIX): SiteData {
  if (!json) throw new Error('no site data in the page');
  const raw = JSON.parse(json) as Partial<SiteData> | null;
  if (!raw || typeof raw.content !== 'object' || raw.content === null) throw new Error('site data has no content');
  const styles = raw.styles && typeof raw.styles === 'object' ? raw.styles : {};
  const revision = Number.isSafeInteger(raw.revision) ? { revision: raw.revision } : {};
  const locale = isLocale(raw.locale) ? raw.locale : DEFAULT_LOCALE;
  const omitted = Array.isArray(raw.omitted) && raw.omitted.every((key) => typeof key === 'string') ? { omitted: raw.omitted } : {};
  const gamesOrigin = gamesOriginOf(raw.gamesOrigin);
  const games = gamesOrigin ? { gamesOrigin } : {};
  return { content: rewriteAssetPaths(raw.content, prefix, gamesOrigin), styles, locale, ...revision, ...omitted, ...games };
}

/**
 * Loads the site data the page carries. On failure it logs 'Error loading content' and
 * returns null, so that no content is shown.
 */
export function loadSiteData(doc: Document, prefix: string = ASSETS_PREFIX): SiteData | null {
  try {
    return parseSiteData(doc.getElementById(SITE_DATA_ELEMENT_ID)?.textContent, prefix);
  } catch (error) {
    console.error('Error loading content', error);
    return null;
  }
}
