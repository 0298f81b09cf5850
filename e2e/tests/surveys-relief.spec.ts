import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { ADMIN } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken, storeOnNextPage } from '../support/helpers.js';
import { isData, shareOfCanvas } from '../support/mapPixels.js';
import { surveyMap } from '../support/surveys.js';
import { api, apiToken, waitForLayer } from '../support/uploads.js';

const SHOTS = '/tmp/surveys-relief';
/** The app's chunks and the DSM's tiles on a two-core machine shared by several runs. */
const LOAD_MS = 60_000;
test.describe.configure({ timeout: 300_000 });
mkdirSync(SHOTS, { recursive: true });

type Rgb = [number, number, number];
const spread = ([r, g, b]: Rgb) => Math.max(r, g, b) - Math.min(r, g, b);
/** A ramp's colour (terrain, viridis): far from grey. */
const isColoured = (rgb: Rgb) => isData(rgb) && spread(rgb) > 40;
/** The grey ramp under hillshade. */
const isGrey = (rgb: Rgb) => isData(rgb) && spread(rgb) < 12;

interface DsmLayer {
  id: number;
  extent: number[] | null;
  value_range: number[] | null;
  relief: { ramp: string } | null;
}

let token: string;
let mapId: number;
let dsm: DsmLayer;
let view: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  token = await apiToken(ADMIN);
  const survey = await surveyMap(token);
  mapId = survey.mapId;
  await waitForLayer(token, survey.layerId, 'ready');
  dsm = (await api<DsmLayer>(token, 'GET', `/layers/${survey.layerId}/`)).json;
  const [w, s, e, n] = dsm.extent ?? [];
  if (w === undefined || s === undefined || e === undefined || n === undefined) {
    throw new Error('the DSM has no extent');
  }
  // The DSM's square kilometre fills the middle of the map.
  view = `16/${((s + n) / 2).toFixed(6)}/${((w + e) / 2).toFixed(6)}`;
});

/** Waits until the share of matching pixels in the middle of the map passes `check`. */
async function expectCanvas(
  page: Page,
  test: (rgb: Rgb) => boolean,
  check: (share: number) => boolean,
  message: string,
) {
  // Relief tiles are drawn on the server from the DSM: slow while other runs share the cores.
  await expect
    .poll(async () => check(await shareOfCanvas(page, test)), { message, timeout: 2 * LOAD_MS })
    .toBe(true);
}

/** The shared map's DSM keeps its own drawing for the other specs. */
async function restoreDrawing() {
  const answer = await api(token, 'PATCH', `/layers/${dsm.id}/`, {
    raster_kind: 'elevation',
    relief: null,
  });
  expect(answer.status).toBe(200);
}

/** The legend's ends as the sidebar writes them in English. */
function metres(value: number, span: number): string {
  const digits = span >= 50 ? 0 : span >= 5 ? 1 : 2;
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: digits }).format(value)} m`;
}

/** The map at the DSM; its first load may be slow on a busy machine. */
async function openDsm(page: Page, ready: string | Locator = 'Layers') {
  await page.goto('about:blank');
  await page.goto(`/maps/${mapId}/#${view}`);
  const shown = typeof ready === 'string' ? page.getByRole('list', { name: ready }) : ready;
  await expect(shown).toBeVisible({ timeout: LOAD_MS });
}

test('draws the DSM as relief, coloured by height, with a legend of its heights', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  await openDsm(page);
  await expectCanvas(page, isColoured, (share) => share > 0.5, 'the DSM drawn in colours');
  const legend = page.getByTestId('relief-legend');
  await expect(legend).toHaveAttribute('data-ramp', 'terrain');
  const [min, max] = dsm.value_range ?? [];
  expect(min).toBeDefined();
  const span = max! - min!;
  await expect(legend.getByTestId('relief-legend-min')).toHaveText(metres(min!, span));
  await expect(legend.getByTestId('relief-legend-max')).toHaveText(metres(max!, span));
  await expect(legend.getByText('Elevation (metres)')).toBeVisible();
  await lookAt(page, { path: path.join(SHOTS, 'relief-terrain.png') });
});

