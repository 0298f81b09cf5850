import { expect as baseExpect, test } from '../support/test.js';
import { ADMIN, DEMO_ORGANISATION, type Account } from '../support/constants.js';
import { lookAt, MAP_VIEW_URL, signInWithToken } from '../support/helpers.js';
import {
  api,
  apiToken,
  createLayerFor,
  createMap,
  openGeneralUpload,
  removeMap,
  squareFeatureFile,
  unique,
} from '../support/uploads.js';

/**
 * Issue 22: the web app keeps no copy of a permission rule; buttons, fields and screens follow
 * the `abilities` the server answers. Users made through the API as the admin, signed in with a
 * token.
 */

/** The map view and the Layer screen's bounds map are drawn on the CPU of a loaded runner. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/abilities';

let admin: string;
let organisationId: number;

test.beforeAll(async () => {
  admin = await apiToken(ADMIN);
  const me = await api<{ organisations: { id: number; name: string }[] }>(
    admin,
    'GET',
    '/users/me/',
  );
  const demo = me.json.organisations.find((o) => o.name === DEMO_ORGANISATION);
  if (!demo) throw new Error('the admin is not in the demo organisation');
  organisationId = demo.id;
});

/** A user of the demo organisation with exactly these permissions. */
async function createUser(name: string, permissions: string[]): Promise<Account> {
  const [first, last] = name.split(' ');
  const account = {
    email: `${first!.toLowerCase()}.${unique()}@waymark.test`,
    password: 'Quartz-Meadow-2024',
    name,
  };
  const created = await api(admin, 'POST', '/users/', {
    email: account.email,
    password: account.password,
    first_name: first,
    last_name: last,
    permissions,
    organisation: organisationId,
  });
  expect(created.status).toBe(201);
  return account;
}

/** An uploader who may create layers but not change maps or layers (no settings screen). */
const UPLOADER_PERMISSIONS = ['layers.upload', 'layers.add_layer'];

test('after a general upload, an uploader who may not change the map sees its read-only detail', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const uploader = await createUser('Uma Uploader', UPLOADER_PERMISSIONS);
  // The admin's map, shared with the organisation: the uploader uploads into it, not changes it.
  const mapId = await createMap(admin, `E2E abilities ${unique()}`);
  try {
    await signInWithToken(page, uploader);
    const dialog = await openGeneralUpload(page, mapId);
    const file = squareFeatureFile('bridges.geojson', { lon: -71.8, lat: 42.3 }, { id: '1' });
    await dialog.getByTestId('upload-input').setInputFiles([file]);
    await createLayerFor(dialog, 'bridges.geojson', 'E2E bridges');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    // Every uploader lands on the map's detail, its files' processing shown over it.
    await expect(page).toHaveURL(new RegExp(`/maps/${mapId}/detail/$`));
    await expect(dialog.getByTestId('processing-bridges.geojson')).toBeVisible();
    await expect(
      page.getByText('You can see the settings of this map but not change them.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Read-only: the map's abilities lack `change`.
    await expect(page.getByRole('textbox', { name: /^Name/ })).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByText('E2E bridges')).toBeVisible();
    // Tall enough for the fields and the map's layers (the page scrolls inside its frame).
    await page.setViewportSize({ width: 1280, height: 1800 });
    await lookAt(page, { path: `${SHOTS}-read-only-map-detail.png` });
  } finally {
    await removeMap(admin, mapId);
  }
});

test('the cog leads a users-only administrator to Users, an editor of the map to its detail', async ({
  page,
}) => {
  const usersAdmin = await createUser('Ursula Users', ['users.change_user']);
  await signInWithToken(page, usersAdmin);
  await page.goto('/');
  await expect(page).toHaveURL(MAP_VIEW_URL);
  const mapId = Number(/\/maps\/(\d+)\//.exec(page.url())?.[1]);
  const cog = page.getByRole('banner').getByRole('link', { name: 'Map settings' });
  // They may not change the map: the first settings screen their abilities open, not a 403.
  await expect(cog).toHaveAttribute('href', '/users/');
  await cog.click();
  await expect(page).toHaveURL(/\/users\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // The admin may change the map: the cog leads to its detail.
  await signInWithToken(page, ADMIN);
  await page.goto(`/maps/${mapId}/`);
  await expect(cog).toHaveAttribute('href', `/maps/${mapId}/detail/`);
});

test("a layer's upload button shows exactly when the layer's abilities include upload", async ({
  page,
}) => {
  const uploader = await createUser('Otto Owner', UPLOADER_PERMISSIONS);
  const theirs = await apiToken(uploader);
  // Their own layer (uploading needs no layers.change_layer), and the admin's shared one.
  const own = await api<{ id: number }>(theirs, 'POST', '/layers/', {
    name: `E2E own ${unique()}`,
    organisation_id: organisationId,
  });
  const shared = await api<{ id: number }>(admin, 'POST', '/layers/', {
    name: `E2E shared ${unique()}`,
    organisation_id: organisationId,
    visibility: 'ORG',
  });
  expect([own.status, shared.status]).toEqual([201, 201]);
  try {
    await signInWithToken(page, uploader);
    const upload = page.getByRole('button', { name: 'Upload files', exact: true });

    await page.goto(`/layers/${own.json.id}/`);
    await expect(upload).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    await page.goto(`/layers/${shared.json.id}/`);
    await expect(page.getByRole('heading', { name: /^E2E shared / })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Files' })).toBeVisible();
    await expect(upload).toHaveCount(0);
  } finally {
    await api(admin, 'DELETE', `/layers/${own.json.id}/`);
    await api(admin, 'DELETE', `/layers/${shared.json.id}/`);
  }
});
