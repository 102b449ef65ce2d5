import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { colourTokensPlugin } from '../core/colour-tokens-plugin';
import { gamePagesPlugin } from './game-pages';
import { languageCheckPlugin } from './language-check';
import { BUILT_GAMES, YOUR_PLAY_FOLDER } from '../core/game-registry';

const root = import.meta.dirname;

/**
 * The games: plain TypeScript pages, one per built game of the registry, each page made from
 * games/template.html and built to dist/client/games/{slug}/index.html with relative asset URLs
 * (they may be served from the assets prefix's origin), and the "Your play" page beside them.
 */
export default defineConfig({
  root,
  base: './',
  publicDir: false,
  // Vite's cache would otherwise sit in games/node_modules, a folder that is not a game.
  cacheDir: resolve(root, '../node_modules/.vite-games'),
  plugins: [languageCheckPlugin(), gamePagesPlugin(root, BUILT_GAMES), colourTokensPlugin()],
  // The pages exist only through the plugin; the dev server scans the main modules instead.
  optimizeDeps: { entries: BUILT_GAMES.map((game) => game.entry) },
  // Workers (Mahjong's solver) are ES modules, emitted beside the games' own scripts on their origin.
  worker: { format: 'es' },
  build: {
    outDir: resolve(root, '../dist/client/games'),
    emptyOutDir: false,
    target: 'es2022',
    // Terser rather than esbuild: its two passes make each game's script about 3% smaller gzipped
    // (a kilobyte of Mahjong's 40 KB budget) for a few seconds more of the build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, module: true },
    rollupOptions: {
      // Every built game's page, and the "Your play" page the site frames.
      input: {
        ...Object.fromEntries(BUILT_GAMES.map((game) => [game.slug, resolve(root, game.slug, 'index.html')])),
        [YOUR_PLAY_FOLDER]: resolve(root, YOUR_PLAY_FOLDER, 'index.html'),
      },
    },
  },
});
