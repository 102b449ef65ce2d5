/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string;

/**
 * The document for one page: rendered app HTML, title, the head's other tags (description,
 * canonical, link previews: the renderer's `head`, already HTML), the embedded site data, the
 * router's state (`routerDataJson`, the renderer's `routerData`; `null` unless given) and the
 * page's language tag (`lang`, en-CA unless given). Both data blocks are JSON, never code.
 */
export function fillTemplate(
  template: string,
  parts: { path: string; title: string; head: string; appHtml: string; siteDataJson: string; routerDataJson?: string; lang?: string },
): string;

/** The file a route is prerendered to: / -> index.html, /games/baccarat -> games/baccarat.html. */
export function routeFile(path: string): string;
