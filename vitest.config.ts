import { defineConfig } from 'vitest/config';

/** Unit, component and server tests: everything beside the code, nothing that needs a browser. */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'games/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    setupFiles: ['src/test/setup.ts'],
  },
});
