import { defineConfig } from 'vitest/config';

// `npm test` runs every project: the shared contract, the API (against PostGIS) and the web app.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
  },
});
