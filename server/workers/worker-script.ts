// A worker thread's TypeScript, as one plain JavaScript module (docs/decisions/036, "Sixth pass").
// A thread that registered tsx to load its TypeScript started a module-loader thread of its own
// and resolved and compiled every module again: about half a second of CPU per thread, paid by
// every SQLite store opened (its writer thread) and every site worker started or replaced; the unit
// tests open some 200 stores. Bundled once per process, a thread loads one plain file instead.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { buildSync, type BuildOptions } from 'esbuild';

/**
 * Where the bundles are written: inside the project, so that the packages they import (kept as
 * imports: better-sqlite3 is a native addon) resolve from its node_modules.
 */
export const WORKER_SCRIPTS_DIR = fileURLToPath(new URL('../../.tmp/workers/', import.meta.url));

/** How many versions of one entry's bundle are kept (a new version is written after each change to its code). */
export const KEPT_VERSIONS = 8;

const built = new Map<string, URL>();

/**
 * The thread entry `entry` (a TypeScript module) bundled with esbuild into one ES module, the first
 * time this process asks for it; later calls return the same file. The file is named by a hash of
 * its text, so processes running other versions of the code never share one, and it is written
 * under a temporary name first, so a thread never loads half a file. `options` may replace
 * expressions and loaders, as Vite does for import.meta.env and CSS (the tests bundle the site's
 * renderer so).
 */
export function workerScript(entry: URL, options: Pick<BuildOptions, 'define' | 'loader'> = {}): URL {
  const known = built.get(entry.href);
  if (known) return known;
  const { outputFiles } = buildSync({
    ...options,
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const text = outputFiles[0]!.contents;
  const name = basename(fileURLToPath(entry)).replace(/\.tsx?$/, '');
  const file = join(WORKER_SCRIPTS_DIR, `${name}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(WORKER_SCRIPTS_DIR, { recursive: true });
    const partial = `${file}.${process.pid}-${threadId}.partial`;
    writeFileSync(partial, text);
    renameSync(partial, file);
    forgetOldVersions(name, file);
  }
  const script = pathToFileURL(file);
  built.set(entry.href, script);
  return script;
}

/** Removes all but the newest KEPT_VERSIONS bundles of one entry, so the folder stays bounded while the code changes. */
function forgetOldVersions(name: string, current: string) {
  const version = new RegExp(`^${name.replace(/[^\w]/g, '\\$&')}-[0-9a-f]{16}\\.mjs$`);
  const versions = readdirSync(WORKER_SCRIPTS_DIR)
    .filter((file) => version.test(file))
    .map((file) => join(WORKER_SCRIPTS_DIR, file))
    .filter((file) => file !== current)
    .map((file) => ({ file, modified: statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.modified - a.modified);
  for (const { file } of versions.slice(KEPT_VERSIONS - 1)) rmSync(file, { force: true });
}
