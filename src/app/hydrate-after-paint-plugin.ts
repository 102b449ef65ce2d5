import type { Plugin } from 'vite';

/** The entry script tag Vite writes into the built template. */
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The template's entry script, made to start fetching the app only once the page has loaded and
 * painted. The prerendered page is complete without it (its links work, its menu is laid out), so
 * the app's bytes and start-up work never stand between a visitor and the first paint of the page's
 * largest element; hydration follows a frame later.
 */
export function loadEntryAfterPaint(html: string): string {
  const match = entryScript.exec(html);
  if (!match) throw new Error('hydrate-after-paint: the template has no entry script to defer');
  const src = JSON.stringify(match[1]);
  const loader = `addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(()=>import(${src}))))`;
  return html.replace(entryScript, () => `<script type="module">${loader}</script>`);
}

/** Applies loadEntryAfterPaint to the site's built template (not to the development server). */
export function hydrateAfterPaintPlugin(): Plugin {
  return {
    name: 'brightmoose:hydrate-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => loadEntryAfterPaint(html) },
  };
}
