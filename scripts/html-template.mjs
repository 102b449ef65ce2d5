// Filling the HTML template Vite builds from index.html; shared by the prerender step and the
// preview server so both serve the same document.

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The document for one page: rendered app HTML, title, the head's other tags (description,
 * canonical, link previews: the renderer's `head`, already HTML), the embedded site data, the
 * router's state (JSON: data blocks, never inline code, so the Content-Security-Policy needs no
 * 'unsafe-inline') and the page's language tag (`lang`, en-CA unless given).
 */
export function fillTemplate(template, { path, title, head, appHtml, siteDataJson, routerDataJson = 'null', lang = 'en-CA' }) {
  return template
    .replace(/<html(?: lang="[^"]*")?/, () => `<html lang="${escapeHtml(lang)}"`)
    .replace('<!--app-title-->', () => escapeHtml(title))
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-path-->', () => escapeHtml(path))
    .replace('<!--app-html-->', () => appHtml)
    .replace('<!--site-data-->', () => siteDataJson)
    .replace('<!--router-data-->', () => routerDataJson);
}

/** The file a route is prerendered to: / -> index.html, /games/baccarat -> games/baccarat.html. */
export function routeFile(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
