import { ADMIN, BASE_URL } from '../support/constants.js';
import { signInWithToken } from '../support/helpers.js';
import { expectCanvas, isData } from '../support/mapPixels.js';
import { layerOfMap, corridorMapPath, openMapAt, patchLayer } from '../support/mapview.js';
import { expect, test } from '../support/test.js';

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** The XYZ tile holding a point. */
function tileAt(lon: number, lat: number, z: number) {
  const n = 2 ** z;
  return {
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - mercatorY(lat) / Math.PI) / 2) * n),
  };
}

type Box = [number, number, number, number];
type Frame = { x: number; y: number; width: number; height: number };

/**
 * Where a place is on the bounding-box widget, which opens fitted to the layer's extent with
 * 100 px of padding (section 9): Web Mercator arithmetic, so that the test draws over the
 * places it means whatever the widget's width.
 */
function widgetPixel(frame: Frame, extent: Box) {
  const padding = Math.min(100, Math.floor(Math.min(frame.width, frame.height) / 4));
  const [w, s, e, n] = extent;
  const dx = ((e - w) * Math.PI) / 180;
  const dy = mercatorY(n) - mercatorY(s);
  const scale = Math.min((frame.width - 2 * padding) / dx, (frame.height - 2 * padding) / dy);
  const midX = (w + e) / 2;
  const midY = (mercatorY(n) + mercatorY(s)) / 2;
  return (lon: number, lat: number) => ({
    x: frame.x + frame.width / 2 + (((lon - midX) * Math.PI) / 180) * scale,
    y: frame.y + frame.height / 2 - (mercatorY(lat) - midY) * scale,
  });
}

test('layer bounds drawn in the layer form cut the data outside them, on the map and in tiles', async ({
  page,
}) => {
  // The layer form and two openings of the map, each drawn by SwiftShader: past 30 s on CI.
  test.slow();
  const token = await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  const corridor = await layerOfMap(mapPath, 'Survey Corridor');
  try {
    await page.goto(`/layers/${corridor.id}/`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const widget = page.getByTestId('bbox-map');
    await widget.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Draw bounding box' })).toBeVisible();
    const frame = (await widget.boundingBox())!;
    const at = widgetPixel(frame, corridor.extent);
    // Western Massachusetts, all senate districts: from beyond the New York line to the
    // Connecticut valley, between the state's southern and northern lines.
    const first = at(corridor.extent[0] - 0.05, 42.7);
    const second = at(-72.3, 42.1);
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
