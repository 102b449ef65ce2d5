import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** Game slugs with a built page; the frame path of any other game answers 404. */
export const BUILT_GAMES = ['high-low', 'baccarat', 'gin-rummy'] as const;

/**
 * The games: plain TypeScript pages, one per folder, built to dist/client/games/{slug}/ with
 * relative asset URLs (they may be served from the assets prefix's origin).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  publicDir: false,
  build: {
    outDir: resolve(import.meta.dirname, '../dist/client/games'),
    emptyOutDir: false,
    target: 'es2022',
    rollupOptions: {
      input: Object.fromEntries(BUILT_GAMES.map((slug) => [slug, resolve(import.meta.dirname, slug, 'index.html')])),
    },
  },
});
