import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test } from '../support/test.js';
import {
  ADMIN,
  BASE_URL,
  NORTHERN_ORGANISATION,
  PORT,
  VIEWER,
  type Account,
} from '../support/constants.js';
import { lookAt, signInWithToken, storeOnNextPage } from '../support/helpers.js';
import { expectCanvas, isData, isRed } from '../support/mapPixels.js';
import { CAD_RED_DIMENSION, corridorMapPath, layerOfMap, openMapAt } from '../support/mapview.js';
import { api } from '../support/uploads.js';

/** Written under /tmp, not into the repository (docs/ images belong to screenshots.spec.ts). */
const SHOTS = '/tmp/settings-layers';

const CAD_LAYER = 'Line Mapping (CAD)';

/** A token of the account for the test's own API calls (outside the browser, no CSRF). */
async function apiToken(account: Account): Promise<string> {
  const answer = await fetch(`${BASE_URL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { key: string }).key;
}

/** The grid row that holds a text. */
function rowOf(page: Page, grid: string, text: string): Locator {
  return page.getByRole('grid', { name: grid }).getByRole('row').filter({ hasText: text });
}

/** The share of the preview map's pixels that are data, not the offline background. */
async function previewDataShare(page: Page): Promise<number> {
  const canvas = page.getByTestId('layer-preview-map').locator('canvas');
  const png = PNG.sync.read(await canvas.screenshot());
  let hits = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (isData([png.data[i]!, png.data[i + 1]!, png.data[i + 2]!])) hits += 1;
  }
  return hits / (png.width * png.height);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('Add a Layer creates a layer, which the list shows and deletes', async ({ page }) => {
  const name = `E2E Bridges ${unique()}`;
  await signInWithToken(page, ADMIN);
  await page.goto('/layers/');
  await expect(page.getByRole('heading', { level: 1, name: 'Layers' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Layer' });
  await expect(dialog).toBeVisible();
  // Nothing is sent without a name.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Value is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Bridges along the corridor');
  await dialog.getByRole('button', { name: 'Save' }).click();

  // The new layer opens, read-only, with the defaults of section 9.
  await expect(page).toHaveURL(/\/layers\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Visibility', exact: true })).toHaveValue('Owner');
  await page.getByRole('button', { name: 'Show Advanced fields' }).click();
  await expect(page.getByRole('textbox', { name: 'Minimum Zoom' })).toHaveValue('0');
  await expect(page.getByRole('textbox', { name: 'Maximum Zoom' })).toHaveValue('21');

  await page.getByRole('link', { name: 'Back to the layers' }).click();
  await page.getByRole('searchbox', { name: 'Search layers' }).fill(name);
  await expect(page).toHaveURL(/search=/);
  const row = rowOf(page, 'Layers', name);
  await expect(row).toBeVisible();
  await expect(row.getByText('No data yet')).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('the AutoCAD Default templates, saved, change the drawing in the map', async ({ page }) => {
  // Two map views and a save on a shared two-core machine.
  test.setTimeout(90_000);
  await signInWithToken(page, ADMIN);
  const mapPath = await corridorMapPath();
  const cad = await layerOfMap(mapPath, CAD_LAYER);
  const token = await apiToken(ADMIN);
  // Start from a plain black drawing: the CAD pen colours are what the templates bring back.
  const plain = await api(token, 'PATCH', `/layers/${cad.id}/`, {
    style: [{ type: 'line', paint: { 'line-color': '#000000' } }],
    label: [{ type: 'symbol', layout: { 'text-field': ['get', 'label'] } }],
  });
  expect(plain.status).toBe(200);
  try {
    await openMapAt(page, mapPath, CAD_RED_DIMENSION);
    await expectCanvas(page, isData, (s) => s > 0.0005, 'the drawing in black', 0.95);
    await expectCanvas(page, isRed, (s) => s < 0.00005, 'no red pen yet', 0.95);

    await page.goto(`/layers/${cad.id}/`);
    await expect(page.getByRole('heading', { level: 2, name: CAD_LAYER })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Show Advanced fields' }).click();
    await page.getByRole('button', { name: 'Apply Style template' }).click();
    await page.getByRole('menuitem', { name: 'AutoCAD Default' }).click();
    // CodeMirror draws the lines in view only: the template's first rule is the brush fill.
    await expect(page.getByRole('textbox', { name: 'Style' })).toContainText(
      'waymark__ogr_style__brush_color',
    );
    await page.getByRole('button', { name: 'Apply Label template' }).click();
    await page.getByRole('menuitem', { name: 'AutoCAD Default' }).click();
    await expect(page.getByRole('textbox', { name: 'Label' })).toContainText(
      'waymark__ogr_style__label_text',
    );
    // The templates lint clean against MapLibre's style specification.
    await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Layer saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

    await openMapAt(page, mapPath, CAD_RED_DIMENSION);
    await expectCanvas(page, isRed, (s) => s > 0.0002, "the drawing's red pen", 0.95);
  } finally {
    await api(token, 'PATCH', `/layers/${cad.id}/`, { style: null, label: null });
  }
});

test('a style error is marked at its line, and invalid JSON is never saved', async ({ page }) => {
  await signInWithToken(page, ADMIN);
  const cad = await layerOfMap(await corridorMapPath(), CAD_LAYER);
  await page.goto(`/layers/${cad.id}/`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Show Advanced fields' }).click();
  const style = page.getByRole('textbox', { name: 'Style' });
  await style.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  // CodeMirror closes brackets as they are typed: insert the text as a paste would.
  await page.keyboard.insertText('[\n{"type": "line",\n"paint": {"line-color": "nope"}}\n]');
  await expect(page.getByText('Style problems: 1. Rules with errors are not drawn.')).toBeVisible();
  await page.locator('.cm-lintRange-error').first().hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText('color expected');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('[{"type": "line",');
  await expect(
    page.getByText('Not applied until it is valid: the last valid value is kept.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
});

test('a user without layers.change_layer gets the permission-denied page', async ({ page }) => {
  await signInWithToken(page, VIEWER);
  await page.goto('/layers/');
  await expect(page).toHaveURL(/\/permission-denied\/$/);
  await expect(page.getByText('You dont have permission to complete action')).toBeVisible();
});

test.describe('a list of more than 100 layers', () => {
  const PREFIX = `Paging ${unique()}`;
  const COUNT = 105;
  let token = '';
  let organisationId = 0;
  const ids: number[] = [];

  test.beforeAll(async () => {
    token = await apiToken(ADMIN);
    const me = (await api(token, 'GET', '/users/me/')).json as {
      organisations: { id: number; name: string }[];
    };
    const northern = me.organisations.find((o) => o.name === NORTHERN_ORGANISATION.name);
    if (!northern) throw new Error('the admin is not in the second organisation');
    organisationId = northern.id;
    // Made in another order than their names', so that sorting by name shows.
    const order = Array.from({ length: COUNT }, (_, i) => ((i * 37 + 50) % COUNT) + 1);
    for (const i of order) {
      const created = await api(token, 'POST', '/layers/', {
        name: `${PREFIX} ${String(i).padStart(3, '0')}`,
        organisation_id: organisationId,
        visibility: 'ORG',
      });
      expect(created.status).toBe(201);
      ids.push((created.json as { id: number }).id);
    }
  });

  test.afterAll(async () => {
    for (const id of ids) await api(token, 'DELETE', `/layers/${id}/`);
  });

  test('pages by 100 and sorts by name on the server', async ({ page }) => {
    // On the second organisation's domain: elsewhere the app would send the browser there.
    const origin = `http://${NORTHERN_ORGANISATION.domain}:${PORT}`;
    await signInWithToken(page, ADMIN, origin);
    await storeOnNextPage(page, 'organisationId', String(organisationId), origin);
    await page.goto(`${origin}/layers/?search=${encodeURIComponent(PREFIX)}`);
    const grid = page.getByRole('grid', { name: 'Layers' });
    await expect(page.getByText(`1–100 of ${COUNT}`)).toBeVisible();

    await grid.getByRole('columnheader', { name: 'Name' }).click();
    await expect(page).toHaveURL(/ordering=name/);
    await expect(grid.getByRole('row').nth(1)).toContainText(`${PREFIX} 001`);
    await grid.getByRole('columnheader', { name: 'Name' }).click();
    await expect(page).toHaveURL(/ordering=-name/);
    await expect(grid.getByRole('row').nth(1)).toContainText(`${PREFIX} 105`);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(`101–105 of ${COUNT}`)).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    // Descending, the last page holds the first five.
    await expect(grid.getByRole('row').nth(1)).toContainText(`${PREFIX} 005`);
    await expect(rowOf(page, 'Layers', PREFIX)).toHaveCount(5);
  });
});

