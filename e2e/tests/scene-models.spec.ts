import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { ADMIN } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken } from '../support/helpers.js';
import { georeferencedIfc } from '../support/georeferencedIfc.js';
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
  squareFeatureFile,
  uploadIntoNewLayer,
} from '../support/uploads.js';

const MODEL = '3d/example.ifc';
/** Khronos's Box: a cube of 1 m, no georeference. */
const BOX = '3d/Box.glb';
/** The fixture's IfcSite reference: 42° 12′ 46.804504″ N, 71° 1′ 58.789672″ W, 0 m. */
const SITE = {
  lat: 42 + 12 / 60 + 46.804504 / 3600,
  lng: -(71 + 1 / 60 + 58.789672 / 3600),
};
const ZOOM = 17;
/**
 * A shelter written for the test with an IfcMapConversion to ETRS89 / UTM 32N (EPSG:25832), its
 * x axis 30° left of the grid's east, and an IfcSite reference at the fixture's site in
 * Massachusetts, which the conversion must win over.
 */
const SHELTER = {
  name: 'shelter.ifc',
  mapConversion: { epsg: 25832, eastings: 356500, northings: 5699500, height: 0, rotation: 30 },
  site: { lat: [42, 12, 46, 804504], lng: [-71, -1, -58, -789672] },
} as const;
/** Where PostGIS puts E 356500 N 5699500 of EPSG:25832 (st_transform to 4326). */
const SHELTER_AT = { lng: 6.935784917956409, lat: 51.42851028961717 };

let token = '';
let mapId = 0;
let layerId = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  token = await apiToken(ADMIN);
  mapId = await createMap(token, `Scene model ${Date.now()}`);
  // The measuring tool picks heights on what the 3D view draws.
  expect((await api(token, 'PATCH', `/maps/${mapId}/`, { controls: ['measure'] })).status).toBe(
    200,
  );
  const file = pointFeatureFile('site.geojson', SITE, { name: 'Site office' });
  layerId = await uploadIntoNewLayer(token, mapId, 'Site', [file], 'vector');
  // An area around it all: a click on a model lands on this layer's feature too.
  const area = squareFeatureFile(
    'survey-area.geojson',
    { lon: SITE.lng, lat: SITE.lat },
    {
      name: 'Survey area',
    },
  );
  await uploadIntoNewLayer(token, mapId, 'Survey area', [area], 'vector');
  const shelter = georeferencedIfc(SHELTER);
  await attachToEveryFeature(token, layerId, [MODEL, BOX, shelter]);
});

/** A picture of an element once the map in it has drawn what it was told: two alike in a row. */
async function settledShot(target: Locator): Promise<Buffer> {
  let before = await target.screenshot({ animations: 'disabled' });
  for (let tries = 0; tries < 20; tries++) {
    await target.page().waitForTimeout(250);
    const after = await target.screenshot({ animations: 'disabled' });
    if (after.equals(before)) return after;
    before = after;
  }
  return before;
}

/** The pixels that differ between the flat map and the 3D view, but for the 3D view's bar. */
async function changedBesideBar(page: Page, flat: PNG, shown: PNG) {
  const canvas = await page.locator(MAP_CANVAS).boundingBox();
  const bar = await page.getByRole('region', { name: '3D view' }).boundingBox();
  if (!canvas || !bar) throw new Error('no map canvas or bar');
  // The bar (and its shadow) is over the map in 3D only.
  const underBar = ([x, y]: [number, number]) =>
    x + canvas.x <= bar.x + bar.width + 12 && y + canvas.y >= bar.y - 12;
  return changedPixels(flat, shown).filter((pixel) => !underBar(pixel));
}

/**
 * Signed in, looking straight down on `at`, the map flat, then in 3D once the bar says where
 * `model` stands (a picture of it at `picture`): the 3D view, and the pixels that changed
 * between the two beside the bar, which are the model.
 */
