import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN } from '../support/constants.js';
import { lookAt, signInWithToken, storeOnNextPage } from '../support/helpers.js';
import { expectCanvas } from '../support/mapPixels.js';
import { EARTHWORKS, polygonOfCells, surveyMap } from '../support/surveys.js';
import { expect, test } from '../support/test.js';
import { api, apiToken, unique, waitForLayer } from '../support/uploads.js';

// A DSM series read on the server, a PDF drawn off-screen, an elevation change processed.
test.describe.configure({ timeout: 240_000 });
// The polygons are drawn by pixel offsets beside the panel, laid out for this size.
test.use({ viewport: { width: 1280, height: 720 } });

const SHOTS = '/tmp/surveys-volume';
mkdirSync(SHOTS, { recursive: true });

let mapId = 0;
let token = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  token = await apiToken(ADMIN);
  ({ mapId } = await surveyMap(token));
  // The map offers the control (added to whatever controls the other specs asked for).
  const map = await api<{ controls: string[] }>(token, 'GET', `/maps/${mapId}/`);
  if (!map.json.controls.includes('volume')) {
    const patched = await api(token, 'PATCH', `/maps/${mapId}/`, {
      controls: [...map.json.controls, 'volume'],
    });
    expect(patched.status).toBe(200);
  }
});

/** The analytic volumes of the earthworks: 20 × 50 × 2 m cut, 30 × 30 × 1.5 m fill. */
const CUT = -EARTHWORKS[0].change * EARTHWORKS[0].cells[2] * EARTHWORKS[0].cells[3];
const FILL = EARTHWORKS[1].change * EARTHWORKS[1].cells[2] * EARTHWORKS[1].cells[3];

/** A box of the DSM's cells round both earthworks, with 10 m of untouched ground about them. */
const AROUND = polygonOfCells(190, 290, 450, 350).coordinates[0]!.slice(0, 4);

const ZOOM = 15;
const TILE = 512;

