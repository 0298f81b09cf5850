// `npm run bench -- scene-engines [runs]` (2 by default): three.js in a MapLibre custom layer
// (what the 3D view uses) against deck.gl interleaved with MapLibre (@deck.gl/mapbox, its
// PointCloudLayer), on the fixture COPC's 100,000 points, in headless Chromium on SwiftShader as
// the browser tests run. The same page for both (apps/web/src/bench, built here with esbuild): the code each
// engine adds to a bare MapLibre page (minified, gzipped), the time from handing it the points to
// its first frame with them, and the frame times of a scripted orbit (the bearing turned 2° a
// frame), beside the map alone. A picture of each is left in the temp directory.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { Copc } from 'copc';
import { build } from 'esbuild';
import { ROOT_DIR } from '../config.js';
import { FIXTURES_DIR } from '../test/multipart.js';
import { table } from './bench-support.js';
import { CHROMIUM_ARGS } from './frontend-contest.js';

const CLOUD = path.join(FIXTURES_DIR, '3d/ellipsoid.copc.laz');
const HARNESS = path.join(ROOT_DIR, 'apps/web/src/bench');
const ENGINES = ['base', 'three', 'deck'] as const;
const RUNS = Number(process.argv[2] ?? 2);
const ORBIT_FRAMES = 150;
const EARTH_RADIUS = 6378137;

/** Every point of the cloud, in metres east, north and up of its centre (Web Mercator file). */
async function decodeCloud() {
  const copc = await Copc.create(CLOUD);
  const { nodes } = await Copc.loadHierarchyPage(CLOUD, copc.info.rootHierarchyPage);
  const { min, max } = copc.header;
  const [cx, cy] = [(min[0]! + max[0]!) / 2, (min[1]! + max[1]!) / 2];
  const lat = (Math.atan(Math.sinh(cy / EARTH_RADIUS)) * 180) / Math.PI;
  const lng = (cx / EARTH_RADIUS) * (180 / Math.PI);
  // Web Mercator metres are 1/cos(latitude) ground metres.
  const ground = Math.cos((lat * Math.PI) / 180);
  const positions: number[] = [];
  const rgb: number[] = [];
  for (const node of Object.values(nodes)) {
    if (!node || node.pointCount === 0) continue;
    const view = await Copc.loadPointDataView(CLOUD, copc, node);
    const get = ['X', 'Y', 'Z', 'Red', 'Green', 'Blue'].map((name) => view.getter(name));
    for (let i = 0; i < view.pointCount; i++) {
      const [x, y, z, r, g, b] = get.map((read) => read(i)) as number[];
      positions.push((x! - cx) * ground, (y! - cy) * ground, z!);
      rgb.push(r!, g!, b!);
    }
  }
  // LAS keeps colours in 16 bits; some writers put 8-bit values there.
  const shift = rgb.some((value) => value > 255) ? 8 : 0;
  return {
    origin: [lng, lat] as [number, number],
    positions: new Float32Array(positions),
    colours: Uint8Array.from(rgb, (value) => value >> shift),
  };
}

/** The engine's page, bundled and minified: its script and gzipped size. */
async function bundle(engine: (typeof ENGINES)[number]) {
  const result = await build({
    entryPoints: [path.join(HARNESS, `${engine}Harness.ts`)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = result.outputFiles[0]!.contents;
  return { script, gzipped: gzipSync(script).length };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

const work = await mkdtemp(path.join(os.tmpdir(), 'waymark-bench-engines-'));
const cloud = await decodeCloud();
const count = cloud.positions.length / 3;
const pointsBin = Buffer.concat([
  Buffer.from(cloud.positions.buffer),
  Buffer.from(cloud.colours.buffer),
]);
const pages = Object.fromEntries(
  await Promise.all(ENGINES.map(async (engine) => [engine, await bundle(engine)] as const)),
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const results = Object.fromEntries(
    ENGINES.map((engine) => [engine, { first: [] as number[], frames: [] as number[] }]),
  );
  for (let run = 1; run <= RUNS; run++) {
    for (const engine of ENGINES) {
      const context = await browser.newContext({ viewport: { width: 960, height: 600 } });
      const page = await context.newPage();
      await page.route('http://bench.local/**', (route) => {
        const url = new URL(route.request().url());
        if (url.pathname === '/points.json')
          return route.fulfill({ json: { origin: cloud.origin, count } });
        if (url.pathname === '/points.bin') return route.fulfill({ body: pointsBin });
        if (url.pathname === '/page.js')
          return route.fulfill({
            body: Buffer.from(pages[engine]!.script),
            contentType: 'text/javascript',
          });
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html><body style="margin:0"><div id="map" style="width:960px;height:600px"></div><script type="module" src="/page.js"></script></body></html>`,
        });
      });
      await page.goto('http://bench.local/');
      await page.waitForFunction(`'__harness' in window`);
      const { firstFrameMs } = await page.evaluate<{ firstFrameMs: number | null }>(
        'window.__harness',
      );
      if (firstFrameMs !== null) results[engine]!.first.push(firstFrameMs);
      await page.waitForTimeout(1000);
      if (run === 1)
        await page.screenshot({ path: path.join(work, '..', `waymark-bench-${engine}.png`) });
      results[engine]!.frames.push(
        ...(await page.evaluate<number[]>(`window.__orbit(${ORBIT_FRAMES})`)),
      );
      await context.close();
    }
  }
  const size = (await readFile(CLOUD)).length;
  console.log(
    `\nThe fixture cloud (${path.basename(CLOUD)}, ${count.toLocaleString('en')} points, ${size} bytes) on a bare MapLibre map, ${RUNS} runs:`,
  );
  const base = pages.base!.gzipped;
  table([
    ['engine', 'code added (gzip)', 'first frame (ms)', 'frames', 'median (ms)', 'p95 (ms)'],
    ...ENGINES.map((engine) => {
      const { first, frames } = results[engine]!;
      return [
        engine === 'base'
          ? 'map alone'
          : engine === 'three'
            ? 'three.js custom layer'
            : 'deck.gl interleaved',
        engine === 'base' ? `${base} (the page)` : pages[engine]!.gzipped - base,
        first.length ? quantile(first, 0.5).toFixed(0) : '–',
        frames.length,
        quantile(frames, 0.5).toFixed(1),
        quantile(frames, 0.95).toFixed(1),
      ];
    }),
  ]);
} finally {
  await browser.close();
  await rm(work, { recursive: true, force: true });
}
