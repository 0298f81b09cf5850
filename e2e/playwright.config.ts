import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_WORKERS, ROOT, serverOf } from './support/constants.js';

/** The features Playwright 1.65 turns off in Chromium (its chromiumSwitches). */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

// Debian's Chromium; browsers are never downloaded.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
  // WebGL for the map without a GPU: ANGLE on SwiftShader, asked for rather than left to a
  // fallback that Chromium is phasing out.
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  // Chromium keeps only the last --disable-features, so Playwright's own list is repeated here.
  `--disable-features=${[
    ...PLAYWRIGHT_DISABLED_FEATURES,
    // Chromium 156 builds a WebUI renderer (the omnibox popup) for every new window, that is for
    // every test's context: 1.75 s of CPU each, 6 % of the map tests' time (measured 185 s ->
    // 174 s for mapview and map-controls-b).
    'PreloadTopChromeWebUI',
    'WebUIOmniboxPopup',
  ].join(',')}`,
];

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  // Still a desktop layout (above the 900 px breakpoint), with 37 % fewer pixels for
  // SwiftShader to draw than 1280x720: the map tests take 17 % less time (mapview and
  // map-controls-b: 209.5 s -> 172.8 s). Tests of a layout set their own size.
  viewport: { width: 960, height: 600 },
};

/**
 * Every test but the offline ones: the app's service worker would precache the whole build
 * (~9 MB, 300 files) in every test's fresh context, beside the test.
 */
const ONLINE = { ...CHROMIUM, serviceWorkers: 'block' as const };

/** The tests of the offline app (service worker, packs): offline-*.spec.ts. */
const OFFLINE_TESTS = /offline-[^/]*\.spec\.ts$/;
/**
 * The tests of the survey series, which share one map and its DSM (support/surveys.ts): one
 * draws the DSM as a relief for a while, another adds a layer and deletes it again, and another
 * compares pictures of the map. Run one file at a time, none sees another's change (the pictures
 * differed by 3 % once when two ran side by side).
 */
const SURVEY_TESTS = /surveys-[^/]*\.spec\.ts$/;

// One id for this run's servers, which the first seeds for all (support/world.ts); the workers
// load this file again and keep it.
process.env.E2E_RUN ??= randomUUID();

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // A worker per server (see constants.ts); a file's tests run in order in one worker.
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: true,
  // Two browsers drawing WebGL in software beside two servers on two cores: an answer that
  // takes 1 s alone can take several. The limits are for a loaded machine; a test still waits
  // on the event itself and goes on as soon as it happens.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Screens in every language and on a phone, taken to be looked at: `npm run screenshots`.
  // npm test runs the behaviour (translations are checked by the web unit tests).
  ...(process.env.WAYMARK_SCREENSHOTS ? { grep: /@screens/ } : { grepInvert: /@screens/ }),
  // One retry: WebGL on SwiftShader on a loaded two-core runner occasionally drops a frame
  // deadline. A test that needs it is reported as flaky by the list reporter and by npm test.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: path.join(ROOT, 'var/test-results/e2e.json') }]],
  globalSetup: './support/globalSetup.ts',
  use: {
    baseURL: BASE_URL,
    // A trace only when a test is retried: recording one for every run (its screencast of each
    // software-rendered frame) made the map tests 30-40 % slower (mapview: 117 s -> 83 s).
    trace: 'on-first-retry',
    // As a user who asked the system for less motion: tiles and labels appear without fading,
    // the map jumps, screens open without transitions. Each fade redrew the map in software for
    // 300 ms after every tile (mapview and map-controls-b: 155 s -> 128 s from the fades alone,
    // 124 s with the transitions; the whole suite 958 s -> 735 s).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  // The offline tests first: their files are among the longest, and the workers take files in
  // this order, so a long one last would leave the other worker idle at the end.
  projects: [
    {
      name: 'chromium-offline',
      testMatch: OFFLINE_TESTS,
      use: { ...CHROMIUM, serviceWorkers: 'allow' },
    },
    { name: 'chromium-surveys', testMatch: SURVEY_TESTS, workers: 1, use: ONLINE },
    { name: 'chromium', testIgnore: [OFFLINE_TESTS, SURVEY_TESTS], use: ONLINE },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: `${path.join(ROOT, 'node_modules/.bin/tsx')} e2e/support/serve.ts`,
    cwd: ROOT,
    env: { E2E_SERVER_INDEX: String(index) },
    url: `${serverOf(index).baseUrl}/api/layout/`,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  })),
});
