// Prerenders every route of the site into dist/client with the server renderer from
// dist/server, and writes the static virtual-coins page (both through write-site.mjs, which
// publishing a generation shares). Run by scripts/build.mjs.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { siteDataErrors, writeSite } from './write-site.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(root, 'dist/client');
const serverDir = join(root, 'dist/server');

const ssr = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
const raw = { content: ssr.defaultContent, translations: ssr.defaultTranslations, styles: ssr.defaultStyles };
const errors = siteDataErrors(ssr, raw);
if (errors.length > 0) {
  console.error('The default content or style set does not match its schema:\n' + errors.join('\n'));
  process.exit(1);
}

// The template Vite built keeps its placeholders for the preview server; pages are written beside it.
const template = await readFile(join(clientDir, 'index.html'), 'utf8');
await writeFile(join(serverDir, 'template.html'), template);
await rm(join(clientDir, 'index.html'));

// The games' own origin, when they have one, is written into the pages (docs/decisions/021); a
// value that is not an origin stops the build here rather than shipping broken frames.
let gamesOrigin;
try {
  gamesOrigin = ssr.parseGamesOrigin(process.env.GAMES_ORIGIN);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

await writeSite({
  ssr,
  template,
  ...raw,
  assetsPrefix: process.env.ASSETS_PREFIX ?? '',
  gamesOrigin,
  clientDir,
  onPage: ({ path, file }) =>
    console.log(path.endsWith(ssr.MONEY_PAGE_PATH) ? `wrote the static page ${path}` : `prerendered ${path} -> dist/client/${file}`),
});
