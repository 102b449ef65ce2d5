import { defineConfig } from 'vite';
import { hydrateAfterPaintPlugin } from './src/app/hydrate-after-paint-plugin';
import { colourTokensPlugin } from './core/colour-tokens-plugin';
import { speculationRulesPlugin } from './src/app/speculation-rules-plugin';
import { textLimitsPlugin } from './src/content/text-limits-plugin';

/**
 * The site: the client bundle goes to dist/client (what a static host serves), the server
 * renderer used by the prerender step and the preview server to dist/server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [colourTokensPlugin(), hydrateAfterPaintPlugin(), speculationRulesPlugin(), textLimitsPlugin()],
  define: {
    'import.meta.env.VITE_ASSETS_PREFIX': JSON.stringify(process.env.ASSETS_PREFIX ?? ''),
    // One year for the client and the server bundle, so server HTML and hydration agree.
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(process.env.VITE_BUILD_YEAR ?? String(new Date().getFullYear())),
  },
  build: {
    ...(isSsrBuild
      ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
      : {
          outDir: 'dist/client',
          emptyOutDir: true,
          target: 'es2022',
          assetsInlineLimit: 0,
          // No modulepreload polyfill in every page's bundle: a browser without modulepreload
          // (Safari before 17) still loads a chunk when it is imported, only without a head start,
          // and the one chunk imported later is the editor's.
          modulePreload: { polyfill: false },
        }),
    rollupOptions: {
      onwarn(warning, warn) {
        // React Router marks its modules "use client" for React Server Components; irrelevant here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
}));
