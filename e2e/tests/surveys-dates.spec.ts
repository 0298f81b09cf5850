import path from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { ADMIN, ROOT } from '../support/constants.js';
import { lookAt, MAP_CANVAS, signInWithToken, storeOnNextPage } from '../support/helpers.js';
import { EARTHWORKS, polygonOfCells, SURVEY_DATES, surveyMap } from '../support/surveys.js';

const [EARLIER, LATER] = SURVEY_DATES;

// Five engineers' tests share two cores: the map may take a while to settle.
const expect = baseExpect.configure({ timeout: 60_000 });

// The first spec of a run to use the series uploads and processes it (half a minute or more).
test.describe.configure({ timeout: 300_000 });
const CUTTING = EARTHWORKS[0].cells;

/** The view centred on the cutting, close enough for its walls to fill the map's middle. */
function cuttingView(): string {
  const ring = polygonOfCells(...CUTTING).coordinates[0]!.slice(0, 4);
  const lng = ring.reduce((sum, [x]) => sum + x, 0) / ring.length;
  const lat = ring.reduce((sum, [, y]) => sum + y, 0) / ring.length;
  return `18.5/${lat.toFixed(6)}/${lng.toFixed(6)}`;
}

/** Opens a map at a view (in a fresh page: see openMapAt) once `ready` shows. */
async function openMapAt(page: Page, path: string, view: string, ready?: Locator) {
  await page.goto('about:blank');
  await page.goto(`${path}#${view}`);
  await expect(ready ?? page.getByRole('list', { name: 'Layers' })).toBeVisible();
}

/** The dates of the series' tile requests seen so far ('' for a request without a date). */
function watchTileDates(page: Page, layerId: number): string[] {
  const dates: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`/api/tiles/layers/${layerId}/`)) {
      dates.push(url.searchParams.get('date') ?? '');
    }
  });
  return dates;
}

/** The middle of the map canvas (where the cutting is), as a PNG. */
async function middleOfMap(page: Page): Promise<PNG> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return PNG.sync.read(
    await page.locator(MAP_CANVAS).screenshot({
      style: '[data-testid="minimap"] { visibility: hidden !important; }',
    }),
  );
}

/** The share of the middle box's pixels that differ between two pictures of the map. */
function changedShare(a: PNG, b: PNG, middle = 0.4): number {
  const x0 = Math.floor((a.width * (1 - middle)) / 2);
  const y0 = Math.floor((a.height * (1 - middle)) / 2);
  let changed = 0;
  let all = 0;
  for (let y = y0; y < a.height - y0; y++) {
    for (let x = x0; x < a.width - x0; x++) {
      const i = (y * a.width + x) * 4;
      const delta = Math.max(
        Math.abs(a.data[i]! - b.data[i]!),
        Math.abs(a.data[i + 1]! - b.data[i + 1]!),
        Math.abs(a.data[i + 2]! - b.data[i + 2]!),
      );
      if (delta > 24) changed += 1;
      all += 1;
    }
  }
  return changed / all;
}

/** Waits until the map's middle differs from `before` by more than `share` of its pixels. */
async function expectChangedFrom(page: Page, before: PNG, share: number): Promise<PNG> {
  let after = before;
  await expect
    .poll(
      async () => {
        after = await middleOfMap(page);
        return changedShare(before, after);
      },
      { message: 'the cutting is drawn differently' },
    )
    .toBeGreaterThan(share);
  return after;
}

