import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test.js';
import { ADMIN, VIEWER } from '../support/constants.js';
import { MAP_CANVAS, signInWithToken } from '../support/helpers.js';
import { expectCanvas, isData, isPhotoOrange, isRed } from '../support/mapPixels.js';
import {
  CAD_RED_DIMENSION,
  createMapBeside,
  deleteMap,
  layerOfMap,
  corridorMapPath,
  moveMapTo,
  openMapAt,
  patchLayer,
  viewOf,
} from '../support/mapview.js';

// Views of the demo data (MapLibre's hash: zoom/lat/lng).
const MASSACHUSETTS = '8/42.3/-71.8';
const BAHAMAS = '8/24.56/-77.77';
const PHOTOS = '5/48.8/12.5';
const WORCESTER = '10/42.38/-71.79';

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, VIEWER);
});

test('draws the vector and raster layers, and a layer switched off goes away', async ({ page }) => {
  const path = await corridorMapPath();
  await openMapAt(page, path, MASSACHUSETTS);
  await expectCanvas(page, isData, (s) => s > 0.5, 'the senate districts cover Massachusetts');

  const corridor = page.getByRole('checkbox', { name: 'Show Survey Corridor' });
  await corridor.uncheck();
  await expectCanvas(page, isData, (s) => s < 0.02, 'only the background is left');
  await corridor.check();
  await expectCanvas(page, isData, (s) => s > 0.5, 'the districts are back');

  await moveMapTo(page, BAHAMAS);
  await expectCanvas(page, isData, (s) => s > 0.8, 'the orthophoto covers the Bahamas', 0.2);
  await page.getByRole('checkbox', { name: 'Show Orthophotos' }).uncheck();
  await expectCanvas(page, isData, (s) => s < 0.02, 'the orthophoto is gone', 0.2);
  // Remembered for this map.
  expect(
    await page.evaluate((key) => localStorage.getItem(key), `layerStatus_${path.split('/')[2]}`),
  ).toContain('false');
});

test('draws the CAD drawing in its pen colours and the 360° photos as circles', async ({
  page,
}) => {
  const path = await corridorMapPath();
  await openMapAt(page, path, CAD_RED_DIMENSION);
  await expectCanvas(page, isRed, (s) => s > 0.0002, "the drawing's red pen", 0.95);
  await moveMapTo(page, PHOTOS);
  await expectCanvas(page, isPhotoOrange, (s) => s > 0.0003, 'the two photo points');
});

test("disables a layer's checkbox outside its zoom range", async ({ page }) => {
  const path = await corridorMapPath();
  const orthophotos = await layerOfMap(path, 'Orthophotos');
  await patchLayer(orthophotos.id, { zoom_min: 10 });
  try {
    await openMapAt(page, path, BAHAMAS);
    const checkbox = page.getByRole('checkbox', { name: 'Show Orthophotos' });
    await expect(checkbox).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Show Survey Corridor' })).toBeEnabled();
    await expectCanvas(page, isData, (s) => s < 0.02, 'not drawn below its zoom range', 0.2);
    await moveMapTo(page, '11/24.56/-77.77');
    await expect(checkbox).toBeEnabled();
    await expectCanvas(page, isData, (s) => s > 0.8, 'drawn within its zoom range', 0.2);
  } finally {
    await patchLayer(orthophotos.id, { zoom_min: orthophotos.zoom_min });
  }
});

test('finds a senator and lands on the district, its layer switched on', async ({ page }) => {
  const path = await corridorMapPath();
  await openMapAt(page, path, '3/35/-50');
  const corridor = page.getByRole('checkbox', { name: 'Show Survey Corridor' });
  await corridor.uncheck();

  await page.getByRole('combobox', { name: 'Search the map' }).fill('Chandler');
  await page.getByRole('option', { name: /Harriette L\. Chandler \(D\)/ }).click();
  await expect
    .poll(() => viewOf(page.url())?.zoom ?? 0, { message: 'the map zooms in' })
    .toBeGreaterThan(8);
  const view = viewOf(page.url())!;
  expect(view.zoom).toBeLessThanOrEqual(17);
  expect(Math.abs(view.lat - 42.38)).toBeLessThan(0.2);
  expect(Math.abs(view.lng + 71.79)).toBeLessThan(0.2);
  await expect(corridor).toBeChecked();
  await expect(page.getByText('Search by')).toBeVisible();
});

