import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { defineConfig } from 'vitest/config';
import { longFirst } from './scripts/long-first-sequencer';
import { textLimitsPlugin } from './src/content/text-limits-plugin';

export const TESTS = ['core/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'games/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'];
/** The folders TESTS reads. */
const ROOTS = TESTS.map((glob) => glob.split('/')[0]!);

/** Every unit test file under `dir`, by its path from the project's root (with forward slashes, as globs want). */
function testFiles(dir: string): string[] {
  return readdirSync(join(import.meta.dirname, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The files that replace modules or globals for their tests (vi.mock and the like). Each of them
 * gets modules of its own, as every file did before; the others share a worker's modules from one
 * file to the next (the project `shared` below).
 */
const OWN_MODULES = ROOTS.flatMap(testFiles).filter((file) => /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv)\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')));

/** Unit, component and server tests: everything beside the code, nothing that needs a browser. */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // The editor's text limits, as the site's build gives them (vite.config.ts).
  plugins: [textLimitsPlugin()],
  test: {
    environment: 'node',
    restoreMocks: true,
    // Two test files at a time. Vitest's own default is one fewer than the cores, which on a 2-core
    // machine is one: the files then ran one after another while a core waited on servers, child
    // processes and timers the tests start.
    maxWorkers: 2,
    // Worker threads rather than child processes: the same files in about 10% less time (unit tests
    // 131 and 137 s against 150 and 148 s, `time npx vitest run`, idle 2-core machine). No test
    // changes directory, and each thread has its own copy of process.env.
    pool: 'threads',
    // The files that run longest start first, so that neither worker is left finishing one alone
    // at the end (see scripts/long-first-sequencer.ts): one test over 1,000 Mahjong positions,
    // every page rendered with each slice of content missing, commands run as child processes, and
    // the worker tests that wait out a render's and a publish's deadline.
    sequence: {
      sequencer: longFirst([
        'games/mahjong-deluxe/hints-are-true.test.ts',
        'src/app/missing-content.test.tsx',
        'server/publish/commands.test.ts',
        'server/auth/commands.test.ts',
        'server/auth/sign-in.test.ts',
        'server/workers/site-workers.test.ts',
      ]),
    },
    // Above Testing Library's 10 s wait (src/test/setup.ts), so a slow wait fails with its own
    // message. 10 s was too short on a loaded 2-core machine for the heaviest tests and set-ups (the
    // Gin Rummy oracle over 120 hands took 14 s, a test server with three hashed passwords over
    // 10 s, beside two other test suites); a passing test never waits for these.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ['src/test/setup.ts'],
    // A scratch PostgreSQL server from npm for the storage tests, started when one first asks for it.
    globalSetup: ['server/storage/postgres-global-setup.ts'],
    // Most files share their worker's modules (`isolate: false`): importing the same modules afresh
    // for each of about 200 files was a quarter of the unit tests' time (unit tests 155 s, then
    // 115-133 s; decision 036, eighth pass). A test file must then leave no state behind in a module
    // (restoreMocks undoes spies; vi.mock and stubs put a file in OWN_MODULES by themselves). The
    // worker's jsdom window is shared too: src/test/setup.ts empties its document and storage before
    // each file.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: TESTS, exclude: [...OWN_MODULES, 'node_modules/**'] } },
      { extends: true, test: { name: 'own modules', include: OWN_MODULES } },
    ],
  },
});
