// The build's last site step (npm run build, through scripts/prerender.mjs): every route of the
// default content prerendered into dist/client with the server renderer from dist/server, and
// the static virtual-coins page, all through write-site.ts, which publishing and the preview share.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseGamesOrigin } from '../../core/games-origin';
import { MONEY_PAGE_PATH } from '../../core/site-paths';
import { siteDataErrors, writeSite, type SiteRendererModule } from './write-site';

/** Prerenders the default content of the build in `distDir`; a refusal prints its reason and exits with code 1. */
export async function prerender(distDir: string): Promise<void> {
  const clientDir = join(distDir, 'client');
  const serverDir = join(distDir, 'server');
  const ssr = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as SiteRendererModule;
  const raw = { content: ssr.defaultContent, translations: ssr.defaultTranslations, styles: ssr.defaultStyles };
  const errors = siteDataErrors(ssr, raw);
  if (errors.length > 0) return fail('The default content or style set does not match its schema:\n' + errors.join('\n'));

  // The template Vite built keeps its placeholders for the preview server; pages are written beside it.
  const template = await readFile(join(clientDir, 'index.html'), 'utf8');
  await writeFile(join(serverDir, 'template.html'), template);
  await rm(join(clientDir, 'index.html'));

  // The games' own origin, when they have one, is written into the pages (docs/decisions/021); a
  // value that is not an origin stops the build here rather than shipping broken frames.
  let gamesOrigin: string;
  try {
    gamesOrigin = parseGamesOrigin(process.env.GAMES_ORIGIN);
  } catch (error) {
    return fail((error as Error).message);
  }

  await writeSite({
    ssr,
    template,
    ...raw,
    assetsPrefix: process.env.ASSETS_PREFIX ?? '',
    gamesOrigin,
    clientDir,
    onPage: ({ path, file }) => console.log(path.endsWith(MONEY_PAGE_PATH) ? `wrote the static page ${path}` : `prerendered ${path} -> dist/client/${file}`),
  });
}

function fail(message: string): void {
  console.error(message);
  process.exit(1);
}
