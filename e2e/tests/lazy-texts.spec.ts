import { expect, test } from '../support/test.js';
import { ADMIN } from '../support/constants.js';
import { openUserMenu, signInWithToken } from '../support/helpers.js';
import { api, apiToken, createMap, removeMap, unique } from '../support/uploads.js';

// Features' texts are not in the first JavaScript the map loads: each feature registers its own
// when its code loads (apps/web/src/i18n/registerMessages.ts). A feature that forgot would show
// its keys ('upload.dropZone') instead of texts.
const RAW_KEY =
  /\b(upload|bbox|mapsAdmin|layersAdmin|measure|dataGrid|popups|viewers)\.[a-z][\w.]*/;

let token: string;
let mapId: number;
test.beforeAll(async () => {
  token = await apiToken();
  mapId = await createMap(token, `E2E Lazy texts ${unique()}`);
  const patched = await api(token, 'PATCH', `/maps/${mapId}/`, { controls: ['measure'] });
  expect(patched.status).toBe(200);
});
test.afterAll(async () => removeMap(token, mapId));

test('the upload dialog, loaded on demand, speaks the stored language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'fr'));
  await signInWithToken(page, ADMIN);
  await page.goto(`/maps/${mapId}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Téléverser', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Téléverser des fichiers', exact: true });
  await expect(dialog.getByText(/Glissez-déposez des fichiers ici/)).toBeVisible({
    timeout: 30_000,
  });
  expect(await dialog.innerText()).not.toMatch(RAW_KEY);
});

test('a language switch translates a control loaded on demand, and what it opens', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  await page.goto(`/maps/${mapId}/`);
  // The control joins MapLibre's once the map exists and its chunk has loaded: about 2 s after
  // the page here, more than the 5 s default on a loaded CI machine.
  await expect(page.getByRole('button', { name: 'Measure Distance' })).toBeVisible({
    timeout: 30_000,
  });
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Gaeilge' }).click();
  // The Irish texts of the shell and of the control are fetched when chosen.
  await expect(page.getByRole('button', { name: 'Tomhais Fad' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ga');
  await page.getByRole('button', { name: 'Tomhais Fad' }).click();
  await expect(page.getByText(/Cliceáil chun pointí a chur leis/)).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
});

test('Change Password, loaded when first asked for, opens again after closing', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  await page.goto(`/maps/${mapId}/`);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(
    dialog.getByRole('textbox', { name: 'Current Password', exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(
    dialog.getByRole('textbox', { name: 'Current Password', exact: true }),
  ).toBeVisible();
});
