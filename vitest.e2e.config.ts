import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium against the built site served by `npm start` (see e2e/global-setup.ts). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
