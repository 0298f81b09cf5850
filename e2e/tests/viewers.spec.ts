import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { ADMIN } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken, storeOnNextPage } from '../support/helpers.js';
import { expectCanvas, isData } from '../support/mapPixels.js';
import { openMapAt } from '../support/mapview.js';
import { expect, test } from '../support/test.js';
import {
  api,
  apiToken,
  attachToEveryFeature,
  createMap,
  removeMap,
  squareFeatureFile,
  unique,
  uploadIntoNewLayer,
} from '../support/uploads.js';

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/viewers';
/** The test layer's one feature: a square around this point; the map opens on it. */
const CENTRE = { lon: 11, lat: 51 };
const VIEW = `7/${CENTRE.lat}/${CENTRE.lon}`;

const ATTACHMENTS = [
  '3d/ellipsoid.copc.laz',
  '3d/Box.glb',
  '3d/example.ifc',
  'photos/issue-exifr-4.jpg',
  'photos/img_1771.jpg',
  'photos/noexif.jpg',
];

let token: string;
let mapId: number;
let layerId: number;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  token = await apiToken(ADMIN);
  mapId = await createMap(token, `Viewers ${unique()}`);
  const file = squareFeatureFile('inspection.geojson', CENTRE, {
    name: 'Culvert C-12',
    asset_id: 'C12',
  });
  layerId = await uploadIntoNewLayer(token, mapId, 'Culverts', [file], 'vector');
  await attachToEveryFeature(token, layerId, ATTACHMENTS);
});

test.afterAll(async () => {
  if (mapId) await removeMap(token, mapId);
});

/** Gives the layer a popup template and opens the popup of its feature. */
async function openPopupWith(page: Page, template: string, language = 'en'): Promise<void> {
  const set = await api(token, 'PATCH', `/layers/${layerId}/`, {
    popup: template,
    popup_type: 'vue-template',
  });
  expect(set.status).toBe(200);
  await signInWithToken(page, ADMIN);
  await storeOnNextPage(page, 'lang', language);
  await openMapAt(page, `/maps/${mapId}/`, VIEW, page.locator(MAP_CANVAS));
  await expectCanvas(page, isData, (s) => s > 0.3, 'the square is drawn');
  await page.locator(MAP_CANVAS).click();
}

type Rgb = [number, number, number];

/** The share of a canvas's pixels that are not its background colour. */
async function drawnShare(canvas: Locator, background: Rgb): Promise<number> {
  const png = PNG.sync.read(await canvas.screenshot());
  let drawn = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const far =
      Math.abs(png.data[i]! - background[0]) +
      Math.abs(png.data[i + 1]! - background[1]) +
      Math.abs(png.data[i + 2]! - background[2]);
    if (far > 60) drawn += 1;
  }
  return drawn / (png.width * png.height);
}

async function expectDrawn(canvas: Locator, background: Rgb, what: string, least = 0.01) {
  await expect
    .poll(() => drawnShare(canvas, background), { message: what, timeout: 30_000 })
    .toBeGreaterThan(least);
}

const shot = (page: Page, name: string) =>
  lookAt(page, { path: `${SHOTS}/${name}.png`, fullPage: false });

test('streams the COPC point cloud by range requests and draws it', async ({ page }) => {
  const ranges: string[] = [];
  page.on('request', (request) => {
    const range = request.headers()['range'];
    if (request.url().includes('/content/') && range) ranges.push(range);
  });
  await openPopupWith(page, '<point-cloud-viewer height="480"></point-cloud-viewer>');
  const viewer = page.getByRole('region', { name: 'Point cloud ellipsoid.copc.laz' });
  await expect(viewer.getByText(/of 100,000 points drawn/)).toBeVisible({ timeout: 30_000 });
  await expectDrawn(viewer.locator('canvas'), [0x1d, 0x23, 0x27], 'the cloud is drawn');
  // Header, hierarchy and nodes came in pieces, never the whole file at once.
  expect(ranges.length).toBeGreaterThanOrEqual(3);
  expect(ranges.every((r) => /^bytes=\d+-\d+$/.test(r))).toBe(true);
  await shot(page, 'point-cloud-rgb');

  await viewer.getByRole('combobox', { name: 'Colour by' }).click();
  await page.getByRole('option', { name: 'Elevation' }).click();
  await expectDrawn(viewer.locator('canvas'), [0x1d, 0x23, 0x27], 'the cloud in elevation colours');
  await viewer.getByRole('button', { name: 'Fit to view' }).click();
  await shot(page, 'point-cloud-elevation');
});

