import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each test file gets its own database cloned from a migrated template.
    pool: 'forks',
    // Tests call GDAL on the shared fixtures: no .aux.xml beside them.
    env: { GDAL_PAM_ENABLED: 'NO' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
