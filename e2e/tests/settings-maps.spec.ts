import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { ADMIN, BASE_URL, CORRIDOR_MAP, DEMO_ORGANISATION } from '../support/constants.js';
import { lookAt, MAP_VIEW_URL, signInWithToken } from '../support/helpers.js';
import { expectCanvas } from '../support/mapPixels.js';
import { api as apiAs } from '../support/uploads.js';

/** Written under /tmp, not into the repository (docs/ images belong to screenshots.spec.ts). */
const SHOTS = '/tmp/settings-maps';

interface MapAnswer {
  id: number;
  name: string;
  bounds: number[] | null;
  layers: { id: number; name: string }[];
}

let token = '';

/** A call to the API as the bootstrap admin (`token`, signed in by beforeAll). */
const api = (method: string, path: string, body?: unknown) => apiAs(token, method, path, body);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const created: number[] = [];

/** A map of the demo organisation made through the API (owned by the admin, shared). */
async function createMap(name: string): Promise<number> {
  const me = (await api('GET', '/users/me/')).json as {
    organisations: { id: number; name: string }[];
  };
  const organisation = me.organisations.find((o) => o.name === DEMO_ORGANISATION);
  const answer = await api('POST', '/maps/', {
    name,
    title: name,
    organisation_id: organisation?.id,
    visibility: 'ORG',
  });
  expect(answer.status).toBe(201);
  const id = (answer.json as MapAnswer).id;
  created.push(id);
  return id;
}

const mapOf = async (id: number) => (await api('GET', `/maps/${id}/`)).json as MapAnswer;

test.beforeAll(async () => {
  const login = await fetch(`${BASE_URL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  token = ((await login.json()) as { key: string }).key;
});

test.afterAll(async () => {
  for (const id of created) await api('DELETE', `/maps/${id}/`);
});

/** The grid row that holds a text. */
function rowOf(page: Page, text: string): Locator {
  return page.getByRole('grid', { name: 'Maps' }).getByRole('row').filter({ hasText: text });
}

/** Goes to the map viewer through the app (the Close button, then Home), not by loading a page. */
async function toViewerInApp(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(MAP_VIEW_URL);
}

test('Add a Map creates a map, and the map switcher offers it without a reload', async ({
  page,
}) => {
  const name = `E2E Crossings ${unique()}`;
  await signInWithToken(page, ADMIN);
  await page.goto('/maps/');
  await expect(page.getByRole('heading', { level: 1, name: 'Maps' })).toBeVisible();
  // A reload would lose this.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Map' });
  await expect(dialog.getByRole('textbox', { name: /^Minimum Zoom/ })).toHaveValue('0');
  await expect(dialog.getByRole('textbox', { name: /^Maximum Zoom/ })).toHaveValue('21');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Value is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toBeVisible();
  const id = Number(
    (
      (await api('GET', `/maps/?search=${encodeURIComponent(name)}`)).json as {
        results: MapAnswer[];
      }
    ).results[0]?.id,
  );
  created.push(id);

  await toViewerInApp(page);
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Switch map' });
  await switcher.click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/maps/${id}/`));
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
});

/** The four edges the widget shows, as numbers. */
async function edges(page: Page): Promise<[number, number, number, number]> {
  const group = page.getByRole('group', { name: 'Default View in degrees' });
  const value = async (name: string) =>
    Number(await group.getByRole('textbox', { name }).inputValue());
  return [await value('West'), await value('South'), await value('East'), await value('North')];
}

const isDark = ([r, g, b]: [number, number, number]) => r < 140 && g < 140 && b < 140;

