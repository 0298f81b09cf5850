import type { Locator, Page } from '@playwright/test';
import { ADMIN } from '../support/constants.js';
import { lookAt, signInWithToken } from '../support/helpers.js';
import { openMapAt } from '../support/mapview.js';
import { expect, test } from '../support/test.js';
import { api, apiToken, createMap, unique } from '../support/uploads.js';

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/offline-markups';
const VIEW = '15/51.4285/6.9358';

interface Markup {
  id: number;
  title: string;
  status: string;
  version: number;
}

let token = '';
let mapId = 0;
/** A markup the server has, changed offline here and by someone else meanwhile. */
let existing: Markup;

test.beforeAll(async () => {
  token = await apiToken(ADMIN);
  mapId = await createMap(token, `Offline markups ${unique()}`);
  const map = await api<{ organisation_id: number }>(token, 'PATCH', `/maps/${mapId}/`, {
    controls: ['markups'],
  });
  expect(map.status).toBe(200);
  const categories = await api<{ id: number }[]>(
    token,
    'GET',
    `/organisations/${map.json.organisation_id}/markup-categories/`,
  );
  const created = await api<Markup>(token, 'POST', `/maps/${mapId}/markups/`, {
    geometry: { type: 'Point', coordinates: [6.9358, 51.4285] },
    title: `Cracked bearing ${unique()}`,
    category: categories.json[0]?.id,
  });
  expect(created.status).toBe(201);
  existing = created.json;
});

/** The map's markups as the server has them. */
async function serverMarkups(): Promise<Markup[]> {
  const listed = await api<{ results: Markup[] }>(
    token,
    'GET',
    `/maps/${mapId}/markups/?page_size=100`,
  );
  return listed.json.results;
}

/** Resolves once the service worker is active and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Draws a point at the map's centre in a new markup's form and names it. */
async function drawPoint(page: Page, panel: Locator, title: string): Promise<Locator> {
  await panel.getByRole('button', { name: 'New markup' }).click();
  const form = panel.getByRole('form', { name: 'New markup' });
  await form.getByRole('button', { name: 'Point', exact: true }).click();
  const box = await page.locator('canvas.maplibregl-canvas').first().boundingBox();
  if (!box) throw new Error('no map canvas');
  const at = { x: box.x + box.width / 2 + 150, y: box.y + box.height / 2 };
  await page.mouse.move(at.x - 5, at.y - 5);
  await page.mouse.move(at.x, at.y);
  await page.mouse.click(at.x, at.y);
  await expect(form.getByText('Drawn on the map.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  return form;
}

test('markups made and changed offline wait on the device, are sent when the network returns, a conflict is asked', async ({
  page,
  context,
}) => {
  const tag = unique();
  await signInWithToken(page, ADMIN);
  const control = page.getByRole('button', { name: 'Markups', exact: true });
  await openMapAt(page, `/maps/${mapId}/`, VIEW, control);
  // The shell is cached by the service worker once it controls the page.
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(control).toBeVisible();
  await control.click();
  const panel = page.getByTestId('markups-panel');
  await expect(panel.getByRole('button', { name: 'New markup' })).toBeVisible();
  await expect(panel.getByRole('button', { name: new RegExp(existing.title) })).toBeVisible();

  // No network: the new markup waits on the device, shown at once.
  await context.setOffline(true);
  const title = `Washout ${tag}`;
  const form = await drawPoint(page, panel, title);
  await form.getByRole('button', { name: 'Create markup' }).click();
  const detail = page.getByTestId('markup-detail');
  await expect(detail.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(detail.getByTestId('markup-waiting')).toBeVisible();
  await detail.getByRole('tab', { name: /^Files/ }).click();
  await expect(detail.getByText('Photos can be added when online.')).toBeVisible();
  await lookAt(page, { path: `${SHOTS}/waiting-detail.png` });
  await detail.getByRole('button', { name: 'All markups' }).click();
  const row = panel.getByRole('button', { name: new RegExp(title) });
  await expect(row.getByTestId('markup-waiting')).toBeVisible();
  await lookAt(page, { path: `${SHOTS}/waiting-list.png` });

  // A status change offline of a markup the server has, which someone else changes meanwhile.
  await panel.getByRole('button', { name: new RegExp(existing.title) }).click();
  await detail.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In progress', exact: true }).click();
  await expect(detail.getByTestId('markup-waiting')).toBeVisible();
  const theirs = await api<Markup>(token, 'PATCH', `/maps/${mapId}/markups/${existing.id}/`, {
    version: existing.version,
    status: 'resolved',
  });
  expect(theirs.status).toBe(200);

  // The network is back: the outbox is sent in order; the new markup reaches the server, the
  // stale change is asked about, never dropped or forced.
  await context.setOffline(false);
  await expect
    .poll(async () => (await serverMarkups()).map((markup) => markup.title), { timeout: 10_000 })
    .toContain(title);
  const dialog = page.getByRole('dialog', { name: new RegExp('was changed by someone else') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Status In progress Resolved/ })).toBeVisible();
  await lookAt(page, { path: `${SHOTS}/conflict.png` });
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await serverMarkups()).find((markup) => markup.id === existing.id)?.status, {
      timeout: 10_000,
    })
    .toBe('in_progress');
  await expect(panel.getByTestId('markup-waiting')).toHaveCount(0);
});
