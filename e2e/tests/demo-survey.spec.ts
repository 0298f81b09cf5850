import { ADMIN } from '../support/constants.js';
import { signInWithToken } from '../support/helpers.js';
import { expectCanvas, isData } from '../support/mapPixels.js';
import { openDemoMapFromHome, viewOf } from '../support/mapview.js';
import { expect, test } from '../support/test.js';
import { api, apiToken } from '../support/uploads.js';

interface DemoMap {
  bounds: [number, number, number, number];
  layers: { name: string }[];
}

/**
 * The first minute of a new user: Home opens the demo survey framed on Autzen, and each of its
 * layers, shown alone, draws inside that view.
 */
test('the demo survey opens framed on one place, and every layer draws inside the view', async ({
  page,
}) => {
  // Six layers drawn one at a time in software WebGL.
  test.slow();
  await signInWithToken(page, ADMIN);
  const path = await openDemoMapFromHome(page);
  const map = (await api<DemoMap>(await apiToken(ADMIN), 'GET', path)).json;
  const [west, south, east, north] = map.bounds;
  const list = page.getByRole('list', { name: 'Layers' });
  await expect(list).toBeVisible();

  // The default view: the survey's box, not the world.
  await expect.poll(() => viewOf(page.url())?.zoom ?? 0).toBeGreaterThan(13.5);
  const view = viewOf(page.url())!;
  expect(view.lng).toBeGreaterThan(west);
  expect(view.lng).toBeLessThan(east);
  expect(view.lat).toBeGreaterThan(south);
  expect(view.lat).toBeLessThan(north);
  await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('Autzen data: PDAL project', {
    useInnerText: true,
  });

  // The demo's findings are drawn over its layers: switched off, so that each layer is seen alone.
  await page.getByRole('button', { name: 'Markups', exact: true }).click();
  await page.getByLabel('Show markups on the map').uncheck();
  await page.getByRole('button', { name: 'Close markups' }).click();

  const names = map.layers.map((l) => l.name);
  expect(names).toHaveLength(6);
  const show = (name: string) => page.getByRole('checkbox', { name: `Show ${name}` });
  for (const name of names) await show(name).uncheck();
  await expectCanvas(page, isData, (s) => s < 0.001, 'nothing is drawn', 0.8);
  for (const name of names) {
    await show(name).check();
    // The BMX surveys cover a spot 36 m across: a few hundred pixels of the view (the middle
    // 80 %, away from the controls in the corners).
    await expectCanvas(page, isData, (s) => s > 0.0001, `${name} draws inside the view`, 0.8);
    await show(name).uncheck();
    await expectCanvas(page, isData, (s) => s < 0.001, `${name} is hidden again`, 0.8);
  }
});
