import { defineConfig } from 'vitest/config';

// `npm test` runs every project: the shared contract, the API (against PostGIS) and the web app.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // Two test files at a time, not Vitest's "cores - 1" (one on the two-core runner): an API
    // test file spends much of its time waiting on PostgreSQL and GDAL, which run elsewhere.
    maxWorkers: 2,
  },
});