test('draws the default view with two corners, drags a corner handle, and saves it', async ({
  page,
}) => {
  const name = `E2E Bounds ${unique()}`;
  const id = await createMap(name);
  await signInWithToken(page, ADMIN);
  await page.goto(`/maps/${id}/detail/`);
  await page.getByRole('button', { name: 'Edit' }).click();
  // The map is there once its controls are.
  await expect(page.getByRole('button', { name: 'Draw bounding box' })).toBeVisible();
  await expect(
    page.getByText('Click two opposite corners on the map to draw the box.'),
  ).toBeVisible();
  const widget = page.getByTestId('bbox-map');
  await widget.scrollIntoViewIfNeeded();
  // Wheel zoom needs Ctrl or Alt: MapLibre warns in the words of 2.14 otherwise.
  await expect(widget.getByText('Use Ctrl + Scroll to zoom')).toBeAttached();
  await expect(widget.getByText('Use two fingers to move the map')).toBeAttached();
  const frame = (await widget.boundingBox())!;
  const at = (fx: number, fy: number) => ({
    x: frame.x + frame.width * fx,
    y: frame.y + frame.height * fy,
  });

  const first = at(0.3, 0.3);
  const second = at(0.6, 0.7);
  await page.mouse.click(first.x, first.y);
  await expect(page.getByText(/Click the opposite corner to finish the box/)).toBeVisible();
  await page.mouse.move(second.x, second.y, { steps: 4 });
  await page.mouse.click(second.x, second.y);
  await expect(page.getByText(/Drag a corner handle to change the box/)).toBeVisible();
  const drawn = await edges(page);
  expect(drawn[0]).toBeLessThan(drawn[2]);
  expect(drawn[1]).toBeLessThan(drawn[3]);
  await expectCanvas(page, isDark, (share) => share > 0.6, 'the dark box over the drawn area', 0.2);

  // The north-east handle, dragged up and to the right.
  const handle = at(0.6, 0.3);
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  const to = at(0.8, 0.15);
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  const dragged = await edges(page);
  expect(dragged[0]).toBeCloseTo(drawn[0], 5);
  expect(dragged[1]).toBeCloseTo(drawn[1], 5);
  expect(dragged[2]).toBeGreaterThan(drawn[2]);
  expect(dragged[3]).toBeGreaterThan(drawn[3]);
  // The map did not pan meanwhile: the south-west corner is where it was drawn.
  await lookAt(page, { path: `${SHOTS}-drawn.png` });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Map “${name}” saved`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect((await mapOf(id)).bounds).toEqual(dragged);

  // 'Delete bounding box' clears it; saved, the map has no default view any more.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete bounding box' }).click();
  await expect(page.getByText('Default View: No bounding box')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect((await mapOf(id)).bounds).toBeNull();
});

test("attaches, reorders (dragging and keyboard) and detaches the map's layers", async ({
  page,
}) => {
  const id = await createMap(`E2E Layers ${unique()}`);
  await signInWithToken(page, ADMIN);
  await page.goto(`/maps/${id}/detail/`);
  await expect(page.getByText('This map has no layers yet.')).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Add a layer of the organisation' });
  for (const [typed, layer] of [
    ['Survey', 'Survey Corridor'],
    ['Ortho', 'Orthophotos'],
  ] as const) {
    await search.fill(typed);
    await page.getByRole('option', { name: new RegExp(layer) }).click();
    await expect(page.getByText(`Layer “${layer}” added to the map`)).toBeVisible();
  }
  const list = page.getByRole('list', { name: 'Layers of the map, top layer first' });
  const items = list.getByRole('listitem');
  // The last attached is drawn on top: first in the list.
  await expect(items).toHaveText([/Orthophotos/, /Survey Corridor/]);
  const drawnOrder = async () => (await mapOf(id)).layers.map((l) => l.name);
  expect(await drawnOrder()).toEqual(['Survey Corridor', 'Orthophotos']);

  // Dragged below the other layer.
  const ortho = items.filter({ hasText: 'Orthophotos' });
  const corridor = items.filter({ hasText: 'Survey Corridor' });
  const box = (await corridor.boundingBox())!;
  await ortho.dragTo(corridor, { targetPosition: { x: 40, y: box.height - 4 } });
  await expect(items).toHaveText([/Survey Corridor/, /Orthophotos/]);
  await expect.poll(drawnOrder).toEqual(['Orthophotos', 'Survey Corridor']);

  // With the keyboard.
  await list.getByRole('button', { name: 'Move Orthophotos up' }).focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveText([/Orthophotos/, /Survey Corridor/]);
  await expect.poll(drawnOrder).toEqual(['Survey Corridor', 'Orthophotos']);

  await list.getByRole('button', { name: 'Remove Survey Corridor from this map' }).click();
  await expect(page.getByText('Layer “Survey Corridor” removed from the map')).toBeVisible();
  await expect(items).toHaveText([/Orthophotos/]);
  expect(await drawnOrder()).toEqual(['Orthophotos']);
  await expect(list.getByRole('link', { name: 'Orthophotos' })).toHaveAttribute(
    'href',
    /\/layers\/\d+\/$/,
  );
});

test('deletes a map: gone from the list and from the map switcher', async ({ page }) => {
  const name = `E2E Delete ${unique()}`;
  const id = await createMap(name);
  // The switcher shows when the organisation has more than one map: one stays.
  const kept = `E2E Kept ${unique()}`;
  await createMap(kept);
  await signInWithToken(page, ADMIN);
  await page.goto(`/maps/?search=${encodeURIComponent(name)}`);
  await rowOf(page, name).getByRole('gridcell').first().click();
  await expect(page).toHaveURL(`/maps/${id}/detail/`);
  await page.getByRole('button', { name: 'Delete map' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete the map “${name}”?` });
  await dialog.getByRole('button', { name: 'Delete map' }).click();
  await expect(page).toHaveURL(/\/maps\/(\?.*)?$/);
  await expect(rowOf(page, kept)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  expect((await api('GET', `/maps/${id}/`)).status).toBe(404);

  await toViewerInApp(page);
  await page.getByRole('banner').getByRole('combobox', { name: 'Switch map' }).click();
  await expect(page.getByRole('option', { name: kept })).toBeVisible();
  await expect(page.getByRole('option', { name })).toHaveCount(0);
});

