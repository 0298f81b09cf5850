import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { ADMIN, CORRIDOR_MAP } from '../support/constants.js';
import { lookAt, signInWithToken } from '../support/helpers.js';
import { isLand, shareInBox } from '../support/mapPixels.js';
import { countWebGlContexts, openMapAt, viewOf } from '../support/mapview.js';
import { expect, test } from '../support/test.js';
import { api, apiToken, createMap, unique } from '../support/uploads.js';

// Tiles, a DTM read on the server and a chart per test.
test.describe.configure({ timeout: 120_000 });

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/controls-a';
mkdirSync(SHOTS, { recursive: true });

/** The middle of the demo DTM (1 km square at 1 m, near Essen): MapLibre's #zoom/lat/lng. */
const OVER_DTM = '15/51.4285/6.9358';
/** Open country well away from it: no DTM under a line drawn here. */
const AWAY = '15/51.50/7.10';

interface Layer {
  id: number;
  name: string;
}

interface MapAnswer {
  id: number;
  title: string;
  minimap: string;
  layers: Layer[];
}

let token = '';
let mapId = 0;

test.beforeAll(async () => {
  token = await apiToken(ADMIN);
  const maps = await api<{ results: MapAnswer[] }>(token, 'GET', '/maps/?items=100');
  const corridor = maps.json.results.find((map) => map.title === CORRIDOR_MAP);
  const dtm = corridor?.layers.find((layer) => layer.name === 'DTM');
  expect(dtm, 'the corridor map has a DTM layer').toBeDefined();
  mapId = await createMap(token, `Controls A ${unique()}`);
  expect((await api(token, 'PATCH', `/maps/${mapId}/layer/${dtm?.id}/`)).status).toBe(200);
  const patched = await api(token, 'PATCH', `/maps/${mapId}/`, {
    controls: ['create_section', 'measure'],
    minimap: 'satellite-layer',
  });
  expect(patched.status).toBe(200);
});

test.afterAll(async () => {
  // The DTM layer stays with the corridor map: only this test's map goes.
  if (mapId) await api(token, 'DELETE', `/maps/${mapId}/`);
});

/** Web Mercator as MapLibre draws it (512 px tiles, north up, no pitch). */
function unproject(view: { zoom: number; lat: number; lng: number }, dx: number, dy: number) {
  const world = 512 * 2 ** view.zoom;
  const x = ((view.lng + 180) / 360) * world + dx;
  const phi = (view.lat * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * world + dy;
  const lng = (x / world) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))) * 180) / Math.PI;
  return { lng, lat };
}

/** Vincenty's inverse formula on WGS84: the geodesic distance in metres. */
function geodesic(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const A = 6378137;
  const F = 1 / 298.257223563;
  const B = A * (1 - F);
  const rad = Math.PI / 180;
  const L = (b.lng - a.lng) * rad;
  const U1 = Math.atan((1 - F) * Math.tan(a.lat * rad));
  const U2 = Math.atan((1 - F) * Math.tan(b.lat * rad));
  let lambda = L;
  let sinSigma = 0;
  let cosSigma = 0;
  let sigma = 0;
  let cosSqAlpha = 0;
  let cos2SigmaM = 0;
  for (let i = 0; i < 200; i += 1) {
    const t1 = Math.cos(U2) * Math.sin(lambda);
    const t2 = Math.cos(U1) * Math.sin(U2) - Math.sin(U1) * Math.cos(U2) * Math.cos(lambda);
    sinSigma = Math.hypot(t1, t2);
    cosSigma = Math.sin(U1) * Math.sin(U2) + Math.cos(U1) * Math.cos(U2) * Math.cos(lambda);
    sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (Math.cos(U1) * Math.cos(U2) * Math.sin(lambda)) / sinSigma;
    cosSqAlpha = 1 - sinAlpha * sinAlpha;
    cos2SigmaM = cosSigma - (2 * Math.sin(U1) * Math.sin(U2)) / cosSqAlpha;
    const C = (F / 16) * cosSqAlpha * (4 + F * (4 - 3 * cosSqAlpha));
    const next =
      L +
      (1 - C) *
        F *
        sinAlpha *
        (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM ** 2)));
    const done = Math.abs(next - lambda) < 1e-12;
    lambda = next;
    if (done) break;
  }
  const uSq = (cosSqAlpha * (A * A - B * B)) / (B * B);
  const bigA = 1 + (uSq / 16384) * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)));
  const bigB = (uSq / 1024) * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)));
  const deltaSigma =
    bigB *
    sinSigma *
    (cos2SigmaM +
      (bigB / 4) *
        (cosSigma * (-1 + 2 * cos2SigmaM ** 2) -
          (bigB / 6) * cos2SigmaM * (-3 + 4 * sinSigma ** 2) * (-3 + 4 * cos2SigmaM ** 2)));
  return B * bigA * (sigma - deltaSigma);
}

