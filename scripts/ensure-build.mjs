// The one rule for "is the build current": dist/ is rebuilt when it is missing or older than the
// sources. Used by npm start and npm run publish.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = join(root, 'dist/build-info.json');
const sources = ['src', 'games', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(root, p));

/** Newest modification time below a path (files only). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

/** Builds the site into dist/ (npm run build) when it is missing or older than the sources. */
export function ensureBuild() {
  const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
  if (builtAt !== 0 && !sources.some((source) => newest(source) > builtAt)) return;
  console.log(builtAt === 0 ? 'No build found: building the site first.' : 'Sources changed since the last build: rebuilding.');
  // Always a production build, even when started from a test runner that sets NODE_ENV=test.
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
