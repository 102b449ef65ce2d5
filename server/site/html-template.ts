// Filling the HTML template Vite builds from index.html; shared by the prerender step, publishing
// and the preview server so all three serve the same document.
import { escapeHtml } from '../../core/escape-html';
import { DEFAULT_LOCALE, LOCALE_TAGS } from '../../core/locale';

/** The parts of one page's document. */
export type TemplateParts = {
  path: string;
  title: string;
  /** The head's other tags (description, canonical, link previews): the renderer's `head`, already HTML. */
  head: string;
  appHtml: string;
  /**
   * The content and styles as JSON for the preview's React app, which starts from them; `null` for
   * a visitor's page, whose islands read nothing but the HTML: its data blocks are left out.
   */
  siteDataJson: string | null;
  /** The router's state (the renderer's `routerData`); `null` unless given. */
  routerDataJson?: string;
  /** The page's language tag; the default language's unless given. */
  lang?: string;
};

/** The template's two data blocks, with the white space after each. */
const DATA_BLOCKS = /<script type="application\/json" id="(?:site|router)-data"><!--(?:site|router)-data--><\/script>\s*/g;

/**
 * The document for one page: rendered app HTML, title, head tags, the page's language tag and,
 * for the preview, the embedded site data and the router's state (JSON: data blocks, never inline
 * code, so the Content-Security-Policy needs no 'unsafe-inline'). A visitor's page (`siteDataJson`
 * null) has neither block: they were 40-70 % of its gzip HTML, and the parser's work with them
 * part of the page's first long task (docs/decisions/039).
 */
export function fillTemplate(template: string, { path, title, head, appHtml, siteDataJson, routerDataJson = 'null', lang = LOCALE_TAGS[DEFAULT_LOCALE] }: TemplateParts): string {
  return (siteDataJson === null ? template.replace(DATA_BLOCKS, '') : template)
    .replace(/<html(?: lang="[^"]*")?/, () => `<html lang="${escapeHtml(lang)}"`)
    .replace('<!--app-title-->', () => escapeHtml(title))
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-path-->', () => escapeHtml(path))
    .replace('<!--app-html-->', () => appHtml)
    .replace('<!--site-data-->', () => siteDataJson ?? '')
    .replace('<!--router-data-->', () => routerDataJson);
}

/** The file a route is prerendered to: / -> index.html, /games/baccarat -> games/baccarat.html. */
export function routeFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
