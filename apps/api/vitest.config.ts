import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    globalSetup: ['src/test/global-setup.ts'],
    // Each test file gets its own database cloned from a migrated template.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
