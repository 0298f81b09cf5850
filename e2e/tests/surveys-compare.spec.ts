import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test } from '../support/test.js';
import { ADMIN } from '../support/constants.js';
import { lookAt, signInWithToken, storeOnNextPage } from '../support/helpers.js';
import { isData, shareInBox } from '../support/mapPixels.js';
import { viewOf } from '../support/mapview.js';
import { EARTHWORKS, polygonOfCells, surveyMap } from '../support/surveys.js';
import { api, apiToken } from '../support/uploads.js';

// The series map is made once per run (an upload and its processing); prints draw off-screen.
test.describe.configure({ timeout: 240_000 });

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/surveys-compare';
/** The first load of the map, the swipe and its tiles on a busy, shared two-core machine. */
const SLOW = { timeout: 90_000 };

/**
 * Hidden from the pixel checks: the panel and the divider's handle lie over the maps (hiding the
 * handle takes its focus: keys are pressed on it, which focuses it again).
 */
const HIDE_OVERLAYS =
  '[data-testid="compare-panel"], .maplibregl-compare { visibility: hidden !important; }';

/** The map's view (#zoom/lat/lng) centred on the cutting, close enough to see it well. */
function viewOnCutting(): string {
  const [col, row, cols, rows] = EARTHWORKS[0].cells;
  const ring = polygonOfCells(col, row, cols, rows).coordinates[0]!;
  const lng = ring.slice(0, 4).reduce((sum, p) => sum + p[0], 0) / 4;
  const lat = ring.slice(0, 4).reduce((sum, p) => sum + p[1], 0) / 4;
  return `19/${lat.toFixed(6)}/${lng.toFixed(6)}`;
}

/** The map offers Compare and Map to PDF (added to what it offers: other specs share it). */
async function offerCompare(token: string, mapId: number) {
  const map = await api<{ controls: string[] }>(token, 'GET', `/maps/${mapId}/`);
  const controls = [...new Set([...map.json.controls, 'compare', 'map_pdf'])];
  expect((await api(token, 'PATCH', `/maps/${mapId}/`, { controls })).status).toBe(200);
}

async function shot(swipe: Locator): Promise<PNG> {
  return PNG.sync.read(await swipe.screenshot({ style: HIDE_OVERLAYS }));
}

/**
 * The mean difference (0–255) of two images over a box given as shares of their size, the second
 * image's box moved `dx` pixels.
 */
function difference(a: PNG, b: PNG, box: [number, number, number, number], dx = 0): number {
  const [x0, y0, x1, y1] = [
    Math.round(box[0] * a.width),
    Math.round(box[1] * a.height),
    Math.round(box[2] * a.width),
    Math.round(box[3] * a.height),
  ];
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * a.width + x) * 4;
      const j = (y * b.width + x + dx) * 4;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[j + c]!);
      count += 3;
    }
  }
  return sum / count;
}

/** The middle of the view, where the cutting is (20 m × 50 m: ~107 × 268 px at zoom 19). */
const CUTTING: [number, number, number, number] = [0.47, 0.4, 0.53, 0.6];
/** A box of the view away from both earthworks. */
const ELSEWHERE: [number, number, number, number] = [0.05, 0.7, 0.3, 0.95];

/** Opens the map on the cutting once its Compare control shows (in the page's language). */
async function openMap(page: Page, mapId: number, control = 'Compare') {
  const button = page.getByRole('button', { name: control, exact: true });
  await page.goto(`/maps/${mapId}/#${viewOnCutting()}`);
  await expect(button).toBeVisible(SLOW);
  return button;
}

async function openCompare(page: Page, mapId: number) {
  await (await openMap(page, mapId)).click();
  const divider = page.getByRole('separator', { name: 'Divider between the two surveys' });
  await expect(divider).toBeVisible(SLOW);
  return divider;
}

