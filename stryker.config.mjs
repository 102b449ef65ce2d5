/**
 * Mutation testing (`npm run test:mutation`): Stryker changes the code under test one small
 * mutant at a time and runs the unit tests that cover it; a mutant that no test notices shows a
 * behaviour the tests do not pin down. Not part of `npm test`: it takes minutes.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: [
    // The shared wallet.
    'games/kit/wallet/wallet.ts',
    'games/kit/wallet/wallet-store.ts',
    'games/kit/wallet/free-round.ts',
    // The player's own safeguards (age answer, limits, break, activity) kept beside the wallet.
    'games/kit/safeguards/player-state.ts',
    'games/kit/safeguards/player-store.ts',
    // The storage with a memory behind it that both stores save through.
    'games/kit/storage.ts',
    // One step at a time across tabs (the coins lock and its storage catch-up mark), the round
    // locks that tell a live round from a left one, and the saved rounds that resume a game.
    'games/kit/wallet/coins-lock.ts',
    'games/kit/wallet/round-locks.ts',
    'games/kit/wallet/saved-round.ts',
    'games/mahjong-deluxe/saved-game.ts',
    'games/gin-rummy/saved-hand.ts',
    // Every game's rules module: a new game's games/{slug}/rules.ts is picked up here.
    'games/*/rules.ts',
    // Games whose rules span more modules list them here (pure engine files only, no DOM).
    'games/baccarat/odds.ts',
    'games/gin-rummy/actions.ts',
    'games/gin-rummy/card-identity.ts',
    'games/gin-rummy/computer.ts',
    'games/gin-rummy/computer-turn.ts',
    'games/gin-rummy/game.ts',
    'games/gin-rummy/game-state.ts',
    'games/gin-rummy/hand-end.ts',
    'games/gin-rummy/layoff.ts',
    'games/gin-rummy/legal-moves.ts',
    'games/gin-rummy/melds.ts',
    'games/gin-rummy/players.ts',
    'games/gin-rummy/scoring.ts',
    'games/mahjong-deluxe/board.ts',
    'games/mahjong-deluxe/deal.ts',
    'games/mahjong-deluxe/game.ts',
    'games/mahjong-deluxe/layout.ts',
    'games/mahjong-deluxe/payout.ts',
    'games/mahjong-deluxe/plan.ts',
    'games/mahjong-deluxe/solution-check.ts',
    'games/mahjong-deluxe/solver.ts',
    'games/mahjong-deluxe/solver-play-out.ts',
    'games/mahjong-deluxe/hint-search.ts',
    'games/mahjong-deluxe/solver-client.ts',
    'games/mahjong-deluxe/tile-names.ts',
    'games/mahjong-deluxe/tiles.ts',
    'games/wheel-of-fortune/spin-plan.ts',
    // The slots engine both slot machines run on (each machine is data it reads).
    'games/kit/slots/evaluate.ts',
    'games/kit/slots/exact-odds.ts',
    'games/kit/slots/machine.ts',
    'games/kit/slots/ratio.ts',
    'games/kit/slots/round.ts',
    // Content paths the preview editor sends, and the server's checks of every edit: the edit rules
    // and the colour parser behind them (the request schemas are declarations run at import).
    'src/content/content-path.ts',
    'server/preview/edits.ts',
    'core/css-colour.ts',
  ],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Each mutant runs only the tests that reach it. A mutant in code that runs at import (a
  // module-level constant or schema) would need every test rerun, which on 2 cores takes hours:
  // those are skipped, and tests that state the constants' values cover them instead.
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency: 2,
  // The sandbox needs the sources and tests, not the build output or the browser tests.
  ignorePatterns: ['dist', 'data', 'e2e', 'coverage', 'test-results', 'screenshots', 'reports', '.stryker-tmp', '.stryker-tmp-*'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false },
  // Colours of the per-file table: under 90% is red, the project's target.
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
};
