import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The HTML template of a test build: every placeholder the site's own template has. */
export const TEST_TEMPLATE =
  '<!doctype html><html><head><title><!--app-title--></title><!--app-head--></head>' +
  '<body><div id="root" data-rendered-path="<!--app-path-->"><!--app-html--></div><script type="application/json" id="site-data"><!--site-data--></script></body></html>';

/** Files of the test build other than its pages, which publishing copies as they are. */
export const TEST_BUILD_FILES: Record<string, string> = {
  'client/assets/app-1a2b3c.js': 'console.log("app");\n',
  'client/images/hero.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  'client/games/high-low/index.html': '<!doctype html><title>High Low</title><p>the game</p>\n',
  'server/entry-server.js': 'export {};\n',
  'server/template.html': TEST_TEMPLATE,
};

/** The text the test build's own (default content) pages carry, which a publish must replace. */
export const STALE_PAGE = '<p>page of the default build</p>';

/**
 * A small stand-in for dist/ (npm run build) in `dir`: the tests render pages with the source
 * renderer (src/entry-server.tsx), so only the files publishing copies need to exist.
 */
export function writeTestBuild(dir: string): string {
  const files = {
    ...TEST_BUILD_FILES,
    'client/index.html': STALE_PAGE,
    'client/games.html': STALE_PAGE,
    'client/games/high-low.html': STALE_PAGE,
    'client/404.html': STALE_PAGE,
    'client/virtual-coins.html': STALE_PAGE,
    'build-info.json': JSON.stringify({ builtAt: '2026-01-02T03:04:05.000Z', assetsPrefix: '' }),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}