/** Web Mercator world pixels of a position at ZOOM (MapLibre's 512 px tiles). */
function worldPixel([lng, lat]: number[]): [number, number] {
  const size = TILE * 2 ** ZOOM;
  const sin = Math.sin(((lat ?? 0) * Math.PI) / 180);
  return [
    (((lng ?? 0) + 180) / 360) * size,
    (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  ];
}

function fromWorldPixel([x, y]: [number, number]): [number, number] {
  const size = TILE * 2 ** ZOOM;
  const lng = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return [lng, lat];
}

/**
 * A view that puts the earthworks' box right of the centre (clear of the panel on the left),
 * and the box's corners as offsets from the canvas centre.
 */
function viewAround(shift: [number, number]) {
  const pixels = AROUND.map(worldPixel);
  const middle: [number, number] = [
    pixels.reduce((sum, p) => sum + p[0], 0) / pixels.length,
    pixels.reduce((sum, p) => sum + p[1], 0) / pixels.length,
  ];
  const centre: [number, number] = [middle[0] - shift[0], middle[1] - shift[1]];
  const [lng, lat] = fromWorldPixel(centre);
  return {
    hash: `${ZOOM}/${lat.toFixed(7)}/${lng.toFixed(7)}`,
    offsets: pixels.map(([x, y]) => [x - centre[0], y - centre[1]] as [number, number]),
  };
}

/** Clicks the corners on the map, then the first again to close the polygon. */
async function drawPolygon(page: Page, offsets: [number, number][]) {
  const box = await page.locator('canvas.maplibregl-canvas').first().boundingBox();
  if (!box) throw new Error('no map canvas');
  const points = offsets.map(([dx, dy]) => ({
    x: box.x + box.width / 2 + dx,
    y: box.y + box.height / 2 + dy,
  }));
  for (const point of [...points, points[0]!]) {
    await page.mouse.click(point.x, point.y);
    // terra-draw follows the pointer between clicks.
    await page.mouse.move(point.x + 1, point.y + 1);
  }
}

/** The survey map at a view, once its Volume control is there (the first load may be slow). */
async function openSurveyMap(page: Page, hash: string, label: string) {
  await page.goto('about:blank');
  await page.goto(`/maps/${mapId}/#${hash}`);
  // By its title, which the control's button shows as its tooltip.
  await expect(page.getByTitle(label, { exact: true })).toBeVisible({ timeout: 60_000 });
}

async function openVolume(page: Page, label = 'Volume', shift: [number, number] = [120, -30]) {
  const view = viewAround(shift);
  await openSurveyMap(page, view.hash, label);
  await page.getByTitle(label, { exact: true }).click();
  const panel = page.getByTestId('volume-panel');
  await expect(panel).toBeVisible();
  return { panel, offsets: view.offsets };
}

const valueOf = async (page: Page, key: string) =>
  Number(await page.getByTestId(`volume-${key}`).getAttribute('data-value'));

test('measures the cut and fill of the earthworks in a drawn polygon, within 0.5 %', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  const { panel, offsets } = await openVolume(page);
  await expect(panel.getByTestId('volume-later')).toHaveText('DSM — 11 Jun 2024');
  await expect(panel.getByTestId('volume-earlier')).toHaveText('DSM — 15 Jun 2020');
  await expect(panel.getByText('Click to add corners', { exact: false })).toBeVisible();
  await drawPolygon(page, offsets);
  await expect(panel.getByTestId('volume-shape')).toHaveText('Polygon of 4 corners');
  await panel.getByRole('button', { name: 'Calculate' }).click();
  await expect(panel.getByTestId('volume-answer')).toBeVisible({ timeout: 60_000 });

  const cut = await valueOf(page, 'cut_m3');
  const fill = await valueOf(page, 'fill_m3');
  expect(Math.abs(cut - CUT) / CUT).toBeLessThan(0.005);
  expect(Math.abs(fill - FILL) / FILL).toBeLessThan(0.005);
  expect(await valueOf(page, 'net_m3')).toBeCloseTo(fill - cut, 3);
  await expect(panel.getByTestId('volume-cut_m3')).toHaveText(/^2,0\d\d\.\d m³$/);
  await expect(panel.getByTestId('volume-crs')).toContainText('EPSG:25832');
  await expect(panel.getByTestId('volume-surveys')).toHaveText(
    'Surveys: DSM — 11 Jun 2024 against DSM — 15 Jun 2020',
  );
  await lookAt(page, { path: path.join(SHOTS, 'volume-answer.png') });

  // The CSV: one quantity a row, unrounded.
  const csvDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toBe('volume.csv');
  const rows = readFileSync(await csvFile.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(rows[0]).toBe('quantity,label,value,unit');
  expect(rows).toContain(`cut_m3,Cut,${cut},m³`);
  expect(rows).toContain(`fill_m3,Fill,${fill},m³`);
  expect(rows).toContain('later_survey,Later survey,DSM 2024-06-11,');
  expect(rows).toContain('earlier_survey,Earlier survey,DSM 2020-06-15,');

  // The PDF, read with poppler: the numbers as shown, the surveys named.
  const pdfDownload = page.waitForEvent('download', { timeout: 120_000 });
  await panel.getByRole('button', { name: 'Download PDF' }).click();
  const pdfFile = await pdfDownload;
  const pdfPath = path.join(SHOTS, 'volume.pdf');
  await pdfFile.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  const shown = async (key: string) => (await panel.getByTestId(`volume-${key}`).textContent())!;
  for (const key of ['cut_m3', 'fill_m3', 'net_m3', 'cells']) {
    expect(text).toContain((await shown(key)).replace('−', '-'));
  }
  expect(text).toContain('Cut and fill volumes');
  expect(text).toContain('DSM - 11 Jun 2024 against DSM - 15 Jun 2020');
  expect(text).toContain('EPSG:25832');
  const pages = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
  expect(pages).toMatch(/Pages:\s+1\n/);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdfPath, path.join(SHOTS, 'pdf')]);
});

