import { expect, test } from '../support/test.js';
import { ADMIN, BASE_URL, EMPTY_ORGANISATION, PORT, type Account } from '../support/constants.js';
import { signIn, signInWithToken } from '../support/helpers.js';
import { api as apiAs, apiToken } from '../support/uploads.js';

const EMPTY_ORIGIN = `http://${EMPTY_ORGANISATION.domain}:${PORT}`;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

let token = '';

/** A call to the API as the bootstrap admin (`token`, signed in by beforeAll). */
const api = (method: string, path: string, body?: unknown) => apiAs(token, method, path, body);

/** A new user of one organisation, made through the API by the bootstrap admin. */
async function userOf(organisation: number): Promise<Account> {
  const account = {
    email: `startup.${unique()}@waymark.test`,
    password: 'Meadow-Signal-2718',
    name: 'Stella Startup',
  };
  const made = await api('POST', '/users/', {
    email: account.email,
    password: account.password,
    first_name: 'Stella',
    last_name: 'Startup',
    organisation,
  });
  expect(made.status).toBe(201);
  return account;
}

let emptyId = 0;

test.beforeAll(async () => {
  token = await apiToken(ADMIN);
  const found = (await api('GET', `/organisations/?search=${encodeURIComponent('Empty Survey')}`))
    .json as { results: { id: number; domain: string | null }[] };
  emptyId = found.results.find((o) => o.domain === EMPTY_ORGANISATION.domain)?.id ?? 0;
  expect(emptyId).toBeGreaterThan(0);
});

test('a user whose organisation is on another domain is sent there with orgId, and stays', async ({
  page,
}) => {
  const user = await userOf(emptyId);
  await signIn(page, user);
  // On its domain the app stores the organisation and drops the parameter; the token belongs to
  // the other host, so a sign-in is needed here.
  await page.waitForURL(new RegExp(`^${EMPTY_ORIGIN}/`));
  await expect(page).toHaveURL(new RegExp(`^${EMPTY_ORIGIN}/auth/login/`));
  expect(await page.evaluate(() => localStorage.getItem('organisationId'))).toBe(String(emptyId));

  await signIn(page, user, `${EMPTY_ORIGIN}/auth/login/`);
  // The startup gate shows 'Initialising...' while a redirect is due: the home page on screen
  // means the app means to stay on this host.
  await expect(page.getByText('No map found')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(EMPTY_ORIGIN);
});

test('at startup, a stored session on the wrong host goes to the organisation’s domain, keeping the path', async ({
  page,
}) => {
  const user = await userOf(emptyId);
  await signInWithToken(page, user);
  const redirected = page.waitForRequest((request) =>
    request.url().startsWith(`${EMPTY_ORIGIN}/maps/?orgId=${emptyId}`),
  );
  await page.goto('/maps/');
  await redirected;
  await expect(page).toHaveURL(`${EMPTY_ORIGIN}/auth/login/?next=%2Fmaps%2F`);
});

test('an organisation without a domain stays on the host it was opened on', async ({ page }) => {
  const made = await api('POST', '/organisations/', { name: `Nowhere Surveys ${unique()}` });
  expect(made.status).toBe(201);
  const user = await userOf((made.json as { id: number }).id);
  await signIn(page, user);
  await expect(page.getByText('No map found')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(BASE_URL);
});

test('an unknown path needs a login, then shows File not found', async ({ page }) => {
  await page.goto('/no/such/page/?x=1');
  await expect(page).toHaveURL(/\/auth\/login\/\?next=%2Fno%2Fsuch%2Fpage%2F%3Fx%3D1$/);
  await expect(page.getByText('File not found')).toHaveCount(0);
  await signIn(page, ADMIN, page.url());
  await expect(page).toHaveURL(/\/no\/such\/page\/\?x=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'File not found' })).toBeVisible();
});
