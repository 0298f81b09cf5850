import { ADMIN, BASE_URL } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken } from '../support/helpers.js';
import { changedPixels, settledCanvas } from '../support/mapPixels.js';
import { openMapAt } from '../support/mapview.js';
import { expect, test } from '../support/test.js';
import {
  api,
  apiToken,
  attachToEveryFeature,
  createMap,
  pointFeatureFile,
  removeMap,
  uploadIntoNewLayer,
} from '../support/uploads.js';

const CLOUD = '3d/ellipsoid.copc.laz';
/** The fixture's header bounds, in its CRS (EPSG:3857, metres): [minX, minY, maxX, maxY]. */
const CLOUD_BOUNDS = [-8242746, 4966506, -8242446, 4966706] as const;
const R = 6378137;
const lngOf = (x: number) => (x / R) * (180 / Math.PI);
const latOf = (y: number) => (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * (180 / Math.PI);
const CENTRE = {
  lng: lngOf((CLOUD_BOUNDS[0] + CLOUD_BOUNDS[2]) / 2),
  lat: latOf((CLOUD_BOUNDS[1] + CLOUD_BOUNDS[3]) / 2),
};
const ZOOM = 17;
/** The feature the cloud is attached to: 75 m west of its centre, inside the share below. */
const STATION = {
  lng: lngOf((CLOUD_BOUNDS[0] + CLOUD_BOUNDS[2]) / 2 - 75),
  lat: latOf((CLOUD_BOUNDS[1] + CLOUD_BOUNDS[3]) / 2),
};

/**
 * The cloud's footprint on a canvas of the given size looking straight down at CENTRE: Web
 * Mercator is linear in EPSG:3857 metres, 512 px per world at zoom 0.
 */
function footprint(width: number, height: number) {
  const pixelsPerMetre = (512 * 2 ** ZOOM) / (2 * Math.PI * R);
  const cx = (CLOUD_BOUNDS[0] + CLOUD_BOUNDS[2]) / 2;
  const cy = (CLOUD_BOUNDS[1] + CLOUD_BOUNDS[3]) / 2;
  return {
    left: width / 2 + (CLOUD_BOUNDS[0] - cx) * pixelsPerMetre,
    right: width / 2 + (CLOUD_BOUNDS[2] - cx) * pixelsPerMetre,
    top: height / 2 - (CLOUD_BOUNDS[3] - cy) * pixelsPerMetre,
    bottom: height / 2 - (CLOUD_BOUNDS[1] - cy) * pixelsPerMetre,
  };
}

let token = '';
let mapId = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  token = await apiToken(ADMIN);
  mapId = await createMap(token, `Scene cloud ${Date.now()}`);
  // The measuring tool picks heights on the cloud; the cross-section draws its points.
  expect(
    (await api(token, 'PATCH', `/maps/${mapId}/`, { controls: ['measure', 'create_section'] }))
      .status,
  ).toBe(200);
  // One feature on the cloud, with the cloud attached to every feature of its layer.
  const file = pointFeatureFile('survey-station.geojson', STATION, { name: 'Station' });
  const layerId = await uploadIntoNewLayer(token, mapId, 'Survey station', [file], 'vector');
  await attachToEveryFeature(token, layerId, [CLOUD]);
});

test.afterAll(async () => {
  if (mapId) await removeMap(token, mapId);
});

