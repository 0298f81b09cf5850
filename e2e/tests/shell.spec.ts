import { expect, test } from '../support/test.js';
import {
  ADMIN,
  DEMO_MAP,
  EMPTY_ORGANISATION,
  NOMAP,
  NORTHERN_ORGANISATION,
  PORT,
  TARGET,
  UNCONFIGURED_URL,
  VIEWER,
} from '../support/constants.js';
import { openUserMenu, signIn, signInWithToken } from '../support/helpers.js';

test('any other path shows the 404 page to a signed-in user', async ({ page }) => {
  // Signed out, it needs a login first (startup.spec.ts).
  await signInWithToken(page, ADMIN);
  await page.goto('/no/such/page/');
  await expect(page.getByRole('heading', { level: 1, name: 'File not found' })).toBeVisible();
});

test('an unconfigured host shows only its message', async ({ page }) => {
  await page.goto(UNCONFIGURED_URL);
  await expect(
    page.getByText('This domain is not configured. Please contact the admin.'),
  ).toBeVisible();
  expect((await page.locator('#root').innerText()).trim()).toBe(
    'This domain is not configured. Please contact the admin.',
  );
});

test('a user without permissions sees no settings links', async ({ page }) => {
  await signIn(page, VIEWER);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_MAP })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Map settings' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Settings navigation' })).toHaveCount(0);

  await page.goto('/maps/');
  await expect(page).toHaveURL(/\/permission-denied\/$/);
  await expect(page.getByText('You dont have permission to complete action')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings navigation' })).toHaveCount(0);
});

test('an admin reaches the settings through the cog and leaves them with Close', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_MAP })).toBeVisible();
  // The map view keeps its centre and zoom in the hash; the page is the path.
  const mapPath = new URL(page.url()).pathname;
  // The top bar shows the current map's title in the maps module.
  await expect(page.getByRole('banner').getByRole('heading', { name: DEMO_MAP })).toBeVisible();

  await page.getByRole('link', { name: 'Map settings' }).click();
  await expect(page).toHaveURL(/\/maps\/\d+\/detail\/$/);
  await expect(page.getByRole('banner').getByText('Settings', { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Settings navigation' });
  for (const name of ['Maps', 'Layers', 'Users', 'Organisations', 'Map Shares']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  // Maps is highlighted on its detail route too.
  await expect(nav.getByRole('link', { name: 'Maps' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Layers' }).click();
  await expect(page).toHaveURL(/\/layers\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Layers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Layers' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Maps' })).not.toHaveAttribute('aria-current');

  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL((url) => url.pathname === mapPath);
});

test('Home shows No map found beside the settings sidebar when there is no map', async ({
  page,
}) => {
  // On the domain of their organisation, where the app would send them anyway.
  await signIn(page, NOMAP, `http://${EMPTY_ORGANISATION.domain}:${PORT}/auth/login/`);
  await expect(page.getByText('No map found')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Settings navigation' });
  await expect(nav.getByRole('link', { name: 'Maps' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Organisations' })).toHaveCount(0);
});

test('switching to Irish changes the interface and is remembered', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_MAP })).toBeVisible();
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Gaeilge' }).click();
  await expect(page.getByRole('link', { name: 'Socruithe na léarscáile' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ga');

  await page.reload();
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Athraigh an Pasfhocal' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logáil amach' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/maps/');
  await expect(page.getByRole('banner').getByText('Socruithe', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Léarscáileanna', exact: true })).toBeVisible();
});

test('on a 360px phone the sidebar is a drawer the menu button opens', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signInWithToken(page, ADMIN);
  await page.goto('/maps/');
  await expect(page.getByRole('heading', { level: 1, name: 'Maps' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Settings navigation' });
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users\/$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('impersonates a user with Login as... and releases again', async ({ page }) => {
  await signIn(page, ADMIN, '/auth/login/?next=%2Fusers%2F');
  await expect(page).toHaveURL(/\/users\/$/);
  await page.getByRole('combobox', { name: 'Login as...' }).click();
  await page.getByRole('option', { name: TARGET.name }).click();

  // Acquiring reloads the product at '/', which goes on to the map.
  await expect(page.getByRole('heading', { level: 1, name: DEMO_MAP })).toBeVisible();
  await page.goto('/users/');
  await expect(page.getByText(`Acting as ${TARGET.name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toContainText(TARGET.name);

  await page.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_MAP })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('impersonate'))).toBeNull();
  await page.goto('/users/');
  await expect(page.getByRole('combobox', { name: 'Login as...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toContainText(ADMIN.name);
});

test('choosing an organisation on another domain goes there with orgId', async ({ page }) => {
  await signIn(page, ADMIN, '/auth/login/?next=%2Fmaps%2F');
  await expect(page).toHaveURL(/\/maps\/$/);
  await page.getByRole('combobox', { name: 'Organisation' }).click();
  await page.getByRole('option', { name: NORTHERN_ORGANISATION.name }).click();

  await page.waitForURL(new RegExp(`^http://${NORTHERN_ORGANISATION.domain}:${PORT}/`));
  // The app there stores the organisation and drops the parameter; a sign-in is needed there.
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  const stored = await page.evaluate(() => localStorage.getItem('organisationId'));
  expect(Number(stored)).toBeGreaterThan(0);
});
