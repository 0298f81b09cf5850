import { ADMIN } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken } from '../support/helpers.js';
import { settledCanvas } from '../support/mapPixels.js';
import { layerOfMap, corridorMapPath, openMapAt, viewOf } from '../support/mapview.js';
import { expect, test } from '../support/test.js';
import { api, apiToken } from '../support/uploads.js';

interface Result {
  text: string;
  bounds: number[];
  layerId: number | null;
  fid: number | null;
  source: string;
}

/** The demo map's route: the CAD drawing's lines, in kilometres (see demo-layers.seed.ts). */
const CHAINAGE = 'km 1+200';
/** 40 m further along the line: a place to click it beside the marker. */
const FURTHER = 'km 1+240';

/** CSS pixels from the world's top-left corner at a zoom (MapLibre's 512-pixel world). */
function worldPixel(lng: number, lat: number, zoom: number) {
  const size = 512 * 2 ** zoom;
  const y = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return { x: ((lng + 180) / 360) * size, y: ((1 - y / Math.PI) / 2) * size };
}

/** The middle of a search result's box. */
const middleOf = (result: Result) => {
  const [west, south, east, north] = result.bounds as [number, number, number, number];
  return { lng: (west + east) / 2, lat: (south + north) / 2 };
};

test('a chainage on the demo route flies to its point on the line and marks it', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  const path = await corridorMapPath();
  const mapId = Number(/\/maps\/(\d+)\//.exec(path)?.[1]);
  // Where the answer is, asked outside the browser: the point the map must land on, and, from
  // the route's measure at that point, that it lies on the line.
  const token = await apiToken();
  const routePoint = async (query: string) => {
    const found = await api<{ results: Result[] }>(
      token,
      'GET',
      `/maps/${mapId}/search/?query=${encodeURIComponent(query)}`,
    );
    const result = found.json.results.find((r) => r.source === 'route');
    expect(result, query).toBeDefined();
    return result!;
  };
  const answer = await routePoint(CHAINAGE);
  const point = middleOf(answer);
  const further = middleOf(await routePoint(FURTHER));
  const onLine = await api<{ text: string; offset: number }>(
    token,
    'GET',
    `/maps/${mapId}/layers/${answer!.layerId}/features/${answer!.fid}/measure/?lng=${point.lng}&lat=${point.lat}`,
  );
  expect(onLine.json).toMatchObject({ text: CHAINAGE });
  expect(onLine.json.offset).toBeLessThan(1);

  await openMapAt(page, path, '4/45/-40');
  const box = page.getByRole('combobox', { name: 'Search the map' });
  await box.fill(CHAINAGE);
  const option = page.getByRole('option', { name: /^km 1\+200/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Line Mapping (CAD)');
  await lookAt(page, { path: '/tmp/chainage/chainage-options.png' });
  await option.click();
  const marker = page.getByTestId('search-marker');
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute('aria-label', CHAINAGE);
  // The map flies to the point (the view lands in the URL's hash once it has settled); the
  // flight from zoom 4 to 17 is drawn on the CPU of a loaded runner: give it a user's patience.
  await expect
    .poll(
      () => {
        const view = viewOf(page.url());
        return view
          ? view.zoom > 16 &&
              Math.abs(view.lat - point.lat) < 0.0001 &&
              Math.abs(view.lng - point.lng) < 0.0001
          : false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.getByText(CHAINAGE, { exact: true }).last()).toBeVisible();
  await lookAt(page, { path: '/tmp/chainage/chainage-marker.png' });

  // The line runs on from the marker: clicked 40 m further along (beside the marker, which
  // takes the clicks on it), its popup gives the chainage of that point.
  const view = viewOf(page.url())!;
  // A click before the line's tiles at this zoom are drawn finds no feature and opens no popup.
  await settledCanvas(page);
  const [from, to] = [point, further].map((p) => worldPixel(p.lng, p.lat, view.zoom));
  const canvas = page.locator(MAP_CANVAS);
  const size = (await canvas.boundingBox())!;
  await canvas.click({
    position: { x: size.width / 2 + to!.x - from!.x, y: size.height / 2 + to!.y - from!.y },
  });
  const popup = page.getByTestId('feature-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('popup-route-measure')).toHaveText(
    /^Chainage: km 1\+2[34][0-9]$/,
    { timeout: 20_000 },
  );
  await lookAt(page, { path: '/tmp/chainage/chainage-popup.png' });
});

test('the layer form shows the demo route’s settings in its Route section', async ({ page }) => {
  await signInWithToken(page, ADMIN);
  const path = await corridorMapPath();
  const cad = await layerOfMap(path, 'Line Mapping (CAD)');
  await page.goto(`/layers/${cad.id}/`);
  const section = page.getByTestId('layer-route-section');
  await expect(section.getByRole('heading', { name: 'Route (chainage / mileage)' })).toBeVisible();
  await expect(section.getByLabel('Use as a route')).toBeChecked();
  await expect(section.getByLabel('Unit')).toHaveValue('Kilometres (km 3+200)');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(section.getByLabel('Use as a route')).toBeEnabled();
  await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await lookAt(section, { path: '/tmp/chainage/layer-form-route.png' });
});