test("'View/Download Map Files' while Files List is 'Disabled' says why and offers 'Enabled but hidden'", async ({
  page,
}) => {
  const name = `E2E Files List ${unique()}`;
  const id = await createMap(name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithToken(page, ADMIN);
  await page.goto(`/maps/${id}/detail/`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('combobox', { name: 'Files List' })).toHaveText('Disabled');
  await page.getByRole('combobox', { name: /Map Controls/ }).click();
  await page.getByRole('option', { name: 'View/Download Map Files' }).click();
  await page.keyboard.press('Escape');
  const hint = page
    .getByRole('status')
    .filter({ hasText: '‘View/Download Map Files’ will not show on the map' });
  await expect(hint).toBeVisible();
  // In the middle of the screen, clear of the form's sticky buttons.
  await hint.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await lookAt(page, { path: `${SHOTS}-files-list-hint.png`, animations: 'disabled' });

  await hint.getByRole('button', { name: 'Set Files List to ‘Enabled but hidden’' }).click();
  await expect(hint).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Files List' })).toHaveText('Enabled but hidden');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Map “${name}” saved`)).toBeVisible();
  const saved = (await api('GET', `/maps/${id}/`)).json as {
    controls: string[];
    files_list: unknown;
  };
  expect(saved).toMatchObject({ controls: ['map_files'], files_list: false });
});

/** The texts the screenshots wait for, in each language. */
const TEXTS = {
  en: {
    maps: 'Maps',
    create: 'Create',
    add: 'Add a Map',
    edit: 'Edit',
    layers: 'Layers of this map',
  },
  fr: {
    maps: 'Cartes',
    create: 'Créer',
    add: 'Ajouter une carte',
    edit: 'Modifier',
    layers: 'Couches de cette carte',
  },
  ga: {
    maps: 'Léarscáileanna',
    create: 'Cruthaigh',
    add: 'Cuir Léarscáil Leis',
    edit: 'Cuir in eagar',
    layers: 'Sraitheanna na léarscáile seo',
  },
} as const;

/** A map with three of the corridor's layers and a default view over Massachusetts. */
async function furnishedMap(name: string): Promise<number> {
  const id = await createMap(name);
  const search = `/maps/?search=${encodeURIComponent(CORRIDOR_MAP)}`;
  const corridor = (await api('GET', search)).json as { results: MapAnswer[] };
  const layers = corridor.results.find((m) => m.name === CORRIDOR_MAP)?.layers ?? [];
  for (const layer of layers.slice(0, 3)) await api('PATCH', `/maps/${id}/layer/${layer.id}/`);
  await api('PATCH', `/maps/${id}/`, { bounds: [-74.2, 40.8, -70.5, 42.9] });
  return id;
}

/** The detail screen in edit mode, a part at a time (it scrolls inside the page frame). */
async function shootSections(page: Page, prefix: string, layersHeading: string): Promise<void> {
  const widget = page.getByTestId('bbox-map');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget.locator('canvas')).toBeVisible();
  // The offline background and the boxes need a moment to be drawn.
  await page.waitForTimeout(1500);
  await lookAt(page, { path: `${prefix}-bbox.png` });
  await page.getByRole('heading', { name: layersHeading }).scrollIntoViewIfNeeded();
  await lookAt(page, { path: `${prefix}-layers.png` });
}

