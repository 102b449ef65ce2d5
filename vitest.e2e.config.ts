import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium against the built site served by `npm start` (see e2e/global-setup.ts). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // No retry: a test that reads the page must wait for what the player sees (expect.poll, a
    // locator's wait), so that it passes on a loaded machine the first time (npm run test:e2e-loaded).
    retry: 0,
    // expect.poll waits up to 5 s (Vitest's default is 1 s): two browsers on two cores can take
    // longer than a second to reload a game frame. A poll still ends as soon as it holds.
    expect: { poll: { timeout: 5_000 } },
  },
});