test('a COPC attached to a layer stands in the 3D view at its place, streamed by range requests', async ({
  page,
}) => {
  test.slow();
  await signInWithToken(page, ADMIN);
  const ranges: number[] = [];
  page.on('response', (answer) => {
    if (/\/api\/layers\/\d+\/files\/\d+\/content\//.test(answer.url()))
      ranges.push(answer.status());
  });
  // Opened in 3D looking straight down, so that the cloud's place on screen is known.
  await openMapAt(page, `/maps/${mapId}/?3d=1`, `${ZOOM}/${CENTRE.lat}/${CENTRE.lng}/0/0`);
  const bar = page.getByRole('region', { name: '3D view' });
  const clouds = bar.getByRole('group', { name: 'Point clouds' });
  const line = clouds.getByTestId('scene-cloud-ellipsoid.copc.laz');
  await expect(line).toContainText(/[1-9][\d,]* of 100,000 points drawn/, { timeout: 30_000 });
  await expect(line).toContainText('The file names no vertical datum');
  // Every read was a range (206), none the whole file.
  expect(ranges.length).toBeGreaterThan(2);
  expect(new Set(ranges)).toEqual(new Set([206]));

  const shown = await settledCanvas(page);
  await lookAt(page, { path: '/tmp/scene-cloud-from-above.png' });

  // Measuring on the cloud: each click picks the front-most point drawn under the pointer.
  await page.getByRole('button', { name: 'Measure Distance' }).click();
  const panel = page.getByRole('region', { name: 'Measure' });
  // The drawing takes the clicks once its hint shows.
  await expect(panel.getByText('Click to add points, double-click to finish.')).toBeVisible();
  const canvas = await page.locator(MAP_CANVAS).boundingBox();
  if (!canvas) throw new Error('no map canvas');
  const [x, y] = [canvas.x + shown.width / 2, canvas.y + shown.height / 2];
  await page.mouse.click(x, y);
  await page.mouse.move(x + 61, y + 1);
  await page.mouse.dblclick(x + 60, y);
  await expect(panel.getByTestId('measure-readout')).toHaveAttribute('data-finished', 'true');
  const heights = panel.getByTestId('measure-height');
  await expect(heights).toHaveCount(2);
  const picked: number[] = [];
  for (const height of await heights.all()) {
    await expect(height).toHaveAttribute('data-on', 'points');
    await expect(height).toContainText('on the point cloud');
    // The fixture's heights run from -50 to 50 m.
    const metres = Number(await height.getAttribute('data-elevation'));
    expect(Math.abs(metres)).toBeLessThanOrEqual(50.01);
    picked.push(metres);
  }
  // The 3D distance: the ground distance between the picked points and their rise together.
  const ground = Number(await panel.getByTestId('measure-total').getAttribute('data-metres'));
  const slope = Number(await panel.getByTestId('measure-slope').getAttribute('data-metres'));
  expect(slope).toBeCloseTo(Math.hypot(ground, picked[1]! - picked[0]!), 2);
  await lookAt(page, { path: '/tmp/scene-cloud-measure.png' });
  await panel.getByRole('button', { name: 'Close' }).click();

  await clouds.getByRole('checkbox', { name: 'Show point clouds' }).uncheck();
  const hidden = await settledCanvas(page);
  const changed = changedPixels(shown, hidden);
  const box = footprint(shown.width, shown.height);
  // Heights of ±50 m lean the points a little away from the centre, seen from above.
  const margin = 24;
  const inside = changed.filter(
    ([x, y]) =>
      x >= box.left - margin &&
      x <= box.right + margin &&
      y >= box.top - margin &&
      y <= box.bottom + margin,
  );
  expect(changed.length, 'pixels the cloud draws').toBeGreaterThan(2000);
  expect(inside.length / changed.length, 'share of them at its place').toBeGreaterThan(0.99);
});

test('a section across the cloud draws its points near the line beside the profiles', async ({
  page,
}) => {
  test.slow();
  await signInWithToken(page, ADMIN);
  await openMapAt(page, `/maps/${mapId}/?3d=1`, `${ZOOM}/${CENTRE.lat}/${CENTRE.lng}/0/0`);
  const line = page.getByTestId('scene-cloud-ellipsoid.copc.laz');
  await expect(line).toContainText(/[1-9][\d,]* of 100,000 points drawn/, { timeout: 30_000 });
  const shown = await settledCanvas(page);
  const canvas = await page.locator(MAP_CANVAS).boundingBox();
  if (!canvas) throw new Error('no map canvas');
  const [x, y] = [canvas.x + shown.width / 2, canvas.y + shown.height / 2];
  // A section across the cloud (no DTM is on): its points near the line, as dots.
  await page.getByRole('button', { name: 'Cross Section' }).click();
  await expect(page.getByText('Draw the section line', { exact: false })).toBeVisible();
  // From clear of the 3D view's bar to near the cloud's eastern edge.
  // terra-draw follows the pointer: it is moved there before the first click.
  await page.mouse.move(x - 25, y + 3);
  await page.mouse.move(x - 20, y);
  await page.mouse.click(x - 20, y);
  await page.mouse.move(x + 100, y + 1);
  await page.mouse.move(x + 231, y + 1);
  await page.mouse.dblclick(x + 230, y);
  const section = page.getByRole('region', { name: 'Cross section' });
  const cloudLine = section.getByTestId('section-cloud');
  await expect(cloudLine).toContainText('ellipsoid.copc.laz', { timeout: 15_000 });
  await expect(cloudLine).toContainText('points within 2 m of the line');
  expect(Number(await cloudLine.getAttribute('data-points'))).toBeGreaterThan(50);
  // The heights read off the dots: the fixture's run from -50 to 50 m.
  const highest = Number(
    (await section.getByTestId('section-max').textContent())?.match(/-?[\d.]+/)?.[0],
  );
  expect(highest).toBeGreaterThan(40);
  expect(highest).toBeLessThanOrEqual(50.01);
  await settledCanvas(page);
  await lookAt(page, { path: '/tmp/scene-cloud-section.png' });
});

test('a share viewer’s 3D view reads only the cloud inside the share; the server refuses the rest', async ({
  browser,
}) => {
  test.slow();
  // The share keeps the cloud's western half (up to x ≈ -8242607, left of its centre).
  const bounds = [-74.0462, 40.688, -74.0446, 40.6905];
  const expiry = new Date(Date.now() + 3600_000).toISOString();
  const created = await api<{ link: string }>(token, 'POST', '/mapshares/', {
    map: mapId,
    expiry,
    bounds,
  });
  expect(created.status).toBe(201);
  const link = new URL(created.json.link).pathname;
  const shareToken = link.split('/').filter(Boolean).at(-1)!;
  const context = await browser.newContext({ baseURL: BASE_URL });
  const shared = await context.newPage();
  const reads: number[] = [];
  let contentPath = '';
  shared.on('response', (answer) => {
    const path = new URL(answer.url()).pathname;
    if (/\/api\/layers\/\d+\/files\/\d+\/content\/$/.test(path)) {
      reads.push(answer.status());
      contentPath = path;
    }
  });
  await shared.goto(link);
  const toggle = shared.getByRole('button', { name: '3D view' });
  await toggle.click({ timeout: 30_000 });
  const line = shared.getByTestId('scene-cloud-ellipsoid.copc.laz');
  await expect(line).toContainText(/[1-9][\d,]* of 100,000 points drawn/, { timeout: 30_000 });
  await shared.waitForTimeout(1000);
  // The viewer never asks for the eastern nodes: every read answered 206.
  expect(new Set(reads)).toEqual(new Set([206]));
  const drawn = Number(
    (/([\d,]+) of 100,000/.exec((await line.textContent()) ?? '')?.[1] ?? '0').replace(/,/g, ''),
  );
  // The root and the western nodes: the eastern ones are neither drawn nor asked for.
  expect(drawn).toBeLessThan(100_000);
  expect(reads.length).toBeGreaterThanOrEqual(4);
  // Asked anyway, the server refuses a node east of the share (the fixture's third node, its
  // south-eastern quarter) and serves one west of it.
  const headers = (range: string) => ({ MapShare: `Token ${shareToken}`, Range: range });
  const east = await shared.request.get(contentPath, { headers: headers('bytes=459453-556181') });
  expect(east.status()).toBe(403);
  const west = await shared.request.get(contentPath, { headers: headers('bytes=359920-459452') });
  expect(west.status()).toBe(206);
  await context.close();
});

test('screenshot of a point cloud in the 3D view @screens', async ({ page }) => {
  test.slow();
  await signInWithToken(page, ADMIN);
  await openMapAt(page, `/maps/${mapId}/?3d=1`, `17.2/${CENTRE.lat - 0.0012}/${CENTRE.lng}/-20/62`);
  const clouds = page.getByRole('group', { name: 'Point clouds' });
  await expect(clouds.getByTestId('scene-cloud-ellipsoid.copc.laz')).toContainText(
    /[1-9][\d,]* of 100,000 points drawn/,
    { timeout: 30_000 },
  );
  await clouds.getByLabel('Colour').selectOption('elevation');
  await settledCanvas(page);
  await lookAt(page, { path: 'docs/screenshot-3d-point-cloud.png' });
});
