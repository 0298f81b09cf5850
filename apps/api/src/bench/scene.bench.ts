// `npm run bench -- scene`: the point cloud in the map's 3D view, in headless Chromium on
// SwiftShader as the browser tests run it. The fixture COPC (ellipsoid.copc.laz, 100,000
// points in 5 nodes) attached to every feature of one of the demo's layers, the map opened over
// it: the time from the 3D toggle to the first points drawn and the bytes read for them against
// the file's size; then the frame times of a scripted orbit, beside the same orbit with the
// point cloud hidden. `npm run bench -- scene [runs]` (2 by default); a picture of the first
// run's scene is left in the temp directory (waymark-bench-scene.png).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { loadConfig } from '../config.js';
import { FIXTURES_DIR } from '../test/multipart.js';
import { readCopcLayout } from '../processing/copc/copc-layout.js';
import { table } from './bench-support.js';
import { CHROMIUM_ARGS, startDemoPortal } from './frontend-contest.js';

const CLOUD = path.join(FIXTURES_DIR, '3d/ellipsoid.copc.laz');
// The cloud's centre (EPSG:3857 -8242596, 4966606).
const VIEW = '17/40.68918/-74.04445/-20/60';
const RUNS = Number(process.argv[2] ?? 2);
// The demo's DTMs are off: the cloud lies far from them, where their terrain is a plain.
const DTMS = ['DTM', 'BMX track 2023', 'BMX track 2010'];

async function attachCloud(base: string, token: string, layerId: number): Promise<void> {
  const form = new FormData();
  form.append('uploads', new Blob([await readFile(CLOUD)]), path.basename(CLOUD));
  form.append('uploads_epsgs', '0');
  form.append('uploads_attach', '__ALL__,*');
  form.append('uploads_types', 'attachment');
  const headers = { authorization: `Token ${token}` };
  const patched = await fetch(`${base}/api/layers/${layerId}/`, {
    method: 'PATCH',
    headers,
    body: form,
  });
  if (!patched.ok)
    throw new Error(`attaching the cloud: ${patched.status} ${await patched.text()}`);
  for (let i = 0; i < 240; i++) {
    const status = (await (
      await fetch(`${base}/api/layers/${layerId}/status`, { headers })
    ).json()) as {
      status: string;
    };
    if (status.status === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the attachment was not processed in 2 minutes');
}

/** Frame intervals (ms) while the right mouse button drags the view round (MapLibre's orbit). */
async function orbitFrames(page: Page): Promise<number[]> {
  const box = (await page.getByTestId('map').locator('.maplibregl-canvas').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.evaluate(`(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => { window.__frames.push(now - last); last = now; if (!window.__stop) requestAnimationFrame(tick); };
    window.__stop = false;
    requestAnimationFrame(tick);
  })()`);
  await page.mouse.move(x, y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(x + 200, y, { steps: 20 });
  await page.mouse.move(x - 200, y, { steps: 40 });
  await page.mouse.up({ button: 'right' });
  return page.evaluate<number[]>(
    `(() => { window.__stop = true; return window.__frames.slice(1); })()`,
  );
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

const work = await mkdtemp(path.join(os.tmpdir(), 'waymark-bench-scene-'));
const portal = await startDemoPortal(loadConfig().DATABASE_URL, work, 8197, { WORKER: 'inline' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const base = new URL(portal.mapUrl).origin;
  const headers = { authorization: `Token ${portal.token}` };
  const map = (await (
    await fetch(`${base}/api/maps/${portal.mapUrl.split('/').at(-2)}/`, { headers })
  ).json()) as {
    layers: { id: number; name: string }[];
  };
  const layer = map.layers.find((l) => l.name === 'Contours') ?? map.layers[0]!;
  await attachCloud(base, portal.token, layer.id);
  const content = await readFile(CLOUD);
  const size = content.length;
  // The overview: the root node, which the viewer reads first (with the header's 64 KiB).
  const layout = await readCopcLayout(async (b, e) => new Uint8Array(content.subarray(b, e)), size);
  const root = layout.nodes.find(
    (node) =>
      node.box[2] - node.box[0] === Math.max(...layout.nodes.map((n) => n.box[2] - n.box[0])),
  )!;

  const rows: (string | number)[][] = [
    ['run', 'first points (ms)', 'bytes read by then', 'of the file'],
  ];
  const frames = { shown: [] as number[], hidden: [] as number[] };
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 960, height: 600 } });
    await context.addInitScript((token) => localStorage.setItem('token', token), portal.token);
    const page = await context.newPage();
    let bytes = 0;
    page.on('response', (answer) => {
      if (/\/files\/\d+\/content\//.test(answer.url()))
        bytes += Number(answer.headers()['content-length'] ?? 0);
    });
    await page.goto(`${portal.mapUrl}#${VIEW}`);
    const toggle = page.getByRole('button', { name: '3D view' });
    await toggle.waitFor({ timeout: 120_000 });
    for (const name of DTMS) await page.getByRole('checkbox', { name: `Show ${name}` }).uncheck();
    const started = Date.now();
    await toggle.click();
    const line = page.getByTestId('scene-cloud-ellipsoid.copc.laz');
    await line.getByText(/[1-9][\d,]* of [\d,]+ points drawn/).waitFor({ timeout: 60_000 });
    const firstPoints = Date.now() - started;
    rows.push([run, firstPoints, bytes, `${((100 * bytes) / size).toFixed(1)} %`]);
    await page.waitForTimeout(2000);
    if (run === 1)
      await page.screenshot({ path: path.join(work, '..', 'waymark-bench-scene.png') });
    frames.shown.push(...(await orbitFrames(page)));
    await page.getByRole('checkbox', { name: 'Show point clouds' }).uncheck();
    frames.hidden.push(...(await orbitFrames(page)));
    await context.close();
  }
  console.log(
    `\nThe point cloud in the 3D view: ${path.basename(CLOUD)}, ${size} bytes, 100,000 points in 5 nodes`,
  );
  table(rows);
  const share = ((100 * (root.end - root.start)) / size).toFixed(1);
  console.log(`The overview (root node): ${root.end - root.start} bytes, ${share} % of the file.`);
  console.log('\nFrame times over the orbit (ms), point budget 2,000,000:');
  table([
    ['scene', 'frames', 'median', 'p95'],
    [
      'with the point cloud',
      frames.shown.length,
      quantile(frames.shown, 0.5).toFixed(1),
      quantile(frames.shown, 0.95).toFixed(1),
    ],
    [
      'without it',
      frames.hidden.length,
      quantile(frames.hidden, 0.5).toFixed(1),
      quantile(frames.hidden, 0.95).toFixed(1),
    ],
  ]);
} finally {
  await browser.close();
  await portal.stop();
  await rm(work, { recursive: true, force: true });
}
