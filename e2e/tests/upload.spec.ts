import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from '@playwright/test';
import yazl from 'yazl';
import { expect as baseExpect, test } from '../support/test.js';
import { ADMIN } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken, storeOnNextPage } from '../support/helpers.js';
import { expectCanvas, isData } from '../support/mapPixels.js';
import { openMapAt } from '../support/mapview.js';
import {
  api,
  apiToken,
  createLayerFor,
  createMap,
  fixture,
  openGeneralUpload,
  removeMap,
  rowOf,
  tempDir,
  unique,
  uploadIntoNewLayer,
  waitForLayer,
  WARNING,
} from '../support/uploads.js';

/** The map behind the dialogs is drawn on the CPU of a loaded runner: screens take their time. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/upload';
const MASSACHUSETTS = '8/42.3/-71.8';
const WORCESTER = '10/42.38/-71.79';
const SENATE = ['shp', 'shx', 'dbf', 'prj', 'sbn', 'sbx', 'shp.xml'].map((ext) =>
  fixture(`shapefile/senate.${ext}`),
);

let token: string;
test.beforeAll(async () => {
  token = await apiToken(ADMIN);
});
test.beforeEach(async ({ page }) => {
  // The map behind the dialogs is drawn on the CPU (SwiftShader) of a loaded machine.
  test.setTimeout(180_000);
  await signInWithToken(page, ADMIN);
});

test('a shapefile and its companions go into a new layer of a new map, watched to ready, then drawn', async ({
  page,
}) => {
  const mapName = `E2E Senate ${unique()}`;
  const seed = await createMap(token, `E2E start ${unique()}`);
  let mapId: number | null = null;
  try {
    const dialog = await openGeneralUpload(page, seed);
    await dialog.getByRole('button', { name: 'Create Map' }).click();
    const add = page.getByRole('dialog', { name: 'Add a Map' });
    await add.getByRole('textbox', { name: /^Name/ }).fill(mapName);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(dialog.getByRole('combobox', { name: 'Map' })).toHaveText(mapName);
    mapId = (
      await api<{ results: { id: number }[] }>(
        token,
        'GET',
        `/maps/?search=${encodeURIComponent(mapName)}`,
      )
    ).json.results[0]!.id;

    await dialog.getByTestId('upload-input').setInputFiles(SENATE);
    // The companions follow senate.shp: no fields of their own.
    await expect(rowOf(dialog, 'senate.prj').getByRole('combobox')).toHaveCount(0);
    await expect(rowOf(dialog, 'senate.shp').getByText('399 KB')).toBeVisible();
    await expect(dialog.getByText(WARNING)).toBeVisible();
    await createLayerFor(dialog, 'senate.shp', 'Senate districts');
    await expect(dialog.getByText(WARNING)).toBeHidden();
    await lookAt(page, { path: `${SHOTS}-general-en.png` });

    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/maps/${mapId}/detail/$`));
    const state = dialog.getByTestId('processing-senate.shp');
    await expect(state.getByText('Ready')).toBeVisible({ timeout: 90_000 });
    await lookAt(page, { path: `${SHOTS}-processed.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await openMapAt(page, `/maps/${mapId}/`, MASSACHUSETTS);
    await expect(page.getByRole('checkbox', { name: 'Show Senate districts' })).toBeVisible();
    await expectCanvas(page, isData, (s) => s > 0.3, 'the new districts are drawn');
  } finally {
    if (mapId !== null) await removeMap(token, mapId);
    await removeMap(token, seed);
  }
});

test('a GeoTIFF goes into an existing raster layer through the layer upload', async ({ page }) => {
  const mapId = await createMap(token, `E2E rasters ${unique()}`);
  try {
    const layerId = await uploadIntoNewLayer(
      token,
      mapId,
      'E2E Orthophotos',
      [fixture('geotiff/RGB.byte.tif')],
      'raster',
    );
    await page.goto(`/layers/${layerId}/`);
    await page.getByRole('button', { name: 'Upload files', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload files to “E2E Orthophotos”' });
    await dialog.getByTestId('upload-input').setInputFiles([fixture('geotiff/world.rgb.tif')]);
    // Into a raster layer a TIFF is raster data, its projection its own.
    await expect(
      rowOf(dialog, 'world.rgb.tif').getByRole('combobox', { name: 'File Type' }),
    ).toHaveText('Raster');
    await expect(dialog.getByRole('combobox', { name: 'Map' })).toHaveCount(0);
    await lookAt(page, { path: `${SHOTS}-layer-en.png` });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden();

    const files = page.getByRole('grid', { name: 'Files' });
    const row = files.getByRole('row').filter({ hasText: 'world.rgb.tif' });
    await expect(row).toBeVisible();
    // The server first, then the screen: a failure says whether the processing or the list's
    // refresh fell behind (this test once waited 90 s for 'Ready' and passed on its retry).
    await waitForLayer(token, layerId, 'ready');
    await expect(row.getByText('Ready')).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-layer-files.png`, fullPage: true });
    const status = await api<{ files: { name: string; status: string }[] }>(
      token,
      'GET',
      `/layers/${layerId}/status`,
    );
    expect(status.json.files.map((f) => [f.name, f.status]).sort()).toEqual([
      ['RGB.byte.tif', 'ready'],
      ['world.rgb.tif', 'ready'],
    ]);
  } finally {
    await removeMap(token, mapId);
  }
});

test('a DXF without a .prj keeps Upload disabled until a coordinate system is chosen', async ({
  page,
}) => {
  const mapId = await createMap(token, `E2E drawings ${unique()}`);
  try {
    const dialog = await openGeneralUpload(page, mapId);
    await dialog
      .getByTestId('upload-input')
      .setInputFiles([fixture('cad/sample_AC1009_ascii.dxf')]);
    await createLayerFor(dialog, 'sample_AC1009_ascii.dxf', 'E2E drawing');
    const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
    await expect(upload).toBeDisabled();
    await expect(dialog.getByText(WARNING)).toBeVisible();
    const crs = rowOf(dialog, 'sample_AC1009_ascii.dxf').getByRole('combobox', {
      name: 'Select a standard coordinate system or enter a EPSG code',
    });
    await crs.click();
    await page.getByRole('option', { name: /OSGB 1936 \/ British National Grid/ }).click();
    await expect(upload).toBeEnabled();
    await expect(dialog.getByText(WARNING)).toBeHidden();
  } finally {
    await removeMap(token, mapId);
  }
});

test('a corrupt TIFF shows its error code, title and message', async ({ page }) => {
  const mapId = await createMap(token, `E2E corrupt ${unique()}`);
  try {
    const dialog = await openGeneralUpload(page, mapId);
    await dialog.getByTestId('upload-input').setInputFiles([fixture('geotiff/corrupt.tif')]);
    await createLayerFor(dialog, 'corrupt.tif', 'E2E corrupt');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const state = dialog.getByTestId('processing-corrupt.tif');
    // The pixels are damaged: warping fails (section 8, code 4).
    await expect(state.getByText('Error 4 GDALWARP_TIF', { exact: true })).toBeVisible({
      timeout: 90_000,
    });
    await expect(
      state.getByText('Unable to process this raster data.', { exact: true }),
    ).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-error.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The map's sidebar shows it too.
    await page.goto(`/maps/${mapId}/`);
    await expect(
      page.getByRole('img', {
        name: 'E2E corrupt: Error 4 GDALWARP_TIF. Unable to process this raster data.',
      }),
    ).toBeVisible();
  } finally {
    await removeMap(token, mapId);
  }
});

/** A zip whose sub-folder is named by a value of the layer's attachment field. */
async function attachmentsZip(dir: string): Promise<string> {
  const target = path.join(dir, 'reports.zip');
  const zip = new yazl.ZipFile();
  zip.addFile(fixture('attachments/pdf-definition.pdf'), '36/pdf-definition.pdf');
  zip.end();
  await new Promise<void>((resolve, reject) => {
    zip.outputStream.pipe(createWriteStream(target)).on('close', resolve).on('error', reject);
  });
  return target;
}