for (const language of ['en', 'fr', 'ga'] as const) {
  test(`screenshots of the map screens in ${language} @screens`, async ({ page }) => {
    const text = TEXTS[language];
    const id = await furnishedMap(`E2E Screens ${language} ${unique()}`);

    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await signInWithToken(page, ADMIN);
    await page.goto('/maps/');
    await expect(page.getByRole('heading', { level: 1, name: text.maps })).toBeVisible();
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-${language}-list.png` });

    await page.getByRole('button', { name: text.create }).click();
    await expect(page.getByRole('dialog', { name: text.add })).toBeVisible();
    await expect(page.getByTestId('bbox-map').locator('canvas')).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-${language}-add.png` });
    await page.keyboard.press('Escape');

    await page.goto(`/maps/${id}/detail/`);
    await expect(page.getByRole('heading', { name: text.layers })).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-${language}-detail.png` });
    await page.getByRole('button', { name: text.edit }).click();
    await shootSections(page, `${SHOTS}-${language}`, text.layers);
  });
}

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the map screens, and a box drawn by tapping two corners', async ({ page }) => {
    const id = await furnishedMap(`E2E Phone ${unique()}`);
    await signInWithToken(page, ADMIN);
    await page.goto('/maps/');
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-phone-list.png` });
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Map' });
    await expect(dialog.getByTestId('bbox-map').locator('canvas')).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-phone-add.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto(`/maps/${id}/detail/`);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await lookAt(page, { path: `${SHOTS}-phone-detail.png` });
    await page.getByRole('button', { name: 'Edit' }).click();
    await shootSections(page, `${SHOTS}-phone`, TEXTS.en.layers);

    // A new box: 'Draw bounding box', then two taps.
    const widget = page.getByTestId('bbox-map');
    await widget.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Draw bounding box' }).tap();
    const frame = (await widget.boundingBox())!;
    await page.touchscreen.tap(frame.x + frame.width * 0.3, frame.y + frame.height * 0.6);
    await page.touchscreen.tap(frame.x + frame.width * 0.7, frame.y + frame.height * 0.3);
    await expect(page.getByText(/Drag a corner handle to change the box/)).toBeVisible();
    const drawn = await edges(page);
    expect(drawn[0]).toBeLessThan(drawn[2]);
    expect(drawn[1]).toBeLessThan(drawn[3]);
    expect(drawn).not.toEqual([-74.2, 40.8, -70.5, 42.9]);
    await lookAt(page, { path: `${SHOTS}-phone-drawn.png` });
  });
});
