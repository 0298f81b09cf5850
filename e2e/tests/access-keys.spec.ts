import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { ADMIN, BASE_URL } from '../support/constants.js';
import { lookAt, openUserMenu, signInWithToken } from '../support/helpers.js';
import { corridorMapPath, openDemoMapFromHome } from '../support/mapview.js';
import { unique } from '../support/uploads.js';

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/keys';
mkdirSync(SHOTS, { recursive: true });

/** An OGC API call as QGIS makes it: HTTP Basic, any user name, the key as the password. */
function ogc(path: string, key: string): Promise<Response> {
  return fetch(`${BASE_URL}/api/ogc${path}`, {
    headers: { Authorization: `Basic ${Buffer.from(`qgis:${key}`).toString('base64')}` },
  });
}

async function openAccessKeys(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Access keys' }).click();
  const dialog = page.getByRole('dialog', { name: 'Access keys' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an access key made in the app reads OGC API with Basic auth until revoked in the app', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithToken(page, ADMIN);
  await openDemoMapFromHome(page);

  // Create: a name, the default expiry; the key is shown once, copied from its button.
  const name = `QGIS e2e ${unique()}`;
  let dialog = await openAccessKeys(page);
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const created = dialog.getByTestId('access-key-created');
  await expect(created.getByText(/it will not be shown again/)).toBeVisible();
  const shown = await created.getByRole('textbox', { name: 'Access key' }).inputValue();
  expect(shown).toMatch(/^wmk_[0-9a-f]{40}$/);
  await created.getByRole('button', { name: /^Copy/ }).click();
  await expect(created.getByRole('button', { name: /Copied/ })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toBe(shown);
  const row = dialog.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Active')).toBeVisible();
  await lookAt(page, { path: `${SHOTS}/access-keys-created.png` });

  // The key from outside the browser: the organisations, then the collections of the first.
  const root = await ogc('/', key);
  expect(root.status).toBe(200);
  const { organisations } = (await root.json()) as { organisations: { id: number }[] };
  expect(organisations.length).toBeGreaterThan(0);
  const collectionsPath = `/organisations/${organisations[0]!.id}/collections`;
  const collections = await ogc(collectionsPath, key);
  expect(collections.status).toBe(200);
  const listed = (await collections.json()) as { collections: { id: string }[] };
  expect(listed.collections.length).toBeGreaterThan(0);

  // Closed and opened again, the dialog lists the key (its prefix) but never shows it.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  dialog = await openAccessKeys(page);
  const again = dialog.getByRole('row').filter({ hasText: name });
  const prefix = (await again.getByText(/^wmk_[0-9a-f]+…$/).textContent())!.slice(0, -1);
  expect(key.startsWith(prefix) && prefix.length < key.length).toBe(true);
  await expect(dialog.getByTestId('access-key-created')).toHaveCount(0);
  await expect(dialog.getByText(key)).toHaveCount(0);

  // Revoke, after confirmation: refused at once.
  await again.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke “${name}”?` });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toBeHidden();
  await expect(again.getByText('Revoked')).toBeVisible();
  expect((await ogc(collectionsPath, key)).status).toBe(401);
  await lookAt(page, { path: `${SHOTS}/access-keys-revoked.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The organisation's admins see it among their users' keys.
  await page.goto(`/organisations/${organisations[0]!.id}/`);
  const section = page.getByRole('region', { name: 'Access keys of the organisation’s users' });
  const adminRow = section.getByRole('row').filter({ hasText: name });
  await expect(adminRow).toContainText(ADMIN.email);
  await expect(adminRow.getByText('Revoked')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await lookAt(page, { path: `${SHOTS}/organisation-access-keys.png` });
});

test('a layer’s “Use in QGIS / ArcGIS” gives its service URLs, copyable, and the steps', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithToken(page, ADMIN);
  await page.goto(await corridorMapPath());
  const layers = page.getByRole('list', { name: 'Layers' });
  await layers
    .getByRole('button', { name: /^About / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Use in QGIS / ArcGIS' }).click();
  const dialog = page.getByRole('dialog', { name: /^Use “.+” in QGIS \/ ArcGIS$/ });
  await expect(dialog).toBeVisible();

  const service = await dialog
    .getByRole('textbox', { name: 'Service URL (OGC API – Features)' })
    .inputValue();
  expect(service).toMatch(new RegExp(`^${BASE_URL}/api/ogc/organisations/\\d+$`));
  const collection = await dialog
    .getByRole('textbox', { name: 'Collection URL of this layer' })
    .inputValue();
  expect(collection).toMatch(new RegExp(`^${service}/collections/\\d+$`));
  const tiles = await dialog.getByRole('textbox', { name: /^XYZ tile template/ }).inputValue();
  expect(tiles).toMatch(/\/api\/tiles\/layers\/\d+\/\{z\}\/\{x\}\/\{y\}\.\w+\?key=YOUR_KEY$/);
  await dialog.getByRole('button', { name: 'Copy: Service URL (OGC API – Features)' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(service);
  await expect(dialog.getByText(/Add WFS \/ OGC API - Features Layer/)).toBeVisible();
  await expect(dialog.getByText(/Insert › Connections/)).toBeVisible();
  await expect(
    dialog.getByText(/Basic: any user name, the access key as the password/),
  ).toBeVisible();

  // The collection URL answers (here with the session's token): it is the one QGIS adds.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await fetch(collection, { headers: { Authorization: `Token ${token}` } });
  expect(answer.status).toBe(200);
  await lookAt(page, { path: `${SHOTS}/gis-dialog.png` });
});