test.describe('survey dates in the viewer', () => {
  test('the time slider switches the survey drawn, its tiles and the URL; a link opens it', async ({
    page,
  }) => {
    const token = await signInWithToken(page, ADMIN);
    const { mapId, layerId } = await surveyMap(token);
    const tileDates = watchTileDates(page, layerId);
    const view = cuttingView();

    await openMapAt(page, `/maps/${mapId}/`, view);
    const slider = page.getByRole('slider', { name: 'Survey date' });
    await expect(slider).toHaveAttribute('aria-valuetext', '11 Jun 2024');
    const bar = page.getByTestId('survey-dates');
    await expect(bar.getByText('15 Jun 2020')).toBeVisible();
    await expect(bar.getByText('11 Jun 2024')).toBeVisible();
    // The sidebar's layer row lists both dates, the drawn one marked.
    const rowDates = page.getByRole('list', { name: 'Survey dates of DSM' });
    await expect(rowDates.getByRole('listitem')).toHaveCount(2);
    await expect(rowDates.locator('[aria-current="date"]')).toHaveText('11 Jun 2024');
    // The latest survey is drawn from the start: no tile of the series without a date.
    await expect.poll(() => tileDates.length).toBeGreaterThan(0);
    expect(new Set(tileDates)).toEqual(new Set([LATER]));
    await expect.poll(() => page.evaluate(() => window.location.search)).toBe('');
    const later = await middleOfMap(page);
    const hash = await page.evaluate(() => window.location.hash);

    // The keyboard moves to the earlier survey: the URL keeps it, its tiles are asked for.
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuetext', '15 Jun 2020');
    await expect(page).toHaveURL(new RegExp(`/maps/${mapId}/\\?date=${EARLIER}#`));
    await expect.poll(() => tileDates.includes(EARLIER)).toBe(true);
    await expect(rowDates.locator('[aria-current="date"]')).toHaveText('15 Jun 2020');
    const earlier = await expectChangedFrom(page, later, 0.005);
    // Only the tiles were swapped: the page and its view stayed.
    expect(await page.evaluate(() => window.location.hash)).toBe(hash);

    // Back to the later survey, then a link with the earlier date opens that survey.
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/maps/${mapId}/\\?date=${LATER}#`));
    await expectChangedFrom(page, earlier, 0.005);
    tileDates.length = 0;
    await openMapAt(page, `/maps/${mapId}/?date=${EARLIER}`, view);
    await expect(slider).toHaveAttribute('aria-valuetext', '15 Jun 2020');
    await expect.poll(() => tileDates.length).toBeGreaterThan(0);
    expect(new Set(tileDates)).toEqual(new Set([EARLIER]));
    await expect
      .poll(async () => changedShare(earlier, await middleOfMap(page)))
      .toBeLessThan(0.001);
  });
});

const SCREENS = path.join(ROOT, 'e2e/screenshots');
const SLIDER_NAME = { en: 'Survey date', fr: 'Date du levé', ga: 'Dáta an tsuirbhé' } as const;

for (const language of ['en', 'fr', 'ga'] as const) {
  test(`survey dates screens in ${language} @screens`, async ({ page }) => {
    await storeOnNextPage(page, 'lang', language);
    const token = await signInWithToken(page, ADMIN);
    const { mapId } = await surveyMap(token);
    await openMapAt(
      page,
      `/maps/${mapId}/?date=${EARLIER}`,
      cuttingView(),
      page.getByTestId('survey-dates'),
    );
    await expect(page.getByRole('slider', { name: SLIDER_NAME[language] })).toBeVisible();
    await middleOfMap(page);
    await lookAt(page, { path: path.join(SCREENS, `surveys-dates-${language}.png`) });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('survey dates menu on a phone @screens', async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    const { mapId } = await surveyMap(token);
    await openMapAt(page, `/maps/${mapId}/`, cuttingView(), page.getByTestId('survey-dates'));
    const menu = page.getByRole('combobox', { name: 'Survey date' });
    await expect(menu).toBeVisible();
    await middleOfMap(page);
    await lookAt(page, { path: path.join(SCREENS, 'surveys-dates-phone.png') });
    await menu.click();
    await page.getByRole('option', { name: '15 Jun 2020' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${EARLIER}#`));
    await lookAt(page, { path: path.join(SCREENS, 'surveys-dates-phone-earlier.png') });
  });
});
