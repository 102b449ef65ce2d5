import { mergeConfig } from 'vitest/config';
import unitConfig from './vitest.config';

/**
 * The unit tests as mutation testing (stryker.config.mjs) runs them: instrumented code runs
 * several times slower, so tests get longer before they time out, and tests that measure time
 * can tell they should not.
 */
export default mergeConfig(unitConfig, {
  test: { testTimeout: 60_000, env: { MUTATION_TESTING: '1' } },
});