test('measures against a base plane, and says why a polygon outside the data is refused', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  const { panel, offsets } = await openVolume(page);
  await drawPolygon(page, offsets);
  await panel.getByRole('button', { name: 'Base plane' }).click();
  await expect(panel.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  await panel.getByTestId('volume-base').fill('0');
  await panel.getByRole('button', { name: 'Calculate' }).click();
  await expect(panel.getByTestId('volume-answer')).toBeVisible({ timeout: 60_000 });
  // Every height of the DSM is above sea level: all fill, no cut, over the whole polygon.
  expect(await valueOf(page, 'cut_m3')).toBe(0);
  expect(await valueOf(page, 'fill_m3')).toBeGreaterThan(0);
  expect(await valueOf(page, 'fill_area_m2')).toBeCloseTo(await valueOf(page, 'area_m2'), 0);
  await expect(panel.getByTestId('volume-surveys')).toHaveText(
    'Surveys: DSM — 11 Jun 2024 against base plane at 0 m',
  );

  // Well away from the DSM: the server's 400 is shown in its own words.
  await panel.getByRole('button', { name: 'Clear' }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    window.location.hash = '15/51.30/7.30';
  });
  await drawPolygon(page, offsets);
  await panel.getByRole('button', { name: 'Calculate' }).click();
  const error = panel.getByTestId('volume-error');
  await expect(error).toBeVisible({ timeout: 60_000 });
  await expect(error).not.toHaveText('The volume could not be measured. Try again.');
  await lookAt(page, { path: path.join(SHOTS, 'volume-refused.png') });
});

test('makes an elevation change layer that reaches ready and shows in the map', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  const { panel } = await openVolume(page);
  const name = `Elevation change (e2e ${unique()})`;
  await panel.getByLabel('Name of the new layer').fill(name);
  await panel.getByRole('button', { name: 'Make the layer' }).click();
  await expect(panel.getByTestId('elevation-change-created')).toContainText(name);
  // The map is read again: the new layer is listed with its processing, then drawn.
  await expect(page.getByRole('list', { name: 'Layers' }).getByText(name)).toBeVisible();
  const map = await api<{ layers: { id: number; name: string; raster_kind: string | null }[] }>(
    token,
    'GET',
    `/maps/${mapId}/`,
  );
  const layer = map.json.layers.find((l) => l.name === name);
  expect(layer?.raster_kind).toBe('difference');
  try {
    await waitForLayer(token, layer!.id, 'ready');
  } finally {
    // The shared map keeps only what it had.
    await api(token, 'DELETE', `/layers/${layer!.id}/`);
  }
});

/** The panel's words in each language, for the screenshots. */
const SCREENS = {
  en: { control: 'Volume', calculate: 'Calculate' },
  fr: { control: 'Cubatures', calculate: 'Calculer' },
  ga: { control: 'Toirt', calculate: 'Ríomh' },
} as const;

for (const language of ['en', 'fr', 'ga'] as const) {
  test(`screenshots of the volume panel in ${language} @screens`, async ({ page }) => {
    const words = SCREENS[language];
    await page.setViewportSize({ width: 1280, height: 800 });
    await storeOnNextPage(page, 'lang', language);
    await signInWithToken(page, ADMIN);
    const { panel, offsets } = await openVolume(page, words.control);
    await drawPolygon(page, offsets);
    await panel.getByRole('button', { name: words.calculate }).click();
    await expect(panel.getByTestId('volume-answer')).toBeVisible({ timeout: 60_000 });
    await lookAt(page, { path: path.join(SHOTS, `volume-${language}.png`) });
  });
}

test('screenshot of the volume bottom sheet on a phone @screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, ADMIN);
  // The sheet covers the lower part: the box sits above the centre.
  const view = viewAround([0, -220]);
  await openSurveyMap(page, view.hash, 'Volume');
  // The relief drawn (its greens) before the sheet opens over it.
  await expectCanvas(
    page,
    ([r, g, b]) => g > r + 20 && g > b + 20,
    (share) => share > 0.3,
    'the DSM drawn as relief',
  );
  await page.getByRole('button', { name: 'Volume' }).click();
  const panel = page.getByTestId('volume-panel');
  await expect(panel).toBeVisible();
  // The map above the sheet still shows the relief (it once went blank while the sheet scrolled).
  await expectCanvas(
    page,
    ([r, g, b]) => g > r + 20 && g > b + 20,
    (share) => share > 0.3,
    'the relief above the open sheet',
    [0.05, 0.1, 0.95, 0.4],
  );
  await lookAt(page, { path: path.join(SHOTS, 'volume-phone.png') });
});
