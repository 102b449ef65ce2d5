import type { Plugin } from 'vite';

/** The entry script tag Vite writes into the built template. */
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The loader's file name before Vite adds its content hash (assets/load-after-paint-{hash}.js). */
const LOADER_NAME = 'load-after-paint.js';

/** The loader's code: import the app's entry once the page has loaded and painted a frame. */
export function loaderSource(entrySrc: string): string {
  return `addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entrySrc)}))));\n`;
}

/** The address of the template's entry script; a template without one fails the build. */
export function entrySource(html: string): string {
  const src = entryScript.exec(html)?.[1];
  if (!src) throw new Error('hydrate-after-paint: the template has no entry script to defer');
  return src;
}

/**
 * The template's entry script replaced by an external loader (`loaderFile`, emitted beside the
 * entry) that starts fetching the app only once the page has loaded and painted. The prerendered
 * page is complete without it (its links work, its menu is laid out), so the app's bytes and
 * start-up work never stand between a visitor and the first paint of the page's largest element;
 * hydration follows a frame later. The loader is a file, not an inline script, so the
 * Content-Security-Policy needs neither 'unsafe-inline' nor a hash for it (docs/decisions/021).
 */
export function loadEntryAfterPaint(html: string, loaderFile: string): string {
  const entrySrc = entrySource(html);
  // Same folder as the entry, so the same base and assets prefix.
  const loaderSrc = entrySrc.slice(0, entrySrc.lastIndexOf('/') + 1) + loaderFile.slice(loaderFile.lastIndexOf('/') + 1);
  return html.replace(entryScript, () => `<script type="module" src="${loaderSrc}"></script>`);
}

/**
 * Applies loadEntryAfterPaint to the site's built template (not to the development server): once
 * Vite has written the HTML, the loader is emitted as a hashed asset beside the entry.
 */
export function hydrateAfterPaintPlugin(): Plugin {
  return {
    name: 'brightmoose:hydrate-after-paint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
          const html = String(file.source);
          const reference = this.emitFile({ type: 'asset', name: LOADER_NAME, source: loaderSource(entrySource(html)) });
          file.source = loadEntryAfterPaint(html, this.getFileName(reference));
        }
      },
    },
  };
}
