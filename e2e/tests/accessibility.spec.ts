import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { ADMIN } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken } from '../support/helpers.js';
import { expectCanvas, isData } from '../support/mapPixels.js';
import { demoMapPath, viewOf } from '../support/mapview.js';
import { expect, test } from '../support/test.js';
import {
  apiToken,
  createMap,
  removeMap,
  squareFeatureFile,
  unique,
  uploadIntoNewLayer,
} from '../support/uploads.js';

/**
 * WCAG 2.1 AA in the default layout (axe-core's WCAG 2 A/AA rules: no serious or critical
 * violation), and the map used by keyboard alone. The screens of `npm run screenshots` are
 * checked the same way, in both themes and on a phone.
 */

/** Written under /tmp with WAYMARK_LOOK=1, to be looked at. */
const SHOTS = '/tmp/accessibility';

/** Waits for the screen to settle, then records what axe finds there (softly: every screen). */
async function audit(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await lookAt(page, { path: `${SHOTS}/${name.replace(/\W+/g, '-')}.png` });
  expect.soft(await seriousViolations(page), `axe-core on ${name}`).toEqual([]);
}

test('the login, the map view and two settings screens pass axe-core', async ({ page }) => {
  // Four screens, each waited on until its requests settle, on a loaded two-core machine.
  test.setTimeout(120_000);
  await page.goto('/auth/login/');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await audit(page, 'the login');

  await signInWithToken(page, ADMIN);
  // The demo map at its default view.
  await page.goto(await demoMapPath());
  await expect(page.getByRole('list', { name: 'Layers' })).toBeVisible();
  await expect(page.locator(MAP_CANVAS)).toBeVisible();
  await audit(page, 'the map view');

  for (const [path, heading] of [
    ['/maps/', 'Maps'],
    ['/layers/', 'Layers'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 30_000,
    });
    // The list's rows, not its loading skeleton.
    await expect(page.locator('.MuiDataGrid-row[data-id]').first()).toBeVisible();
    await audit(page, path);
  }
});

test.describe('the map by keyboard', () => {
  /** A square culvert of its own in the middle of an empty map, for the popup. */
  const CENTRE = { lon: -8, lat: 53 };
  const VIEW = `7/${CENTRE.lat}/${CENTRE.lon}`;
  let token: string;
  let mapId: number;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    token = await apiToken(ADMIN);
    mapId = await createMap(token, `Keyboard ${unique()}`);
    const file = squareFeatureFile('culverts.geojson', CENTRE, { name: 'Culvert C-3' });
    await uploadIntoNewLayer(token, mapId, 'Culverts', [file], 'vector');
  });

  test.afterAll(async () => {
    if (mapId) await removeMap(token, mapId);
  });

  test('reaches the layers and the map, opens a popup, pans and zooms', async ({ page }) => {
    await signInWithToken(page, ADMIN);
    await page.goto(`/maps/${mapId}/#${VIEW}`);
    await expect(page.getByRole('list', { name: 'Layers' })).toBeVisible();
    await expectCanvas(page, isData, (s) => s > 0.3, 'the culvert is drawn');

    // The map is a named region that says how to use it; its controls have names.
    const map = page.locator(MAP_CANVAS);
    await expect(map).toHaveAttribute('role', 'region');
    await expect(map).toHaveAccessibleName('Map');
    await expect(map).toHaveAccessibleDescription(/Arrow keys move the map/);
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zoom out' })).toBeVisible();
    for (const control of await page.locator('.maplibregl-ctrl button').all()) {
      await expect(control).toHaveAccessibleName(/\S/);
    }

    // Tab alone reaches the layer list and the map.
    const reached = { layers: false, map: false };
    for (let step = 0; step < 80 && !(reached.layers && reached.map); step += 1) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const active = document.activeElement;
        return {
          layers: !!active?.closest('[aria-label="Layers"]'),
          map:
            !!active?.matches('canvas.maplibregl-canvas') &&
            !active.closest('[data-testid="minimap"]'),
        };
      });
      reached.layers ||= at.layers;
      reached.map ||= at.map;
    }
    expect(reached, 'Tab reaches the layer list and the map').toEqual({ layers: true, map: true });

    // Enter on the map opens the popup of what is at its centre; Tab moves inside it, Escape
    // closes it and gives the focus back to the map.
    await map.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog');
    await expect(popup.getByText('Culvert C-3').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(map).toBeFocused();

    // Arrow keys pan, + and - zoom: the view in the URL follows.
    const start = viewOf(page.url());
    expect(start, 'a view in the URL').not.toBeNull();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewOf(page.url())?.lng).toBeGreaterThan(start!.lng);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => viewOf(page.url())?.lat).toBeGreaterThan(start!.lat);
    await page.keyboard.press('+');
    await expect.poll(() => viewOf(page.url())?.zoom).toBeGreaterThan(start!.zoom);
    const zoomed = viewOf(page.url())!.zoom;
    await page.keyboard.press('-');
    await expect.poll(() => viewOf(page.url())?.zoom).toBeLessThan(zoomed);
  });
});