test("a zip of attachments and a file attached 'By <field>' show in the feature's popup", async ({
  page,
}) => {
  const mapId = await createMap(token, `E2E reports ${unique()}`);
  try {
    const layerId = await uploadIntoNewLayer(
      token,
      mapId,
      'E2E districts',
      SENATE.slice(0, 4),
      'vector',
    );
    expect(
      (await api(token, 'PATCH', `/layers/${layerId}/`, { attachment_field: 'SENDISTNUM' })).status,
    ).toBe(200);
    const zip = await attachmentsZip(tempDir('waymark-upload-'));

    await page.goto(`/layers/${layerId}/`);
    await page.getByRole('button', { name: 'Upload files', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload files to “E2E districts”' });
    await dialog
      .getByTestId('upload-input')
      .setInputFiles([zip, fixture('attachments/ACadFileExploration.xlsx')]);
    await expect(rowOf(dialog, 'reports.zip').getByText('Auto')).toBeVisible();
    await rowOf(dialog, 'ACadFileExploration.xlsx')
      .getByRole('combobox', { name: 'Attach to feature:' })
      .click();
    await expect(page.getByText('By SENDISTNUM')).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-attach.png` });
    await page.getByRole('option', { name: '36', exact: true }).click();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden();
    await waitForLayer(token, layerId, 'ready');

    await openMapAt(page, `/maps/${mapId}/`, WORCESTER);
    await expectCanvas(page, isData, (s) => s > 0.5, 'the districts are drawn');
    await page.locator(MAP_CANVAS).click();
    const popup = page.getByRole('dialog', { name: 'E2E districts' });
    // A new layer's popup is the Tab View (section 9): the files are on its Attachments tab.
    await popup.getByRole('tab', { name: 'Attachments' }).click();
    await expect(popup.getByText('pdf-definition.pdf')).toBeVisible();
    await expect(popup.getByText('ACadFileExploration.xlsx')).toBeVisible();
  } finally {
    await removeMap(token, mapId);
  }
});

test('a large file resumes where a cut connection left it, also after a reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dir = tempDir('waymark-large-');
  const big = path.join(dir, 'large-orthophoto.tif');
  // ~25 MB: over the 20 MB from which files travel by the resumable protocol.
  execFileSync('gdal_translate', [
    '-q',
    '-outsize',
    '2900',
    '2900',
    fixture('geotiff/RGB.byte.tif'),
    big,
  ]);
  const mapId = await createMap(token, `E2E large ${unique()}`);
  const seen: { method: string; offset: string | null }[] = [];
  const record = (request: Request) => {
    if (request.url().includes('/api/uploads/'))
      seen.push({ method: request.method(), offset: request.headers()['upload-offset'] ?? null });
  };
  try {
    // First visit: the second chunk never arrives; the page is left.
    let patches = 0;
    await page.route('**/api/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH' && ++patches === 2) return; // left hanging
      await route.continue();
    });
    let dialog = await openGeneralUpload(page, mapId);
    await dialog.getByTestId('upload-input').setInputFiles([big]);
    await createLayerFor(dialog, 'large-orthophoto.tif', 'E2E large');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => patches).toBe(2);
    await expect(rowOf(dialog, 'large-orthophoto.tif').getByText(/^\d+ MB of 24 MB/)).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-progress.png` });
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Second visit: the same file to the same map resumes, and the connection is cut once more.
    await page.reload();
    page.on('request', record);
    const answeredOffsets: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'HEAD' && response.url().includes('/api/uploads/'))
        answeredOffsets.push(Number(response.headers()['upload-offset']));
    });
    let resumedPatches = 0;
    await page.route('**/api/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH' && ++resumedPatches === 2) {
        return route.abort('connectionreset');
      }
      await route.continue();
    });
    dialog = await openGeneralUpload(page, mapId);
    await dialog.getByTestId('upload-input').setInputFiles([big]);
    await createLayerFor(dialog, 'large-orthophoto.tif', 'E2E large');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByTestId('processing-large-orthophoto.tif')).toBeVisible({
      timeout: 120_000,
    });

    // It asked where the upload stood and went on from there (at least the first chunk), not
    // from 0; after the cut it asked again and sent the lost chunk from the same offset.
    expect(seen[0]).toEqual({ method: 'HEAD', offset: null });
    const patchesSent = seen.filter((r) => r.method === 'PATCH');
    expect(Number(patchesSent[0]!.offset)).toBe(answeredOffsets[0]);
    expect(answeredOffsets[0]).toBeGreaterThanOrEqual(8 * 1024 * 1024);
    const cutAt = seen.indexOf(patchesSent[1]!);
    expect(seen.slice(cutAt + 1).some((r) => r.method === 'HEAD')).toBe(true);
    expect(patchesSent[2]!.offset).toBe(patchesSent[1]!.offset);
    expect(patchesSent.map((r) => r.offset)).not.toContain('0');

    await expect(
      dialog.getByTestId('processing-large-orthophoto.tif').getByText('Ready'),
    ).toBeVisible({ timeout: 120_000 });
    const map = await api<{ layers: { id: number; name: string }[] }>(
      token,
      'GET',
      `/maps/${mapId}/`,
    );
    const layer = map.json.layers.find((l) => l.name === 'E2E large')!;
    const files = await api<{ name: string; sha256: string }[]>(
      token,
      'GET',
      `/layers/${layer.id}/files/?details=true`,
    );
    // The stored file is the one chosen, byte for byte.
    const sha256 = createHash('sha256').update(readFileSync(big)).digest('hex');
    expect(files.json.find((f) => f.name === 'large-orthophoto.tif')?.sha256).toBe(sha256);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await removeMap(token, mapId);
  }
});