test('a ramp chosen in the layer form changes the drawing and the legend', async ({ page }) => {
  await signInWithToken(page, ADMIN);
  try {
    await page.goto(`/layers/${dsm.id}/`);
    const section = page.getByTestId('layer-raster-section');
    await expect(section.getByRole('heading', { name: 'Raster drawing' })).toBeVisible({
      timeout: LOAD_MS,
    });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await section.getByRole('combobox', { name: 'Colour ramp' }).click();
    await page.getByRole('option', { name: 'Grey' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await lookAt(page, { path: path.join(SHOTS, 'relief-form-grey.png'), fullPage: true });
    const saved = (await api<DsmLayer>(token, 'GET', `/layers/${dsm.id}/`)).json;
    expect(saved.relief?.ramp).toBe('grey');

    await openDsm(page);
    await expect(page.getByTestId('relief-legend')).toHaveAttribute('data-ramp', 'grey');
    await expectCanvas(page, isGrey, (share) => share > 0.8, 'the DSM drawn in greys');
    expect(await shareOfCanvas(page, isColoured)).toBeLessThan(0.05);
  } finally {
    await restoreDrawing();
  }
});

test('clicking the DSM shows the height there, as the API answers it', async ({ page }) => {
  await signInWithToken(page, ADMIN);
  await openDsm(page);
  await expectCanvas(page, isColoured, (share) => share > 0.5, 'the DSM drawn');
  const canvas = page.locator(MAP_CANVAS);
  const box = (await canvas.boundingBox())!;
  const card = page.getByRole('dialog', { name: 'Height here' });
  // Clicked again while no card opens: on a loaded machine the first click can land while the
  // map is still busy drawing, and is lost (seen once in a full run).
  await expect(async () => {
    if (!(await card.isVisible())) {
      await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.45);
    }
    await expect(card).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: LOAD_MS });
  const row = card.getByTestId('height-row');
  await expect(row).toHaveAttribute('data-elevation', /^-?\d/, { timeout: LOAD_MS });
  const shown = Number(await row.getAttribute('data-elevation'));
  const lng = await card.getAttribute('data-lng');
  const lat = await card.getAttribute('data-lat');
  const answer = await api<{ elevation: number | null; survey_date: string | null }>(
    token,
    'GET',
    `/maps/${mapId}/layers/${dsm.id}/elevation/?lng=${Number(lng).toFixed(7)}&lat=${Number(lat).toFixed(7)}`,
  );
  expect(answer.status).toBe(200);
  expect(answer.json.elevation).not.toBeNull();
  expect(Math.abs(shown - answer.json.elevation!)).toBeLessThan(0.05);
  await expect(row).toContainText(`${shown.toFixed(2)} m`);
  await expect(row).toContainText('DSM');
  // A map's dates are dd/MM/yyyy: the later survey answers where no date is chosen.
  await expect(row).toContainText('survey of 11/06/2024');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toBeHidden();
});

const TEXTS = {
  en: { title: 'Height here', layers: 'Layers', section: 'Raster drawing' },
  fr: { title: 'Altitude ici', layers: 'Couches', section: 'Rendu du raster' },
  ga: { title: 'Airde anseo', layers: 'Sraitheanna', section: 'Líníocht an rastair' },
} as const;

for (const language of ['en', 'fr', 'ga'] as const) {
  test(`relief, its legend, a height and the form in ${language} @screens`, async ({ page }) => {
    await signInWithToken(page, ADMIN);
    await storeOnNextPage(page, 'lang', language);
    await openDsm(page, TEXTS[language].layers);
    await expectCanvas(page, isColoured, (share) => share > 0.5, 'the DSM drawn');
    const box = (await page.locator(MAP_CANVAS).boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.45);
    await expect(
      page.getByRole('dialog', { name: TEXTS[language].title }).getByTestId('height-row'),
    ).toHaveAttribute('data-elevation', /^-?\d/);
    await lookAt(page, { path: path.join(SHOTS, `relief-map-${language}.png`) });

    await page.goto(`/layers/${dsm.id}/`);
    const section = page.getByTestId('layer-raster-section');
    await expect(section.getByRole('heading', { name: TEXTS[language].section })).toBeVisible({
      timeout: LOAD_MS,
    });
    await page.getByRole('button', { name: /^(Edit|Modifier|Cuir in eagar)$/ }).click();
    await section.scrollIntoViewIfNeeded();
    await lookAt(section, { path: path.join(SHOTS, `relief-form-${language}.png`) });
  });
}

test('relief and a height on a phone @screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, ADMIN);
  await openDsm(page, page.getByTestId('map'));
  await expectCanvas(page, isColoured, (share) => share > 0.5, 'the DSM drawn');
  const box = (await page.locator(MAP_CANVAS).boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.5);
  await expect(
    page.getByRole('dialog', { name: 'Height here' }).getByTestId('height-row'),
  ).toHaveAttribute('data-elevation', /^-?\d/);
  await lookAt(page, { path: path.join(SHOTS, 'relief-phone-map.png') });
});
