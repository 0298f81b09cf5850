import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const WEB_ROOT = path.join(import.meta.dirname, 'apps/web');

/** Web test files that replace modules or globals (vi.mock and the like), which would leak. */
function webFilesWithModuleMocks(): string[] {
  return readdirSync(path.join(WEB_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) =>
      /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(
        readFileSync(path.join(WEB_ROOT, file), 'utf8'),
      ),
    );
}

/**
 * Web test files that need a module graph of their own: those that start the whole app (its
 * router, startup redirects and lazily registered texts), detect the browser's WebGL once per
 * module, or replace modules, as what an earlier file left in a shared graph would change them.
 */
const WEB_ISOLATED = [
  'src/app/**/*.test.{ts,tsx}',
  'src/i18n/**/*.test.{ts,tsx}',
  'src/features/popup/viewers/**/*.test.{ts,tsx}',
  // The error-reporting SDK wraps fetch, console and history for good once started.
  'src/lib/sentryReporter.test.ts',
  ...webFilesWithModuleMocks(),
];

const WEB = {
  // Generous limits: the suite also runs on a loaded 2-core CI machine.
  testTimeout: 30_000,
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts'],
} as const;

// `npm test` runs every project: the shared contract, the API (against PostGIS) and the web app.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      // The other web files share one jsdom and module graph per worker (isolate: false): jsdom
      // and the app's imports are set up once, not 120 times, which halves the web tests' time;
      // src/test/setup.ts cleans up after each test.
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: {
          ...WEB,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_ISOLATED],
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: { ...WEB, name: 'web-app', include: WEB_ISOLATED },
      },
    ],
    // A worker per core, at least two, not Vitest's "cores - 1" (one on the two-core runner):
    // an API test file spends much of its time waiting on PostgreSQL and GDAL, which run in
    // processes of their own (2 cores, two workers: 681 s; one worker: 1107 s).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
