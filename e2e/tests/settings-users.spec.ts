import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { ADMIN, DEMO_MAP, DEMO_ORGANISATION } from '../support/constants.js';
import {
  lookAt,
  signIn,
  signInWithToken,
  storeOnNextPage,
  waitForMail,
} from '../support/helpers.js';

/** Written under /tmp, not into the repository (docs/ images belong to screenshots.spec.ts). */
const SHOTS = '/tmp/settings-users';

interface OrganisationJson {
  id: number;
  name: string;
  layout: Record<string, unknown> | null;
}

/**
 * Signs in through the API and hands the token to the app (as signInWithToken does); answers
 * the token for API calls of the test's own. One sign-in: a second one from the same context
 * would carry the first one's session cookie without its CSRF header.
 */
async function demoOrganisation(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/organisations/?search=Demo', {
    headers: { Authorization: `Token ${token}` },
  });
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: OrganisationJson[] };
  const demo = results.find((o) => o.name === DEMO_ORGANISATION);
  if (!demo) throw new Error('no demo organisation');
  return demo;
}

/** The grid row that holds a text. */
function rowOf(page: Page, text: string): Locator {
  return page.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: text });
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('a user created with two permissions sees exactly the settings links they give', async ({
  page,
  browser,
}) => {
  const email = `maps.layers.${unique()}@waymark.test`;
  const password = 'Harbour-Lantern-2024';
  await signInWithToken(page, ADMIN);
  await page.goto('/users/');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Mona');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Layers');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(dialog.getByText(/will get an invitation mail/)).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await expect(dialog.getByText(/will get an invitation mail/)).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Edit maps' }).check();
  await dialog.getByRole('checkbox', { name: 'Edit layers' }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('User Mona Layers created.')).toBeVisible();
  const row = rowOf(page, email);
  await expect(row).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '2', exact: true })).toBeVisible();

  // A fresh browser context: nothing of the admin's session.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signIn(theirs, { email, password, name: 'Mona Layers' });
  await expect(theirs.getByRole('heading', { level: 1, name: DEMO_MAP })).toBeVisible();
  // maps.change_map is an admin permission: the cog leads to the settings.
  await theirs.getByRole('link', { name: 'Map settings' }).click();
  const nav = theirs.getByRole('navigation', { name: 'Settings navigation' });
  await expect(nav.getByRole('link')).toHaveText(['Maps', 'Layers']);
  await theirs.goto('/users/');
  await expect(theirs).toHaveURL(/\/permission-denied\/$/);
  await context.close();
});

