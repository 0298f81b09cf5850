import { ADMIN, BASE_URL } from '../support/constants.js';
import { signInWithToken } from '../support/helpers.js';
import { expectCanvas, isData } from '../support/mapPixels.js';
import { demoLayer, openDemoMapFromHome, openMapAt, patchLayer } from '../support/mapview.js';
import { expect, test } from '../support/test.js';

/** The XYZ tile holding a point. */
function tileAt(lon: number, lat: number, z: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

test('layer bounds drawn in the layer form cut the data outside them, on the map and in tiles', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  const mapPath = await openDemoMapFromHome(page);
  const corridor = await demoLayer(mapPath, 'Survey Corridor');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  try {
    await page.goto(`/layers/${corridor.id}/`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const widget = page.getByTestId('bbox-map');
    await widget.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Draw bounding box' })).toBeVisible();
    const frame = (await widget.boundingBox())!;
    const at = (fx: number, fy: number) => ({
      x: frame.x + frame.width * fx,
      y: frame.y + frame.height * fy,
    });
    // The western part of the senate districts (the widget opens on the layer's data extent).
    const first = at(0.2, 0.2);
    const second = at(0.45, 0.8);
    await page.mouse.click(first.x, first.y);
    await page.mouse.move(second.x, second.y, { steps: 4 });
    await page.mouse.click(second.x, second.y);
    await expect(page.getByText(/Drag a corner handle to change the box/)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

    const saved = (await (
      await page.request.get(`${BASE_URL}/api/layers/${corridor.id}/`, {
        headers: { Authorization: `Token ${token}` },
      })
    ).json()) as { bounds: [number, number, number, number] };
    const [w, s, e, n] = saved.bounds;
    expect(w).toBeLessThan(e);

    // A tile wholly east of the bounds is empty now; one inside still has data.
    const lat = (s + n) / 2;
    const tile = (lon: number) => {
      const { x, y } = tileAt(lon, lat, 10);
      return page.request.get(`${BASE_URL}/api/tiles/layers/${corridor.id}/10/${x}/${y}.pbf`, {
        headers: { Authorization: `Token ${token}` },
      });
    };
    expect((await tile(e + 0.6)).status()).toBe(204);
    expect((await tile((w + e) / 2)).status()).toBe(200);

    // On the map: nothing drawn east of the bounds, the districts still inside them.
    await openMapAt(page, mapPath, `10/${lat}/${e + 0.6}`);
    await expectCanvas(page, isData, (share) => share < 0.02, 'no districts outside the bounds');
    await openMapAt(page, mapPath, `10/${lat}/${(w + e) / 2}`);
    await expectCanvas(page, isData, (share) => share > 0.3, 'the districts inside the bounds');
  } finally {
    await patchLayer(corridor.id, { bounds: null } as never);
  }
});