async function fromAbove(
  page: Page,
  at: { lng: number; lat: number },
  model: string,
  placed: string,
  picture: string,
): Promise<{ shown: PNG; changed: [number, number][] }> {
  await signInWithToken(page, ADMIN);
  const view = `${ZOOM}/${at.lat}/${at.lng}/0/0`;
  await openMapAt(page, `/maps/${mapId}/`, view);
  const flat = await settledCanvas(page);
  await openMapAt(page, `/maps/${mapId}/?3d=1`, view);
  const bar = page.getByRole('region', { name: '3D view' });
  const line = bar.getByRole('group', { name: 'Models' }).getByTestId(`scene-model-${model}`);
  await expect(line).toContainText(placed, { timeout: 30_000 });
  const shown = await settledCanvas(page);
  await lookAt(page, { path: picture });
  return { shown, changed: await changedBesideBar(page, flat, shown) };
}

test.afterAll(async () => {
  if (mapId) await removeMap(token, mapId);
});

test('an IFC attached to a layer stands at its site reference in the 3D view; a clicked element shows its properties', async ({
  page,
}) => {
  test.slow();
  const { shown, changed } = await fromAbove(
    page,
    SITE,
    'example.ifc',
    'Placed at its IFC site reference',
    '/tmp/scene-model-from-above.png',
  );
  // The meshes stand about 37 m west and 105 m north of the site's point (web-ifc's offset of
  // the model's first placement): 0.44 m a pixel at this zoom and latitude.
  const metresPerPixel =
    (2 * Math.PI * 6378137 * Math.cos((SITE.lat * Math.PI) / 180)) / (512 * 2 ** ZOOM);
  const expected = {
    x: shown.width / 2 - 36.5 / metresPerPixel,
    y: shown.height / 2 - 104.6 / metresPerPixel,
  };
  const near = changed.filter(
    ([x, y]) => Math.abs(x - expected.x) < 90 && Math.abs(y - expected.y) < 60,
  );
  expect(changed.length, 'pixels the model draws').toBeGreaterThan(300);
  expect(near.length / changed.length, 'share of them at its place').toBeGreaterThan(0.97);

  // A click on the middle of what it draws: the element's properties.
  const middle = near.reduce((sum, [x, y]) => [sum[0] + x, sum[1] + y], [0, 0]);
  const canvas = await page.locator(MAP_CANVAS).boundingBox();
  if (!canvas) throw new Error('no map canvas');
  await page.mouse.click(canvas.x + middle[0] / near.length, canvas.y + middle[1] / near.length);
  const properties = page.getByRole('complementary', { name: 'Properties' });
  await expect(properties.getByText('IFC class')).toBeVisible();
  await expect(properties.getByText(/^Ifc[A-Z]\w+$/).first()).toBeVisible();
  // The model had the click: no popup of the area's feature beneath it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await lookAt(page, { path: '/tmp/scene-model-properties.png' });
  await properties.getByRole('button', { name: 'Close properties' }).click();
  await expect(properties).toHaveCount(0);
});