test("opens a feature's popup with its attributes and attachments", async ({ page }) => {
  const path = await corridorMapPath();
  await openMapAt(page, path, WORCESTER);
  await expectCanvas(page, isData, (s) => s > 0.5, 'the districts are drawn');
  await page.locator(MAP_CANVAS).click();

  // The demo layer has the Tab View Popup of every new vector layer (section 9).
  const popup = page.getByRole('dialog', { name: 'Survey Corridor' });
  await expect(popup.getByRole('cell', { name: 'Harriette L. Chandler (D)' })).toBeVisible();
  await expect(popup.getByRole('cell', { name: 'First Worcester' })).toBeVisible();
  await expect(popup.getByRole('rowheader', { name: 'fid' })).toHaveCount(0);
  await expect(popup.getByText('Powered by Waymark')).toBeVisible();
  await popup.getByRole('tab', { name: 'Attachments' }).click();
  await expect(popup.getByText('ACadFileExploration.xlsx')).toBeVisible();

  await popup.getByRole('button', { name: 'View pdf-definition.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'pdf-definition.pdf' });
  await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
});

test("lists a layer's files and downloads them", async ({ page }) => {
  const path = await corridorMapPath();
  await openMapAt(page, path, MASSACHUSETTS);
  await page.getByRole('button', { name: 'Files of Survey Corridor' }).click();
  const panel = page.getByRole('region', { name: 'Files of Survey Corridor' });
  await expect(panel.getByText('senate.shp')).toBeVisible();
  await expect(panel.getByText('399 KB', { exact: false })).toBeVisible();

  const original = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download senate.prj' }).click();
  const prj = await original;
  expect(prj.suggestedFilename()).toBe('senate.prj');
  expect(readFileSync((await prj.path())!, 'utf8')).toContain('PROJCS');

  const attachment = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download ACadFileExploration.xlsx' }).click();
  const xlsx = await attachment;
  expect(xlsx.suggestedFilename()).toBe('ACadFileExploration.xlsx');
  // An Office file is a zip.
  expect(
    readFileSync((await xlsx.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  await page.getByRole('button', { name: 'Files of Survey Corridor' }).click();
  await expect(panel).toHaveCount(0);
});

test('hides the sidebar and brings it back', async ({ page }) => {
  const path = await corridorMapPath();
  await openMapAt(page, path, MASSACHUSETTS);
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('list', { name: 'Layers' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show sidebar' }).click();
  await expect(page.getByRole('list', { name: 'Layers' })).toBeVisible();
});

test('switches maps from the top bar; an empty map asks for layers', async ({ page }) => {
  // The admin, who may edit maps and so is offered 'Edit Map' (signed in afresh: a second
  // sign-in over the viewer's session cookie would need a CSRF token).
  await page.context().clearCookies();
  await signInWithToken(page, ADMIN);
  const path = await corridorMapPath();
  const otherId = await createMapBeside(path, 'Rail Corridor North');
  try {
    await openMapAt(page, path, MASSACHUSETTS);
    const banner = page.getByRole('banner');
    await banner.getByRole('combobox', { name: 'Switch map' }).click();
    await page.getByRole('option', { name: 'Rail Corridor North' }).click();
    await expect(page).toHaveURL(new RegExp(`/maps/${otherId}/(#.*)?$`));
    await expect(
      banner.getByRole('heading', { level: 1, name: 'Rail Corridor North' }),
    ).toBeVisible();
    await expect(page.getByText('Please add some layers:')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Map' })).toHaveAttribute(
      'href',
      `/maps/${otherId}/detail/`,
    );
  } finally {
    await deleteMap(otherId);
  }
});