test('the swipe shows one survey left and the other right; keys move the divider, panning moves both, the PDF names both', async ({
  page,
}) => {
  const token = await apiToken();
  const { mapId } = await surveyMap(token);
  await offerCompare(token, mapId);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithToken(page, ADMIN);
  const divider = await openCompare(page, mapId);
  const panel = page.getByRole('region', { name: 'Compare surveys' });
  // By default the series' two dates: the earlier on the left.
  await expect(panel.getByRole('combobox', { name: 'Left' })).toHaveValue(/@2020-06-15$/);
  await expect(panel.getByRole('combobox', { name: 'Right' })).toHaveValue(/@2024-06-11$/);
  await expect(divider).toHaveAttribute('aria-valuenow', '50');
  const swipe = page.getByTestId('compare-swipe');

  // The keyboard moves the divider: End shows the left survey everywhere, Home the right one.
  await divider.press('End');
  await expect(divider).toHaveAttribute('aria-valuenow', '100');
  const before = (await divider.boundingBox())!;
  let earlier = await shot(swipe);
  // Wait for the earlier survey's tiles: the view is drawn, not the background.
  await expect
    .poll(async () => {
      earlier = await shot(swipe);
      return shareInBox(earlier, isData, CUTTING);
    }, SLOW)
    .toBeGreaterThan(0.95);
  await divider.press('Home');
  await expect(divider).toHaveAttribute('aria-valuenow', '0');
  // The handle crossed the whole view, right edge to left edge.
  const width = (await swipe.boundingBox())!.width;
  expect(before.x - (await divider.boundingBox())!.x).toBeGreaterThan(width * 0.95);
  // Over the cutting the later survey (2 m lower) differs; away from the earthworks it does not.
  let later = await shot(swipe);
  await expect
    .poll(async () => {
      later = await shot(swipe);
      return difference(earlier, later, CUTTING);
    }, SLOW)
    .toBeGreaterThan(5);
  expect(difference(earlier, later, ELSEWHERE)).toBeLessThan(2);

  // Divider in the middle: left of it the earlier survey, right of it the later one.
  for (let i = 0; i < 5; i++) await divider.press('PageUp');
  await expect(divider).toHaveAttribute('aria-valuenow', '50');
  let halves = await shot(swipe);
  const leftOfDivider: [number, number, number, number] = [0.47, 0.4, 0.49, 0.6];
  const rightOfDivider: [number, number, number, number] = [0.51, 0.4, 0.53, 0.6];
  await expect
    .poll(async () => {
      halves = await shot(swipe);
      return (
        difference(halves, earlier, leftOfDivider) < 2 &&
        difference(halves, later, rightOfDivider) < 2
      );
    }, SLOW)
    .toBe(true);
  expect(difference(halves, later, leftOfDivider)).toBeGreaterThan(5);
  expect(difference(halves, earlier, rightOfDivider)).toBeGreaterThan(5);
  await lookAt(page, { path: path.join(SHOTS, 'compare-e2e.png') });

  // Dragging the right side pans the left one with it (and the main map, whose view is the URL's).
  const hashBefore = viewOf(page.url());
  const box = (await swipe.boundingBox())!;
  const start = { x: box.x + box.width * 0.8, y: box.y + box.height * 0.5 };
  const dx = -200;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(start.x + (dx * step) / 10, start.y);
  }
  // Held still before release: no throw (inertia) after it.
  await page.waitForTimeout(400);
  await page.mouse.move(start.x + dx, start.y);
  await page.mouse.up();
  // The left side's pixels moved as far as the drag: the view before, shifted, is the view now.
  const leftPart: [number, number, number, number] = [0.2, 0.1, 0.45, 0.9];
  await expect
    .poll(async () => difference(await shot(swipe), halves, leftPart, -dx), SLOW)
    .toBeLessThan(6);
  expect(difference(await shot(swipe), halves, leftPart)).toBeGreaterThan(6);
  await expect.poll(() => viewOf(page.url())?.lng).not.toBe(hashBefore?.lng);

  // The PDF of the compared view names both surveys.
  await page.getByRole('button', { name: 'Map to PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Map to PDF' });
  await dialog.getByRole('button', { name: '150 dpi' }).click();
  const download = page.waitForEvent('download', { timeout: 200_000 });
  await dialog.getByRole('button', { name: 'Make PDF' }).click();
  const saved = path.join(SHOTS, 'compare.pdf');
  await (await download).saveAs(saved);
  const text = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
  // The days as the page writes them (SURVEY_DATES[0] and [1]).
  expect(text).toContain('DSM, survey of 15 Jun 2020');
  expect(text).toContain('DSM, survey of 11 Jun 2024');
  execFileSync('pdftoppm', [
    '-r',
    '60',
    '-png',
    '-singlefile',
    saved,
    path.join(SHOTS, 'compare-pdf'),
  ]);
  expect(readFileSync(path.join(SHOTS, 'compare-pdf.png')).length).toBeGreaterThan(1000);

  // Closing the compare restores the single map.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(swipe).toHaveCount(0);
  await expect(divider).toHaveCount(0);
});

const LANGUAGES = { en: 'Compare', fr: 'Comparer', ga: 'Cuir i gcomparáid' } as const;

for (const [language, control] of Object.entries(LANGUAGES)) {
  test(`screenshots of the compare in ${language} @screens`, async ({ page }) => {
    const token = await apiToken();
    const { mapId } = await surveyMap(token);
    await offerCompare(token, mapId);
    await page.setViewportSize({ width: 1280, height: 800 });
    await storeOnNextPage(page, 'lang', language);
    await signInWithToken(page, ADMIN);
    await (await openMap(page, mapId, control)).click();
    await expect(page.locator('.compare-swiper-vertical[role="separator"]')).toBeVisible(SLOW);
    await expect(page.getByTestId('compare-swipe').locator('canvas')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    await lookAt(page, { path: path.join(SHOTS, `compare-${language}.png`) });
  });
}

test('screenshot of the compare on a phone @screens', async ({ page }) => {
  const token = await apiToken();
  const { mapId } = await surveyMap(token);
  await offerCompare(token, mapId);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInWithToken(page, ADMIN);
  await (await openMap(page, mapId)).click();
  const divider = page.locator('.compare-swiper-vertical[role="separator"]');
  await expect(divider).toBeVisible(SLOW);
  // Both maps drawn below the controls (the right one's last tiles come after the network is idle).
  const swipe = page.getByTestId('compare-swipe');
  await expect
    .poll(async () => shareInBox(await shot(swipe), isData, [0.05, 0.35, 0.95, 0.9]), SLOW)
    .toBeGreaterThan(0.95);
  await lookAt(page, { path: path.join(SHOTS, 'compare-phone.png') });
});
