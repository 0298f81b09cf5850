import { stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { ROOT_DIR } from '../config.js';
import { freshDatabase, run } from './bench-support.js';
import { login, startServer } from './bench-server.js';
import { firstFrameBuild, type FirstFrameBuild } from './frontend-build.js';

const CLI = path.join(ROOT_DIR, 'apps/api/src/cli/main.ts');

/** Debian's Chromium as the browser tests run it: headless, WebGL on SwiftShader. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export interface FrontEndRun {
  /** From navigation start, ms: the map's first frame, and its data layers all drawn. */
  firstFrame: number;
  layersDrawn: number;
  /** The JavaScript fetched before the first frame: files, bytes on the wire, bytes gzipped. */
  scripts: number;
  wireBytes: number;
  gzipBytes: number;
}

interface Timings {
  firstFrame: number;
  layersDrawn: number;
  scripts: { url: string; wire: number }[];
}

async function gzipSize(webDist: string, url: string, wire: number): Promise<number> {
  const file = path.join(webDist, new URL(url).pathname);
  return stat(`${file}.gz`).then(
    (s) => s.size,
    () =>
      stat(file).then(
        (s) => s.size,
        () => wire,
      ),
  );
}

/** Opens the map in the context and reads the app's User Timing marks (see mapTimings.ts). */
async function openMap(
  context: BrowserContext,
  url: string,
  webDist: string,
): Promise<FrontEndRun> {
  const page = await context.newPage();
  await page.goto(url);
  await page
    .waitForFunction(
      () => performance.getEntriesByName('waymark:map-layers-drawn').length > 0,
      null,
      { timeout: 120_000, polling: 50 },
    )
    .catch(async (err: unknown) => {
      await page.screenshot({ path: path.join(ROOT_DIR, 'var/bench/front-end-failure.png') });
      throw err;
    });
  // A string, not a function: the TypeScript loader would wrap a function's inner helpers in a
  // naming call the page does not have.
  const timings = await page.evaluate<Timings>(`(() => {
    const mark = (name) => performance.getEntriesByName(name)[0].startTime;
    const firstFrame = mark('waymark:map-first-frame');
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /\\.m?js$/.test(new URL(e.name).pathname) && e.responseEnd <= firstFrame)
      .map((e) => ({ url: e.name, wire: e.encodedBodySize }));
    return { firstFrame, layersDrawn: mark('waymark:map-layers-drawn'), scripts };
  })()`);
  await page.close();
  const gzip = await Promise.all(timings.scripts.map((s) => gzipSize(webDist, s.url, s.wire)));
  return {
    firstFrame: timings.firstFrame,
    layersDrawn: timings.layersDrawn,
    scripts: timings.scripts.length,
    wireBytes: timings.scripts.reduce((sum, s) => sum + s.wire, 0),
    gzipBytes: gzip.reduce((sum, n) => sum + n, 0),
  };
}

/**
 * The demo map in headless Chromium, signed in with `token`: `runs` loads with an empty cache
 * (a new browser context each) and `runs` reloads with the cache warm; and the JavaScript the
 * build gives the map page for its first frame.
 */
export async function measureFrontEnd(options: {
  mapUrl: string;
  token: string;
  webDist: string;
  runs: number;
}): Promise<{ cold: FrontEndRun[]; warm: FrontEndRun[]; build: FirstFrameBuild }> {
  const build = await firstFrameBuild(options.webDist);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const cold: FrontEndRun[] = [];
  const warm: FrontEndRun[] = [];
  try {
    for (let i = 0; i < options.runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript((token) => localStorage.setItem('token', token), options.token);
      cold.push(await openMap(context, options.mapUrl, options.webDist));
      warm.push(await openMap(context, options.mapUrl, options.webDist));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { cold, warm, build };
}

/**
 * A portal as `npm start` leaves it (`waymark setup`: the demo organisation on localhost, its
 * map with the sample layers) on its own database, served on `port`.
 */
export async function startDemoPortal(
  baseDatabaseUrl: string,
  work: string,
  port: number,
  extraEnv: Record<string, string> = {},
) {
  const databaseUrl = await freshDatabase(baseDatabaseUrl, 'waymark_bench_web');
  const email = 'admin@example.com';
  const password = 'Bench-Front-End-1';
  const env = {
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: path.join(work, 'web-storage'),
    WORK_DIR: path.join(work, 'web-jobs'),
    WAYMARK_ADMIN_EMAIL: email,
    WAYMARK_ADMIN_PASSWORD: password,
    ...extraEnv,
  };
  await run(path.join(ROOT_DIR, 'node_modules/.bin/tsx'), [CLI, 'setup'], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const server = await startServer(env, port);
  // The demo organisation's domain is localhost: the host name picks the tenant.
  const base = server.base.replace('127.0.0.1', 'localhost');
  const token = await login(base, email, password);
  const me = (await (
    await fetch(`${base}/api/users/me/`, { headers: { authorization: `Token ${token}` } })
  ).json()) as { organisations: { map: number | null }[] };
  const mapId = me.organisations.find((o) => o.map !== null)?.map;
  if (!mapId) throw new Error('the demo map was not seeded');
  return { mapUrl: `${base}/maps/${mapId}/`, token, stop: server.stop };
}
