// npm run build: the client bundle, the server renderer, every route prerendered, the static
// virtual-coins page, the games, and the compressed copies of their files, all into dist/.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { gamesOriginSetting } = await import(join(root, 'core/games-origin.ts'));
const { writeBuildInfo } = await import(join(root, 'server/site/build-info.ts'));
const { writeCompressedCopies } = await import(join(root, 'server/site/compressed-copies.ts'));
const vite = join(root, 'node_modules/vite/bin/vite.js');
const run = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });

// One copyright year for the client bundle and the server renderer, however long the build takes.
process.env.VITE_BUILD_YEAR ??= String(new Date().getFullYear());

run([vite, 'build', '--logLevel', 'warn']);
run([vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']);
run([join(root, 'scripts/prerender.mjs')]);
if (existsSync(join(root, 'games/vite.config.ts'))) run([vite, 'build', '-c', 'games/vite.config.ts', '--logLevel', 'warn']);
// The service workers last: their precache lists are the files written above (docs/decisions/041).
const { buildServiceWorkers } = await import(join(root, 'server/site/service-workers.ts'));
const precached = await buildServiceWorkers(join(root, 'dist'));
console.log(`service workers: the site's precaches ${precached.site} files, the games' ${precached.games}`);
const copies = await writeCompressedCopies(join(root, 'dist'));
console.log(
  `compressed ${copies.files} files once for all (brotli 11, gzip 9): ${(copies.bytes / 1024).toFixed(0)} KB -> ${(copies.brotliBytes / 1024).toFixed(0)} KB with brotli, in dist/compressed`,
);
// The pages carry the games origin they were written for: npm start rebuilds when GAMES_ORIGIN changes.
writeBuildInfo(join(root, 'dist'), { builtAt: new Date().toISOString(), assetsPrefix: process.env.ASSETS_PREFIX ?? '', gamesOrigin: gamesOriginSetting(process.env.GAMES_ORIGIN) });
console.log('build complete: dist/client is the static site, dist/server the renderer');
