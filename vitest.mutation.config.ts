import { mergeConfig } from 'vitest/config';
import unitConfig, { TESTS } from './vitest.config';

/**
 * The unit tests as mutation testing (stryker.config.mjs) runs them: instrumented code runs
 * several times slower, so tests get longer before they time out, and tests that measure time
 * can tell they should not. Every file gets modules of its own here (one project, isolated, as
 * Stryker's runner expects): a mutant is switched on per test through a global.
 */
export default mergeConfig(
  { ...unitConfig, test: { ...unitConfig.test, projects: undefined, include: TESTS } },
  {
    test: { testTimeout: 60_000, env: { MUTATION_TESTING: '1' } },
  },
);
