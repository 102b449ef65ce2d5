import { defineConfig } from 'vitest/config';
import { longFirst } from './scripts/long-first-sequencer';

/** Unit, component and server tests: everything beside the code, nothing that needs a browser. */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['core/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'games/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
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
    // every page rendered with each slice of content missing, commands run as child processes.
    sequence: {
      sequencer: longFirst([
        'games/mahjong-deluxe/hints-are-true.test.ts',
        'src/app/missing-content.test.tsx',
        'server/publish/commands.test.ts',
        'server/auth/commands.test.ts',
        'server/auth/sign-in.test.ts',
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
  },
});