/** Points on the map canvas, by offset from its centre, with where they lie on the ground. */
async function canvasPoints(page: Page, offsets: [number, number][]) {
  const canvas = page.locator('canvas.maplibregl-canvas').first();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no map canvas');
  const view = viewOf(page.url());
  if (!view) throw new Error(`no view in ${page.url()}`);
  return offsets.map(([dx, dy]) => ({
    x: box.x + box.width / 2 + dx,
    y: box.y + box.height / 2 + dy,
    ground: unproject(view, dx, dy),
  }));
}

/** Draws a line through the points: a click on each, a double-click on the last. */
async function drawLine(page: Page, points: { x: number; y: number }[]) {
  for (const [index, point] of points.entries()) {
    if (index === points.length - 1) await page.mouse.dblclick(point.x, point.y);
    else await page.mouse.click(point.x, point.y);
    // terra-draw follows the pointer between clicks.
    await page.mouse.move(point.x + 1, point.y + 1);
  }
}

/** The share of a screenshot's pixels in a colour. */
function shareOf(image: Buffer, test: (r: number, g: number, b: number) => boolean): number {
  const png = PNG.sync.read(image);
  let hits = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (test(png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0)) hits += 1;
  }
  return hits / (png.width * png.height);
}

test('draws a section over the DTM: chart, read-outs, exaggeration, hover marker, exports', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  await openMapAt(page, `/maps/${mapId}/`, OVER_DTM);
  await page.getByRole('button', { name: 'Cross Section' }).click();
  await expect(page.getByText('Draw the section line', { exact: false })).toBeVisible();

  const points = await canvasPoints(page, [
    [-200, 60],
    [0, -40],
    [200, 40],
  ]);
  await drawLine(page, points);
  const panel = page.getByRole('region', { name: 'Cross section' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const [a, b, c] = points.map((p) => p.ground);
  const expected = geodesic(a!, b!) + geodesic(b!, c!);
  const lengthText = (await panel.getByTestId('section-length').textContent()) ?? '';
  const length = Number(/([\d,.]+) m/.exec(lengthText)?.[1]?.replace(/,/g, ''));
  expect(Math.abs(length - expected) / expected).toBeLessThan(0.005);
  await expect(panel.getByTestId('section-min')).toContainText(/\d+\.\d\d m/);
  await expect(panel.getByTestId('section-max')).toContainText(/\d+\.\d\d m/);
  await expect(panel.getByText('DTM', { exact: false }).first()).toBeVisible();

  // The chart has drawn its profile: the first series' red on the canvas.
  const chart = panel.locator('[data-testid="section-chart"] canvas');
  await expect
    .poll(async () => shareOf(await chart.screenshot(), (r, g, bl) => r > 180 && g < 90 && bl < 90))
    .toBeGreaterThan(0.002);

  // Hovering the chart marks the place on the map.
  const chartBox = await panel.locator('.u-over').boundingBox();
  if (!chartBox) throw new Error('no chart');
  await page.mouse.move(chartBox.x + chartBox.width / 2, chartBox.y + chartBox.height / 2);
  await expect(page.getByTestId('section-hover-marker')).toBeVisible();
  await lookAt(page, { path: path.join(SHOTS, 'section.png') });

  // Vertical exaggeration changes the elevation axis; the exports download.
  await panel.getByRole('combobox', { name: 'Vertical exaggeration' }).click();
  await page.getByRole('option', { name: '10×' }).click();
  await lookAt(page, { path: path.join(SHOTS, 'section-10x.png') });
  const csv = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toBe('cross-section.csv');
  const csvText = await (await csvFile.createReadStream()).toArray();
  const lines = Buffer.concat(csvText).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('layer,file,distance_m,elevation_m');
  expect(lines.length).toBeGreaterThan(100);
  const png = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export PNG' }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toBe('cross-section.png');
  await pngFile.saveAs(path.join(SHOTS, 'cross-section-export.png'));
  const exported = PNG.sync.read(Buffer.concat(await (await pngFile.createReadStream()).toArray()));
  expect(exported.width).toBeGreaterThan(300);
});

test("says 'Creating section drawing' while it works, and when no DTM lies under the line", async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  // The answer waits until the test has seen the control at work.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/maps/${mapId}/section/**`, async (route) => {
    await held;
    await route.continue();
  });
  await openMapAt(page, `/maps/${mapId}/`, AWAY);
  await page.getByRole('button', { name: 'Cross Section' }).click();
  await expect(page.getByText('Draw the section line', { exact: false })).toBeVisible();
  await drawLine(
    page,
    await canvasPoints(page, [
      [-150, 0],
      [150, 0],
    ]),
  );
  await expect(page.getByText('Creating section drawing')).toBeVisible();
  release();
  await expect(page.getByText('No section data available')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Cross section' })).toHaveCount(0);
  await lookAt(page, { path: path.join(SHOTS, 'section-none.png') });
});