test('screenshots of the dialogs in English, French and Irish, and on a phone @screens', async ({
  page,
}) => {
  const mapId = await createMap(token, `E2E shots ${unique()}`);
  try {
    const layerId = await uploadIntoNewLayer(
      token,
      mapId,
      'E2E shots districts',
      SENATE.slice(0, 4),
      'vector',
    );
    for (const language of ['en', 'fr', 'ga'] as const) {
      await storeOnNextPage(page, 'lang', language);
      await page.setViewportSize({ width: 1280, height: 860 });
      await page.goto(`/maps/${mapId}/`);
      await page
        .getByRole('banner')
        .getByRole('button', {
          name: { en: 'Upload', fr: 'Téléverser', ga: 'Uaslódáil' }[language],
        })
        .click();
      const dialog = page.getByRole('dialog').first();
      await dialog
        .getByTestId('upload-input')
        .setInputFiles([
          ...SENATE.slice(0, 4),
          fixture('cad/sample_AC1009_ascii.dxf'),
          fixture('geotiff/byte.tif'),
          fixture('attachments/pdf-definition.pdf'),
          fixture('shapefile/qgis.zip'),
        ]);
      await expect(rowOf(dialog, 'qgis.zip')).toBeVisible();
      await lookAt(page, { path: `${SHOTS}-dialog-${language}.png` });
      if (language === 'en') {
        await rowOf(dialog, 'senate.shp').getByRole('checkbox').check();
        await rowOf(dialog, 'sample_AC1009_ascii.dxf').getByRole('checkbox').check();
        await dialog.getByRole('button', { name: 'Set' }).click();
        await expect(page.getByRole('dialog', { name: 'Batch Edit' })).toBeVisible();
        await page.waitForTimeout(400); // the dialog's fade-in
        await lookAt(page, { path: `${SHOTS}-batch-en.png` });
        await page
          .getByRole('dialog', { name: 'Batch Edit' })
          .getByRole('button', { name: 'Cancel' })
          .click();
        await dialog.getByRole('button', { name: 'More information about file formats' }).click();
        await expect(page.getByRole('dialog', { name: 'How to upload files' })).toBeVisible();
        await page.waitForTimeout(400);
        await lookAt(page, { path: `${SHOTS}-help-en.png` });
        await page
          .getByRole('dialog', { name: 'How to upload files' })
          .getByRole('button', { name: 'Close' })
          .click();
      }
    }
    await storeOnNextPage(page, 'lang', 'en');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/layers/${layerId}/`);
    await page.getByRole('button', { name: 'Upload files', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Upload files to/ });
    await dialog
      .getByTestId('upload-input')
      .setInputFiles([fixture('attachments/pdf-definition.pdf'), fixture('shapefile/box.shp')]);
    await lookAt(page, { path: `${SHOTS}-phone.png` });
  } finally {
    await removeMap(token, mapId);
  }
});
