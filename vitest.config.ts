import { defineConfig } from 'vitest/config';

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
