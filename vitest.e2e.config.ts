import { defineConfig } from 'vitest/config';
import { longFirst } from './scripts/long-first-sequencer';

/** Browser tests: real Chromium against the built site served by `npm start` (see e2e/global-setup.ts). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Three test files at a time on two cores: a browser test spends much of its time waiting (a
    // page, a frame, the server, a poll), and a third worker fills those waits. The whole suite took
    // 280 and 293 s with three against 307 and 306 s with two, for the same CPU (541-569 CPU-seconds;
    // decision 036, sixteenth pass). A fourth was not tried: every test still has to pass beside two
    // busy loops (npm run test:e2e-loaded).
    maxWorkers: 3,
    // Each worker keeps the modules it imported (playwright-core, the content, the support files)
    // from one test file to the next instead of importing them again for each of the 17: every
    // file still starts and closes its own browser, and no support module holds state between
    // files (each test file's own module is run afresh).
    isolate: false,
    // The files that run longest start first, so that neither worker is left finishing one alone
    // (see scripts/long-first-sequencer.ts).
    sequence: { sequencer: longFirst(['e2e/site.test.ts', 'e2e/french.test.ts', 'e2e/games.test.ts', 'e2e/editor.test.ts', 'e2e/sign-in.test.ts', 'e2e/preview.test.ts', 'e2e/dev-server.test.ts']) },
    // No retry: a test that reads the page must wait for what the player sees (expect.poll, a
    // locator's wait), so that it passes on a loaded machine the first time (npm run test:e2e-loaded).
    retry: 0,
    // expect.poll waits up to 5 s (Vitest's default is 1 s): two browsers on two cores can take
    // longer than a second to reload a game frame. A poll still ends as soon as it holds. It asks
    // every 200 ms, not Vitest's 50: each try is a round trip through Chromium, and the suite polls
    // through every spin, cast and notice; the whole suite took about 10% less CPU (decision 036,
    // fourteenth pass). A state a player can see lasts far longer than 200 ms.
    expect: { poll: { timeout: 5_000, interval: 200 } },
  },
});
