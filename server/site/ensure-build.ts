// The one rule for "is the build current": dist/ is rebuilt when it is missing, older than the
// sources (the site-writing pipeline in server/site among them) or built for another games
// origin. Used by npm start, npm run site:publish and the Lighthouse audit.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_INFO_FILE } from '../../core/build-info';
import { gamesOriginSetting } from '../../core/games-origin';
import { readBuildInfo } from './build-info';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = join(root, 'dist');
const builtMarker = join(distDir, BUILD_INFO_FILE);
const sources = ['core', 'src', 'games', 'public', 'scripts', 'server/site', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(root, p));

/** Newest modification time below a path (files only). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

/**
 * Builds the site into dist/ (npm run build) when it is missing, older than the sources, or built
 * for another GAMES_ORIGIN than the one set now (the prerendered pages carry it). A server given
 * another build (DIST_DIR) checks that build's origin itself.
 */
export function ensureBuild(): void {
  const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
  const otherOrigin = builtAt !== 0 && !process.env.DIST_DIR && readBuildInfo(distDir).gamesOrigin !== gamesOriginSetting(process.env.GAMES_ORIGIN);
  if (builtAt !== 0 && !otherOrigin && !sources.some((source) => newest(source) > builtAt)) return;
  const reason = otherOrigin ? `The build frames the games from another origin than GAMES_ORIGIN: rebuilding.` : 'Sources changed since the last build: rebuilding.';
  console.log(builtAt === 0 ? 'No build found: building the site first.' : reason);
  // Always a production build, even when started from a test runner that sets NODE_ENV=test.
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
