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
  // Asks whether three.js has been evaluated, which an earlier file in a shared graph would.
  'src/features/scene/sceneLoading.test.ts',
  // The error-reporting SDK wraps fetch, console and history for good once started.
  'src/lib/sentryReporter.test.ts',
  ...webFilesWithModuleMocks(),
];

/**
 * API test files that need a process of their own: the error-reporting SDK wraps fetch, http and
 * the console for good once started, which a later file in the same worker would inherit.
 */
const API_ISOLATED = ['src/reporting/error-reporting*.test.ts'];

/**
 * Half as many workers again as cores, for every project in one pool: the API tests spend much of
 * their time waiting on PostgreSQL and GDAL in processes of their own (two cores: 3 workers 151 s,
 * 2 workers 183 s), and the web tests (jsdom, React) fill those waits. Separate worker counts
 * would make separate groups, run one after the other, each ending on its own longest files with
 * cores idle: the whole run took 384 s so, 351 s in one pool. Vitest 5 takes the count from each
 * project, not from the root (a project without one gets cores - 1, that is one worker here).
 */
const POOL = { maxWorkers: Math.ceil(Math.max(2, availableParallelism()) * 1.5) } as const;

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
      {
        extends: './packages/contract/vitest.config.ts',
        root: './packages/contract',
        test: { ...POOL, name: 'contract' },
      },
      // The other api files share one module graph per worker (isolate: false): each builds its
      // own app on its own database from a config it is given (useTestApp), and importing the
      // api for every file took 111 s of the api tests' 255 s (now 183 s on two cores).
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        test: {
          ...POOL,
          name: 'api',
          exclude: [...configDefaults.exclude, ...API_ISOLATED],
          isolate: false,
        },
      },
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        test: { ...POOL, name: 'api-isolated', include: API_ISOLATED },
      },
      // The other web files share one jsdom and module graph per worker (isolate: false): jsdom
      // and the app's imports are set up once, not 120 times, which halves the web tests' time;
      // src/test/setup.ts cleans up after each test.
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: {
          ...WEB,
          ...POOL,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_ISOLATED],
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        // Each file in a VM context of its own, with its own jsdom and module graph, in workers
        // that keep the compiled code of what the files import: 42 files, 44 s and 87 CPU-s
        // against 93 s and 183 CPU-s in a process of their own each (`--project web-app`).
        test: { ...WEB, ...POOL, name: 'web-app', include: WEB_ISOLATED, pool: 'vmForks' },
      },
    ],
    ...POOL,
  },
});