/** The texts the screenshots wait for, in each language. */
const TEXTS = {
  en: {
    list: 'Layers',
    edit: 'Edit',
    advanced: 'Show Advanced fields',
    create: 'Create',
    files: 'Files',
  },
  fr: {
    list: 'Couches',
    edit: 'Modifier',
    advanced: 'Afficher les champs avancés',
    create: 'Créer',
    files: 'Fichiers',
  },
  ga: {
    list: 'Sraitheanna',
    edit: 'Cuir in eagar',
    advanced: 'Taispeáin réimsí casta',
    create: 'Cruthaigh',
    files: 'Comhaid',
  },
} as const;

async function shoot(page: Page, name: string) {
  await lookAt(page, { path: `${SHOTS}-${name}.png`, animations: 'disabled' });
}

/** Scrolls the settings page (its own scrolling box) to a part of it. */
async function scrollTo(target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

for (const language of ['en', 'fr', 'ga'] as const) {
  test(`screenshots of the layer screens in ${language} @screens`, async ({ page }) => {
    test.setTimeout(60_000);
    const text = TEXTS[language];
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInWithToken(page, ADMIN);
    const cad = await layerOfMap(await corridorMapPath(), CAD_LAYER);

    await page.goto('/layers/');
    await expect(rowOf(page, text.list, CAD_LAYER)).toBeVisible();
    await shoot(page, `${language}-list`);

    await page.getByRole('button', { name: text.create }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: text.advanced }).click();
    await shoot(page, `${language}-add`);
    await page.keyboard.press('Escape');

    await page.goto(`/layers/${cad.id}/`);
    await expect(page.getByRole('heading', { level: 2, name: CAD_LAYER })).toBeVisible();
    await shoot(page, `${language}-detail`);
    await page.getByRole('button', { name: text.advanced }).click();
    const preview = page.getByTestId('layer-preview-map');
    await scrollTo(preview);
    await expect(preview.locator('canvas')).toBeVisible();
    await expect
      .poll(() => previewDataShare(page), {
        message: 'the preview draws the layer',
        timeout: 15_000,
      })
      .toBeGreaterThan(0.001);
    await shoot(page, `${language}-preview`);
    await page.getByRole('button', { name: text.edit, exact: true }).click();
    await expect(page.locator('.cm-editor').first()).toBeVisible();
    await scrollTo(page.locator('.cm-editor').first());
    await shoot(page, `${language}-edit`);
    await scrollTo(page.getByRole('heading', { name: text.files, exact: true }));
    await shoot(page, `${language}-files`);
  });
}

test('screenshots of the layer screens on a phone @screens', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signInWithToken(page, ADMIN);
  const cad = await layerOfMap(await corridorMapPath(), CAD_LAYER);
  await page.goto('/layers/');
  await expect(rowOf(page, 'Layers', CAD_LAYER)).toBeVisible();
  await shoot(page, 'xs-list');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a Layer' })).toBeVisible();
  await shoot(page, 'xs-add');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goto(`/layers/${cad.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: CAD_LAYER })).toBeVisible();
  await shoot(page, 'xs-detail');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Show Advanced fields' }).click();
  await expect(page.locator('.cm-editor').first()).toBeVisible();
  await scrollTo(page.getByRole('heading', { name: 'Style', exact: true }));
  await shoot(page, 'xs-edit');
  await scrollTo(page.getByTestId('layer-preview-map'));
  await shoot(page, 'xs-preview');
});