test('draws the glb model', async ({ page }) => {
  await openPopupWith(page, '<model-viewer file="Box.glb" height="480"></model-viewer>');
  const viewer = page.getByRole('region', { name: '3D model Box.glb' });
  await expectDrawn(viewer.locator('canvas'), [0xee, 0xf1, 0xf3], 'the box is drawn', 0.02);
  await shot(page, 'model-glb');
});

test('draws the IFC model and shows the properties of a clicked element', async ({ page }) => {
  await openPopupWith(page, '<model-viewer file="example.ifc" height="480"></model-viewer>');
  const viewer = page.getByRole('region', { name: '3D model example.ifc' });
  const canvas = viewer.locator('canvas');
  await expectDrawn(canvas, [0xee, 0xf1, 0xf3], 'the building is drawn', 0.02);
  const panel = viewer.getByRole('complementary', { name: 'Properties' });
  await expect(
    panel.getByText('Click an element of the model to see its properties.'),
  ).toBeVisible();
  await shot(page, 'model-ifc');
  await canvas.click();
  await expect(panel.getByText('IFC class')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(/^Ifc[A-Z]\w+$/).first()).toBeVisible();
  await expect(panel.getByText('GlobalId')).toBeVisible();
  await shot(page, 'model-ifc-properties');
});

test('opens the 360° photo and looks around in it', async ({ page }) => {
  await openPopupWith(
    page,
    '<panorama-viewer file="issue-exifr-4.jpg" height="420"></panorama-viewer>',
  );
  const viewer = page.getByRole('region', { name: '360° photo issue-exifr-4.jpg' });
  await expect(viewer.getByText('issue-exifr-4.jpg', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const canvas = viewer.locator('.psv-container canvas');
  await expectDrawn(canvas, [0, 0, 0], 'the photo is drawn', 0.3);
  await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await shot(page, 'panorama');
});

test('zooms and steps through images', async ({ page }) => {
  await openPopupWith(page, '<image-viewer height="420"></image-viewer>');
  const viewer = page.getByRole('region', { name: /^Image / });
  const image = viewer.getByRole('img');
  await expect(image).toBeVisible({ timeout: 30_000 });
  const first = await image.getAttribute('alt');
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(image).toHaveAttribute('style', /scale/);
  await expect(viewer.getByRole('button', { name: 'Fit image' })).toBeEnabled();
  await shot(page, 'image-zoomed');
  await viewer.getByRole('button', { name: 'Next image' }).click();
  await expect(image).not.toHaveAttribute('alt', first ?? '');
  await expect(viewer.getByText(/^2 of \d$/)).toBeVisible();
});

test('the viewers in French and Irish, and on a phone @screens', async ({ page }) => {
  await openPopupWith(page, '<point-cloud-viewer height="420"></point-cloud-viewer>', 'fr');
  const french = page.getByRole('region', { name: 'Nuage de points ellipsoid.copc.laz' });
  await expect(french.getByText(/points affichés sur/)).toBeVisible({ timeout: 30_000 });
  await shot(page, 'point-cloud-fr');

  await openPopupWith(page, '<model-viewer file="example.ifc" height="420"></model-viewer>', 'ga');
  const irish = page.getByRole('region', { name: 'Samhail 3T example.ifc' });
  await expectDrawn(irish.locator('canvas'), [0xee, 0xf1, 0xf3], 'the building is drawn', 0.02);
  await shot(page, 'model-ifc-ga');

  await page.setViewportSize({ width: 360, height: 740 });
  await openPopupWith(
    page,
    '<panorama-viewer file="issue-exifr-4.jpg" height="360"></panorama-viewer>',
  );
  const phone = page.getByRole('region', { name: '360° photo issue-exifr-4.jpg' });
  await expectDrawn(phone.locator('.psv-container canvas'), [0, 0, 0], 'the photo on a phone', 0.3);
  await shot(page, 'panorama-phone');
  await openPopupWith(page, '<model-viewer file="example.ifc" height="420"></model-viewer>');
  const model = page.getByRole('region', { name: '3D model example.ifc' });
  await expectDrawn(model.locator('canvas'), [0xee, 0xf1, 0xf3], 'the building on a phone', 0.02);
  await model.locator('canvas').click();
  await expect(model.getByText('IFC class')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'model-ifc-phone');
});