test('measures a distance within 0.5% of the geodesic one, and an area', async ({ page }) => {
  await signInWithToken(page, ADMIN);
  await openMapAt(page, `/maps/${mapId}/`, OVER_DTM);
  await page.getByRole('button', { name: 'Measure Distance' }).click();
  const panel = page.getByRole('region', { name: 'Measure' });
  await expect(panel.getByText('Click to add points, double-click to finish.')).toBeVisible();

  const points = await canvasPoints(page, [
    [-220, 120],
    [230, -90],
  ]);
  await drawLine(page, points);
  const total = panel.getByTestId('measure-total');
  await expect(panel.getByTestId('measure-readout')).toHaveAttribute('data-finished', 'true');
  const metres = Number(await total.getAttribute('data-metres'));
  const expected = geodesic(points[0]!.ground, points[1]!.ground);
  expect(Math.abs(metres - expected) / expected).toBeLessThan(0.005);
  await expect(panel.getByText('Segment 1:', { exact: false })).toBeVisible();
  await expect(total).toContainText(/Total: [\d.]+ m/);
  await panel.getByRole('button', { name: 'Imperial' }).click();
  await expect(total).toContainText(/Total: [\d,.]+ ft/);
  await lookAt(page, { path: path.join(SHOTS, 'measure-line.png') });

  // A closed shape: three corners, then a click on the first.
  await panel.getByRole('button', { name: 'Area' }).click();
  await panel.getByRole('button', { name: 'Metric' }).click();
  const corners = await canvasPoints(page, [
    [-150, -100],
    [150, -100],
    [150, 100],
    [-150, 100],
  ]);
  for (const corner of [...corners, corners[0]!]) {
    await page.mouse.click(corner.x, corner.y);
    await page.mouse.move(corner.x + 1, corner.y + 1);
  }
  await expect(panel.getByTestId('measure-area')).toContainText(/Area: [\d.]+ ha/);
  await lookAt(page, { path: path.join(SHOTS, 'measure-area.png') });
  await panel.getByRole('button', { name: 'Clear' }).click();
  await expect(panel.getByTestId('measure-area')).toHaveCount(0);
});

test('shows the minimap the map asks for, none when unset; controls only when listed', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  const webGlContexts = await countWebGlContexts(page);
  await openMapAt(page, `/maps/${mapId}/`, OVER_DTM);
  const minimap = page.getByRole('img', { name: 'Overview map: Satellite Map' });
  await expect(minimap).toBeVisible();
  // No satellite basemap is configured here: the overview draws the offline background, water
  // until the Natural Earth data comes, then land (all of it at this view).
  await expect
    .poll(async () => {
      const png = PNG.sync.read(await minimap.locator('canvas').screenshot());
      return shareInBox(png, isLand, [0, 0, 1, 1]);
    })
    .toBeGreaterThan(0.5);
  // The data is added to the overview, not drawn by a second one built over the first.
  expect(await webGlContexts()).toBe(2);
  await lookAt(page, { path: path.join(SHOTS, 'minimap.png') });

  // With no controls listed neither control shows; a map answered without a minimap setting
  // (the server always has one: the answer is changed on its way) shows none.
  expect((await api(token, 'PATCH', `/maps/${mapId}/`, { controls: [] })).status).toBe(200);
  await page.route(`**/api/maps/${mapId}/`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    // Without If-Modified-Since: a full answer to change, never a 304.
    const headers = { ...route.request().headers() };
    delete headers['if-modified-since'];
    const answer = await route.fetch({ headers });
    const body = (await answer.json()) as Record<string, unknown>;
    return route.fulfill({ response: answer, json: { ...body, minimap: null } });
  });
  await openMapAt(page, `/maps/${mapId}/`, OVER_DTM);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cross Section' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Measure Distance' })).toHaveCount(0);
  await expect(page.getByTestId('minimap')).toHaveCount(0);
  await lookAt(page, { path: path.join(SHOTS, 'no-controls.png') });
});
