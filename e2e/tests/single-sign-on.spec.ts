import { startOidcProvider, type RunningProvider } from '../../apps/api/src/test/oidc-provider.js';
import { ADMIN, BASE_URL, PORT } from '../support/constants.js';
import { lookAt, signInWithToken } from '../support/helpers.js';
import { expect, test } from '../support/test.js';
import { api } from '../support/uploads.js';

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/single-sign-on';
/** The organisation's own host (Chromium sends *.localhost to this machine). */
const ORIGIN = `http://coastal.localhost:${PORT}`;
const PERSON = {
  email: 'ciara.byrne@coastal.example',
  givenName: 'Ciara',
  familyName: 'Byrne',
  groups: ['surveyors', 'gis-admins'],
};

let provider: RunningProvider;
let organisationId: number;
let adminToken: string;

const settings = (changes: Record<string, unknown> = {}) => ({
  display_name: 'Coastal Identity',
  issuer: provider.issuer,
  client_id: provider.clientId,
  client_secret: provider.clientSecret,
  scopes: 'openid email profile groups',
  email_claim: 'email',
  groups_claim: 'groups',
  group_permissions: [{ group: 'surveyors', permissions: ['layers.add_layer', 'layers.upload'] }],
  admin_groups: ['gis-admins'],
  email_domains: ['coastal.example'],
  create_accounts: true,
  required: false,
  ...changes,
});

test.beforeAll(async () => {
  // A real OpenID provider (oidc-provider) on loopback, its client registered for the
  // organisation's host and the portal's own (where e-mail-first sign-in starts).
  provider = await startOidcProvider([ORIGIN, BASE_URL], [PERSON]);
  const signIn = await fetch(`http://localhost:${PORT}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  adminToken = ((await signIn.json()) as { key: string }).key;
  const created = await api<{ id: number }>(adminToken, 'POST', '/organisations/', {
    name: 'Coastal Rail',
    domain: 'coastal.localhost',
  });
  expect(created.status).toBe(201);
  organisationId = created.json.id;
  const saved = await api(adminToken, 'PUT', `/organisations/${organisationId}/sso/`, settings());
  expect(saved.status).toBe(200);
});

test.afterAll(async () => {
  // Other tests of this worker's server must not meet the provider or the host.
  await api(adminToken, 'DELETE', `/organisations/${organisationId}/sso/`);
  await api(adminToken, 'PATCH', `/organisations/${organisationId}/`, { domain: null });
  await provider.stop();
});

test('an admin sees the provider’s settings and tests the connection', async ({ page }) => {
  await signInWithToken(page, ADMIN);
  await page.goto(`/organisations/${organisationId}/`);
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Single sign-on', exact: true }),
  });
  await expect(section.getByRole('textbox', { name: 'Redirect (callback) URL' })).toHaveValue(
    `${ORIGIN.replace('coastal.localhost', 'localhost')}/api/auth/sso/callback/`,
  );
  await expect(section.getByRole('textbox', { name: 'Issuer URL' })).toHaveValue(provider.issuer);
  await expect(section).not.toContainText(provider.clientSecret);
  await section.getByRole('button', { name: 'Test connection' }).click();
  const found = section.getByRole('table', { name: 'Test connection' });
  await expect(found.getByText(`${provider.issuer}/session/end`)).toBeVisible();
  await expect(found.getByText('S256')).toBeVisible();
  await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await lookAt(page, { path: `${SHOTS}/settings.png` });
  await found.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await lookAt(page, { path: `${SHOTS}/settings-tested.png` });
});

test('a new person signs in through the provider’s pages and lands in Waymark', async ({
  page,
}) => {
  await page.goto(`${ORIGIN}/auth/login/`);
  const button = page.getByRole('link', { name: 'Sign in with Coastal Identity' });
  await expect(button).toBeVisible();
  await lookAt(page, { path: `${SHOTS}/login.png` });
  await button.click();

  // oidc-provider's own login and consent pages.
  await page.waitForURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(PERSON.email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back in Waymark, signed in as a new account with the group's permissions, an admin.
  await page.waitForURL(`${ORIGIN}/**`);
  await expect(page).not.toHaveURL(/\/auth\/login\//);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await api<{
    email: string;
    permissions: string[];
    organisations: { admin: boolean }[];
  }>(token!, 'GET', '/users/me/');
  expect(me.json).toMatchObject({
    email: PERSON.email,
    permissions: ['layers.add_layer', 'layers.upload'],
    organisations: [{ admin: true }],
  });
  await lookAt(page, { path: `${SHOTS}/signed-in.png` });

  // Signing out ends the provider's session too, then comes back to Login.
  await page.goto(`${ORIGIN}/auth/logout/`);
  await page.waitForURL(new RegExp(`^${provider.issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL(`${ORIGIN}/auth/login/`);
  await expect(page.getByRole('link', { name: 'Sign in with Coastal Identity' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an address at the organisation’s domain is offered its provider, then sent there', async ({
  page,
}) => {
  await page.goto('/auth/login/');
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill(PERSON.email);
  const hint = page.getByRole('alert').filter({ hasText: 'coastal.example' });
  await expect(hint).toContainText('Addresses at coastal.example sign in with Coastal Identity.');
  await lookAt(page, { path: `${SHOTS}/email-first.png` });

  // Required: leaving the address field goes to the provider.
  const required = await api(
    adminToken,
    'PUT',
    `/organisations/${organisationId}/sso/`,
    settings({ required: true }),
  );
  expect(required.status).toBe(200);
  await page.goto('/auth/login/');
  await page.getByRole('textbox', { name: 'Email' }).fill(PERSON.email);
  await expect(page.getByText('Coastal Rail signs in with Coastal Identity only.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).press('Tab');
  await page.waitForURL(new RegExp(`^${provider.issuer}/interaction/`));
  await expect(page.locator('input[name="login"]')).toBeVisible();
});

test('a refused sign-in comes back to Login, which says why', async ({ page }) => {
  await page.goto(`${ORIGIN}/api/auth/sso/callback/?state=forged&code=forged`);
  await page.waitForURL(`${ORIGIN}/auth/login/?sso_error=expired`);
  await expect(page.getByRole('alert')).toHaveText(
    'That sign-in took too long or was already used. Sign in again.',
  );
  await lookAt(page, { path: `${SHOTS}/refused.png` });
});