test("'Delete user' asks first and removes the user", async ({ page }) => {
  const token = await signInWithToken(page, ADMIN);
  const demo = await demoOrganisation(page.request, token);
  const email = `leaving.${unique()}@waymark.test`;
  const created = await page.request.post('/api/users/', {
    headers: { Authorization: `Token ${token}` },
    data: {
      email,
      first_name: 'Lee',
      last_name: 'Leaving',
      password: 'Meadow-Copper-9182',
      organisation: demo.id,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/users/?search=${encodeURIComponent('Leaving')}`);
  const row = rowOf(page, email);
  await row.getByRole('button', { name: 'Delete user' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Lee Leaving?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete user' }).click();
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('User Lee Leaving deleted.')).toBeVisible();
  const gone = await page.request.get(`/api/users/${id}/`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(gone.status()).toBe(404);
});

test('a user created without a password is invited by mail to choose one', async ({ page }) => {
  const email = `invited.${unique()}@waymark.test`;
  await signInWithToken(page, ADMIN);
  await page.goto('/users/');
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(
    dialog.getByText(
      `Without a password, ${email} will get an invitation mail with a link to choose their password.`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByText(`User ${email} created. An invitation mail is on its way to them.`),
  ).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.text).toMatch(/\/auth\/password\/reset\/confirm\/[^/\s]+\/[^/\s]+\//);
});

test('saving an organisation re-brands the running app: title, navbar colour and logo', async ({
  page,
}) => {
  const token = await signInWithToken(page, ADMIN);
  const demo = await demoOrganisation(page.request, token);
  const auth = { Authorization: `Token ${token}` };
  try {
    await page.goto(`/organisations/${demo.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_ORGANISATION })).toBeVisible();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    const topBar = page.getByRole('banner');
    // Exactly: the markup categories below have their own 'Edit <category>' buttons.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();

    await page.getByRole('textbox', { name: 'Title' }).fill('Rail Atlas');
    await page.getByRole('textbox', { name: 'Navbar colour', exact: true }).fill('#123456');
    await page.getByRole('textbox', { name: 'Navbar text colour', exact: true }).fill('#fafafa');
    const preview = page.getByTestId('top-bar-preview');
    await expect(preview).toHaveCSS('background-color', 'rgb(18, 52, 86)');
    await expect(preview.getByText('Rail Atlas')).toBeVisible();
    // Not yet saved: the app's own top bar is as it was.
    await expect(topBar.getByText('Rail Atlas')).toHaveCount(0);

    await page.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#e91e63"/><circle cx="50" cy="50" r="40" fill="#ffeb3b"/></svg>',
      ),
    });
    await expect(preview.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Organisation saved.')).toBeVisible();

    await expect(topBar.getByText('Rail Atlas')).toBeVisible();
    await expect(topBar).toHaveCSS('background-color', 'rgb(18, 52, 86)');
    await expect(topBar).toHaveCSS('color', 'rgb(250, 250, 250)');
    const logo = topBar.locator('img');
    await expect(logo).toHaveAttribute(
      'src',
      new RegExp(`/api/organisations/${demo.id}/logo/\\?v=`),
    );
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const box = await logo.boundingBox();
    expect(box && box.height <= 55 && box.width <= 150).toBe(true);
    await expect(page).toHaveTitle('Rail Atlas');
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await lookAt(page, { path: `${SHOTS}-rebranded.png` });
  } finally {
    // Other specs share this database: the demo organisation gets its layout back.
    await page.request.delete(`/api/organisations/${demo.id}/logo/`, { headers: auth });
    const restored = await page.request.patch(`/api/organisations/${demo.id}/`, {
      headers: auth,
      data: { layout: demo.layout },
    });
    expect(restored.status()).toBe(200);
  }
});

test('the users and organisations screens in English, French and Irish, and on a phone @screens', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const token = await signInWithToken(page, ADMIN);
  const demo = await demoOrganisation(page.request, token);
  const users = await page.request.get(`/api/users/?organisation=${demo.id}&search=Target`, {
    headers: { Authorization: `Token ${token}` },
  });
  const target = ((await users.json()) as { results: { id: number }[] }).results[0];
  if (!target) throw new Error('no target user');

  const shoot = async (name: string) => {
    await lookAt(page, { path: `${SHOTS}-${name}.png` });
  };
  /** The settings page scrolls inside its own pane: bring a part of it into view first. */
  const shootAt = async (name: string, part: Locator) => {
    await part.scrollIntoViewIfNeeded();
    await shoot(name);
  };
  const edit = /^(Edit|Modifier|Cuir in eagar)$/;
  const screens = async (prefix: string) => {
    await page.goto('/users/');
    await expect(page.getByRole('grid').getByRole('row').nth(2)).toBeVisible();
    await shoot(`${prefix}-users`);
    await page.getByRole('button', { name: /^(Create|Créer|Cruthaigh)$/ }).click();
    // Wait for the dialog's fade to end.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await shoot(`${prefix}-user-create`);
    await page.keyboard.press('Escape');
    await page.goto(`/user/${target.id}/`);
    await page.getByRole('button', { name: edit }).click();
    await shoot(`${prefix}-user`);
    await shootAt(`${prefix}-user-permissions`, page.getByRole('checkbox').last());
    await page.goto('/organisations/');
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    await shoot(`${prefix}-organisations`);
    await page.goto(`/organisations/${demo.id}/`);
    await page.getByRole('button', { name: edit }).click();
    await shoot(`${prefix}-organisation`);
    await shootAt(`${prefix}-organisation-colours`, page.getByRole('region').nth(2));
    await shootAt(`${prefix}-organisation-end`, page.getByRole('switch').last());
  };

  await page.setViewportSize({ width: 1280, height: 800 });
  for (const language of ['en', 'fr', 'ga']) {
    await storeOnNextPage(page, 'lang', language);
    await screens(language);
  }
  await storeOnNextPage(page, 'lang', 'en');
  await page.setViewportSize({ width: 360, height: 740 });
  await screens('xs');
});
