import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/test.js';
import { ADMIN } from '../support/constants.js';
import { lookAt, signInWithToken, storeOnNextPage } from '../support/helpers.js';
import {
  api,
  apiToken,
  createMap,
  fixture,
  removeMap,
  rowOf,
  tempDir,
  unique,
  uploadIntoNewLayer,
} from '../support/uploads.js';

/** The map behind the dialogs is drawn on the CPU of a loaded runner: screens take their time. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/surveys-upload';

interface FileAnswer {
  name: string;
  survey_date: string | null;
  survey_date_source: 'file' | 'user' | null;
}

let token: string;
test.beforeAll(async () => {
  token = await apiToken(ADMIN);
});
test.beforeEach(async ({ page }) => {
  test.setTimeout(240_000);
  await signInWithToken(page, ADMIN);
});

/** A copy of a real fixture under its own name (fixtures are never written beside). */
function copyOf(name: string, as: string): string {
  const file = path.join(tempDir('waymark-e2e-survey-'), as);
  copyFileSync(fixture(name), file);
  return file;
}

/** A map with a raster layer (a first orthophoto in it) for the layer upload; their ids. */
async function rasterLayer(name: string): Promise<{ mapId: number; layerId: number }> {
  const mapId = await createMap(token, `E2E survey dates ${unique()}`);
  const layerId = await uploadIntoNewLayer(
    token,
    mapId,
    name,
    [fixture('geotiff/RGB.byte.tif')],
    'raster',
  );
  return { mapId, layerId };
}

async function fileOf(layerId: number, name: string): Promise<FileAnswer | undefined> {
  const files = await api<FileAnswer[]>(token, 'GET', `/layers/${layerId}/files/?details=true`);
  return files.json.find((file) => file.name === name);
}

const surveyDates = async (layerId: number) =>
  (await api<{ survey_dates: string[] }>(token, 'GET', `/layers/${layerId}/`)).json.survey_dates;

/** The row of the layer's files table that holds `name`. */
const filesRow = (page: Page, name: string): Locator =>
  page.getByRole('grid', { name: 'Files' }).getByRole('row').filter({ hasText: name });

