import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken } from '../support/helpers.js';
import { changedPixels, settledCanvas } from '../support/mapPixels.js';
import { openMapAt } from '../support/mapview.js';
import { expect, test } from '../support/test.js';
import {
  apiToken,
  attachToEveryFeature,
  createMap,
  removeMap,
  tempDir,
  uploadIntoNewLayer,
} from '../support/uploads.js';

const MODEL = '3d/example.ifc';
/** The fixture's IfcSite reference: 42° 12′ 46.804504″ N, 71° 1′ 58.789672″ W, 0 m. */
const SITE = {
  lat: 42 + 12 / 60 + 46.804504 / 3600,
  lng: -(71 + 1 / 60 + 58.789672 / 3600),
};
const ZOOM = 17;

let token = '';
let mapId = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  token = await apiToken(ADMIN);
  mapId = await createMap(token, `Scene model ${Date.now()}`);
  const file = path.join(tempDir('scene-model-'), 'site.geojson');
  writeFileSync(
    file,
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Site office' },
          geometry: { type: 'Point', coordinates: [SITE.lng, SITE.lat] },
        },
      ],
    }),
  );
  const layerId = await uploadIntoNewLayer(token, mapId, 'Site', [file], 'vector');
  await attachToEveryFeature(token, layerId, [MODEL]);
});

test.afterAll(async () => {
  if (mapId) await removeMap(token, mapId);
});

test('an IFC attached to a layer stands at its site reference in the 3D view; a clicked element shows its properties', async ({
  page,
}) => {
  test.slow();
  await signInWithToken(page, ADMIN);
  // Looking straight down on the site, flat, then opened in 3D: what changes is the model.
  const view = `${ZOOM}/${SITE.lat}/${SITE.lng}/0/0`;
  await openMapAt(page, `/maps/${mapId}/`, view);
  const flat = await settledCanvas(page);
  await openMapAt(page, `/maps/${mapId}/?3d=1`, view);
  const bar = page.getByRole('region', { name: '3D view' });
  const line = bar.getByRole('group', { name: 'Models' }).getByTestId('scene-model-example.ifc');
  await expect(line).toContainText('Placed at its IFC site reference', { timeout: 30_000 });
  const shown = await settledCanvas(page);
  await lookAt(page, { path: '/tmp/scene-model-from-above.png' });

  const canvas = await page.locator(MAP_CANVAS).boundingBox();
  const barBox = await bar.boundingBox();
  if (!canvas || !barBox) throw new Error('no map canvas or bar');
  // The bar (and its shadow) is over the map in 3D only.
  const underBar = ([x, y]: [number, number]) =>
    x + canvas.x <= barBox.x + barBox.width + 12 && y + canvas.y >= barBox.y - 12;
  const changed = changedPixels(flat, shown).filter((pixel) => !underBar(pixel));
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
  await page.mouse.click(canvas.x + middle[0] / near.length, canvas.y + middle[1] / near.length);
  const properties = page.getByRole('complementary', { name: 'Properties' });
  await expect(properties.getByText('IFC class')).toBeVisible();
  await expect(properties.getByText(/^Ifc[A-Z]\w+$/).first()).toBeVisible();
  await lookAt(page, { path: '/tmp/scene-model-properties.png' });
  await properties.getByRole('button', { name: 'Close properties' }).click();
  await expect(properties).toHaveCount(0);
});