test('a GLB without a place of its own is placed in the layer’s files, then stands there in 3D', async ({
  page,
}) => {
  test.slow();
  await signInWithToken(page, ADMIN);
  // 200 m east of the site, clear of the IFC model; 20 m a side.
  const place = {
    lng: SITE.lng + 200 / (111_320 * Math.cos((SITE.lat * Math.PI) / 180)),
    lat: SITE.lat,
  };
  const view = `${ZOOM}/${place.lat}/${place.lng}/0/0`;
  await openMapAt(page, `/maps/${mapId}/?3d=1`, view);
  const line = page.getByTestId('scene-model-Box.glb');
  await expect(line).toContainText('It has no place on the map');

  await page.goto(`/layers/${layerId}/`);
  await page.getByRole('button', { name: 'Place Box.glb in 3D' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place Box.glb in the 3D view' });
  await dialog.getByLabel('Longitude (°)').fill(String(place.lng));
  await dialog.getByLabel('Latitude (°)').fill(String(place.lat));
  await dialog.getByLabel('Scale (metres per model unit)').fill('20');
  // The preview stands the cube where the fields say, and follows them.
  const preview = dialog.getByTestId('placement-preview');
  await expect(preview).toHaveAttribute('data-shown', 'true', { timeout: 30_000 });
  const large = PNG.sync.read(await settledShot(preview));
  await dialog.getByLabel('Scale (metres per model unit)').fill('5');
  const small = PNG.sync.read(await settledShot(preview));
  await dialog.getByLabel('Scale (metres per model unit)').fill('20');
  expect(changedPixels(large, small).length, 'pixels a smaller cube changes').toBeGreaterThan(500);
  await lookAt(page, { path: '/tmp/scene-model-place-dialog.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  await openMapAt(page, `/maps/${mapId}/`, view);
  const flat = await settledCanvas(page);
  await openMapAt(page, `/maps/${mapId}/?3d=1`, view);
  await expect(page.getByTestId('scene-model-Box.glb')).toContainText(
    'Placed where its layer’s editors set it.',
    { timeout: 30_000 },
  );
  const shown = await settledCanvas(page);
  await lookAt(page, { path: '/tmp/scene-model-box.png' });
  const changed = await changedBesideBar(page, flat, shown);
  // The cube seen from above: 20 m, 45 px at this zoom, around the middle.
  const near = changed.filter(
    ([x, y]) => Math.abs(x - shown.width / 2) < 40 && Math.abs(y - shown.height / 2) < 40,
  );
  expect(changed.length, 'pixels the cube draws').toBeGreaterThan(500);
  expect(near.length / changed.length, 'share of them at its place').toBeGreaterThan(0.97);

  // A click on it: what the glTF says of the node, its mesh's name and its material.
  const canvas = await page.locator(MAP_CANVAS).boundingBox();
  if (!canvas) throw new Error('no map canvas');
  await page.mouse.click(canvas.x + shown.width / 2, canvas.y + shown.height / 2);
  const properties = page.getByRole('complementary', { name: 'Properties' });
  await expect(properties.getByText('Materials')).toBeVisible();
  await expect(properties.getByText('Red', { exact: true })).toBeVisible();
  await expect(properties.getByText('IFC class')).toHaveCount(0);
  await lookAt(page, { path: '/tmp/scene-model-box-properties.png' });
});

test('screenshot of models in the 3D view @screens', async ({ page }) => {
  test.slow();
  const files = await api<{ id: number; name: string }[]>(
    token,
    'GET',
    `/layers/${layerId}/files/?type=attachment`,
  );
  const box = files.json.find((file) => file.name === 'Box.glb');
  if (!box) throw new Error('Box.glb is not attached');
  // A 12 m cube beside the IFC building, which stands 37 m west and 105 m north of its site.
  const metre = 1 / (111_320 * Math.cos((SITE.lat * Math.PI) / 180));
  const placed = await api(token, 'PATCH', `/layers/${layerId}/files/${box.id}/`, {
    placement: {
      lng: SITE.lng + 5 * metre,
      lat: SITE.lat + 105 / 111_320,
      height: 0,
      heading: 30,
      scale: 12,
    },
  });
  expect(placed.status).toBe(200);
  await signInWithToken(page, ADMIN);
  const building = { lng: SITE.lng - 20 * metre, lat: SITE.lat + 80 / 111_320 };
  await openMapAt(page, `/maps/${mapId}/?3d=1`, `18.6/${building.lat}/${building.lng}/-25/60`);
  await expect(page.getByTestId('scene-model-example.ifc')).toContainText('Placed at its IFC', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('scene-model-Box.glb')).toContainText('Placed where');
  await settledCanvas(page);
  await lookAt(page, { path: 'docs/screenshot-3d-model.png' });
});

test('an IFC with an IfcMapConversion stands where it says, turned as it says, not at its site reference', async ({
  page,
}) => {
  test.slow();
  const { shown, changed } = await fromAbove(
    page,
    SHELTER_AT,
    'shelter.ifc',
    'Placed by its IFC map conversion (EPSG:25832)',
    '/tmp/scene-model-map-conversion.png',
  );
  // 40 × 8 m at 0.37 m a pixel: about 107 × 21 pixels, centred on the map conversion's point.
  expect(changed.length, 'pixels the shelter draws').toBeGreaterThan(1200);
  const n = changed.length;
  const [cx, cy] = changed.reduce(([sx, sy], [x, y]) => [sx + x / n, sy + y / n], [0, 0]);
  expect(Math.abs(cx - shown.width / 2), 'across from the point').toBeLessThan(8);
  expect(Math.abs(cy - shown.height / 2), 'up or down from the point').toBeLessThan(8);
  // Its long side's direction, from the pixels' second moments (screen y runs down): the
  // project's x axis 30° left of the grid's east, the grid 1.6° left of true north here.
  let [sxx, syy, sxy] = [0, 0, 0];
  for (const [x, y] of changed) {
    sxx += (x - cx) ** 2;
    syy += (y - cy) ** 2;
    sxy += (x - cx) * (y - cy);
  }
  const angle = (-0.5 * Math.atan2(2 * sxy, sxx - syy) * 180) / Math.PI;
  // 31.6°: 31.67° measured; 30° would mean the grid's convergence was left out, 28.4° that it
  // was turned the wrong way.
  expect(angle, 'degrees left of east').toBeGreaterThan(31);
  expect(angle, 'degrees left of east').toBeLessThan(32.2);

  const canvas = await page.locator(MAP_CANVAS).boundingBox();
  if (!canvas) throw new Error('no map canvas');
  await page.mouse.click(canvas.x + cx, canvas.y + cy);
  const properties = page.getByRole('complementary', { name: 'Properties' });
  await expect(properties.getByText('IfcBuildingElementProxy')).toBeVisible();
  await expect(properties.getByText('Platform shelter')).toBeVisible();
  await lookAt(page, { path: '/tmp/scene-model-conversion-properties.png' });
  await properties.getByRole('button', { name: 'Close properties' }).click();

  // Measuring on it: points picked on its roof, 6 m up (no DTM is on: the ground has none).
  await page.getByRole('button', { name: 'Measure Distance' }).click();
  const panel = page.getByRole('region', { name: 'Measure' });
  // The drawing takes the clicks once its hint shows.
  await expect(panel.getByText('Click to add points, double-click to finish.')).toBeVisible();
  const along = (t: number) => ({
    x: canvas.x + cx + t * Math.cos((angle * Math.PI) / 180),
    y: canvas.y + cy - t * Math.sin((angle * Math.PI) / 180),
  });
  // Beside it to the right, clear of the measuring panel.
  const beside = { x: canvas.x + cx + 80, y: canvas.y + cy + 20 };
  const [from, to] = [along(-30), along(30)];
  await page.mouse.click(from.x, from.y);
  await page.mouse.move(to.x + 1, to.y);
  await page.mouse.click(to.x, to.y);
  await page.mouse.move(beside.x + 1, beside.y);
  await page.mouse.dblclick(beside.x, beside.y);
  await expect(panel.getByTestId('measure-readout')).toHaveAttribute('data-finished', 'true');
  const heights = panel.getByTestId('measure-height');
  await expect(heights).toHaveCount(3);
  for (const index of [0, 1]) {
    await expect(heights.nth(index)).toHaveAttribute('data-on', 'model');
    await expect(heights.nth(index)).toContainText('6.00 m');
    const metres = Number(await heights.nth(index).getAttribute('data-elevation'));
    expect(Math.abs(metres - 6)).toBeLessThan(0.1);
  }
  await expect(heights.nth(2)).toHaveText('Point 3: no height');
  await lookAt(page, { path: '/tmp/scene-model-measure.png' });
});