test('a survey date typed in the layer upload shows in the files list, is changed in place, then removed', async ({
  page,
}) => {
  const { mapId, layerId } = await rasterLayer('E2E dated orthophotos');
  const name = 'ortho-2021.tif';
  try {
    await page.goto(`/layers/${layerId}/`);
    await page.getByRole('button', { name: 'Upload files', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload files to “E2E dated orthophotos”' });
    await dialog.getByTestId('upload-input').setInputFiles([copyOf('geotiff/byte.tif', name)]);
    await expect(dialog.getByRole('columnheader', { name: /Survey date/ })).toBeVisible();
    const day = rowOf(dialog, name).getByLabel(`Survey date of ${name}`);
    await expect(day).toHaveValue('');
    await day.fill('2021-05-04');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The uploader's date, in the list and on the server (a user's, not the file's).
    const row = filesRow(page, name);
    await expect(row.getByText('Ready')).toBeVisible({ timeout: 90_000 });
    await expect(row.getByText('4 May 2021')).toBeVisible();
    await expect(row.getByText('(set by hand)')).toBeVisible();
    expect(await fileOf(layerId, name)).toMatchObject({
      survey_date: '2021-05-04',
      survey_date_source: 'user',
    });
    expect(await surveyDates(layerId)).toContain('2021-05-04');

    // Corrected in place.
    await row.getByRole('button', { name: `Change the survey date of ${name}` }).click();
    const input = row.getByLabel(`Survey date of ${name}`);
    await expect(input).toHaveValue('2021-05-04');
    await input.fill('2022-08-09');
    await row.getByRole('button', { name: 'Save the survey date' }).click();
    await expect(row.getByText('9 Aug 2022')).toBeVisible();
    expect(await fileOf(layerId, name)).toMatchObject({ survey_date: '2022-08-09' });
    const dates = await surveyDates(layerId);
    expect(dates).toContain('2022-08-09');
    expect(dates).not.toContain('2021-05-04');

    // Removed: the file has no date, and says so.
    await row.getByRole('button', { name: `Remove the survey date of ${name}` }).click();
    await expect(row.getByText('No date')).toBeVisible();
    expect(await fileOf(layerId, name)).toMatchObject({
      survey_date: null,
      survey_date_source: null,
    });
    expect(await surveyDates(layerId)).not.toContain('2022-08-09');
  } finally {
    await removeMap(token, mapId);
  }
});

const UPLOAD_TO = { en: 'Upload files', fr: 'Téléverser des fichiers', ga: 'Uaslódáil comhaid' };

test('screenshots of the Survey date column and the files list in English, French and Irish, and on a phone @screens', async ({
  page,
}) => {
  // Three languages, the viewer and a phone, drawn on the CPU of a loaded runner.
  test.setTimeout(900_000);
  const { mapId, layerId } = await rasterLayer('E2E survey shots');
  try {
    // A second survey, dated: the list shows a date, a date read from the file or none.
    const form = new FormData();
    form.append('uploads', new Blob([readFileSync(fixture('geotiff/byte.tif'))]), 'ortho-2023.tif');
    form.append('uploads_epsgs', '0');
    form.append('uploads_attach', '');
    form.append('uploads_types', 'raster');
    form.append('uploads_dates', '2023-04-18');
    expect((await api(token, 'PATCH', `/layers/${layerId}/`, form)).status).toBe(200);

    for (const language of ['en', 'fr', 'ga'] as const) {
      await storeOnNextPage(page, 'lang', language);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/layers/${layerId}/`);
      await expect(page.getByTestId('survey-date').first()).toBeVisible({ timeout: 90_000 });
      await page.getByRole('grid').last().scrollIntoViewIfNeeded();
      await lookAt(page, { path: `${SHOTS}-files-${language}.png`, fullPage: true });

      await page.getByRole('button', { name: UPLOAD_TO[language], exact: true }).click();
      const dialog = page.getByRole('dialog').first();
      await dialog
        .getByTestId('upload-input')
        .setInputFiles([
          copyOf('geotiff/byte.tif', 'ortho-2024.tif'),
          fixture('geotiff/world.rgb.tif'),
        ]);
      await rowOf(dialog, 'ortho-2024.tif').locator('input[type="date"]').fill('2024-06-11');
      await page.waitForTimeout(400); // the dialog's fade-in
      await lookAt(page, { path: `${SHOTS}-dialog-${language}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    // The map viewer's files panel.
    await storeOnNextPage(page, 'lang', 'en');
    await api(token, 'PATCH', `/layers/${layerId}/`, { file_list_visibility: 'ALL' });
    await page.goto(`/maps/${mapId}/`);
    await page.getByRole('button', { name: 'Files of E2E survey shots' }).click();
    const panel = page.getByRole('region', { name: 'Files of E2E survey shots' });
    await expect(panel.getByText('18 Apr 2023')).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-panel-en.png` });
    await panel.getByRole('button', { name: 'Change the survey date of ortho-2023.tif' }).click();
    await expect(panel.getByLabel('Survey date of ortho-2023.tif')).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-panel-editing-en.png` });

    // A phone.
    await storeOnNextPage(page, 'lang', 'en');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/layers/${layerId}/`);
    await expect(page.getByTestId('survey-date').first()).toBeVisible({ timeout: 90_000 });
    await lookAt(page, { path: `${SHOTS}-files-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'Upload files', exact: true }).click();
    const dialog = page.getByRole('dialog').first();
    await dialog.getByTestId('upload-input').setInputFiles([copyOf('geotiff/byte.tif', 'o.tif')]);
    await page.waitForTimeout(400);
    await lookAt(page, { path: `${SHOTS}-dialog-phone.png` });
  } finally {
    await removeMap(token, mapId);
  }
});
