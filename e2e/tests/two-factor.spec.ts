import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import pg from 'pg';
import { expect, test } from '../support/test.js';
import { ADMIN, DATABASE_NAME, DEMO_ORGANISATION, type Account } from '../support/constants.js';
import { withDatabase } from '../support/database.js';
import { lookAt, openUserMenu, signIn, signInWithToken } from '../support/helpers.js';

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/two-factor';
mkdirSync(SHOTS, { recursive: true });

/** A page without a map: the screens here are about signing in, not about drawing. */
const LIGHT_PAGE = '/auth/login/?next=%2Finvitations%2F';
const PASSWORD = 'Quartz-Meadow-4821';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The code an authenticator app shows for the secret, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** The admin's token, for the test's own set-up calls. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/login/', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { key: string }).key;
}

/** A new user with a password, a member of the organisation, made through the API. */
async function newUser(
  request: APIRequestContext,
  token: string,
  organisation: number,
): Promise<Account & { id: number }> {
  const email = `tfa.${unique()}@waymark.test`;
  const answer = await request.post('/api/users/', {
    headers: { Authorization: `Token ${token}` },
    data: { email, password: PASSWORD, first_name: 'Tess', last_name: 'Factor', organisation },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  return { id, email, password: PASSWORD, name: 'Tess Factor' };
}

async function signOut(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
}

/** Email and password, then the code step's code. */
async function signInWithCode(page: Page, account: Account, code: string) {
  await signIn(page, account, LIGHT_PAGE);
  const field = page.getByRole('textbox', { name: /Authentication code/ });
  await expect(field).toBeFocused();
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('two-factor sign-in set up in the app, then signed in with a code and a recovery code', async ({
  page,
}) => {
  const token = await adminToken(page.request);
  const me = await page.request.get('/api/users/me/', {
    headers: { Authorization: `Token ${token}` },
  });
  const demo = (
    (await me.json()) as { organisations: { id: number; name: string }[] }
  ).organisations.find((o) => o.name === DEMO_ORGANISATION);
  if (!demo) throw new Error('no demo organisation');
  const user = await newUser(page.request, token, demo.id);

  // Set up from the account menu: the QR code and the key, a first code, the recovery codes.
  await signIn(page, user, LIGHT_PAGE);
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await dialog.getByRole('button', { name: 'Set up' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code of your secret key' })).toBeVisible();
  const secret = await dialog.getByRole('textbox', { name: 'Secret key' }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await lookAt(page, { path: `${SHOTS}/setup-secret.png` });

  const code = dialog.getByRole('textbox', { name: /Authentication code/ });
  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText(/This code is not right/)).toBeVisible();
  await code.fill(await codeFor(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const list = dialog.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
  await lookAt(page, { path: `${SHOTS}/recovery-codes.png` });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await signOut(page);

  // The password alone is no longer enough: the code step, then the next step's code.
  await signIn(page, user, LIGHT_PAGE);
  await expect(page.getByRole('textbox', { name: /Authentication code/ })).toBeVisible();
  await lookAt(page, { path: `${SHOTS}/login-code-step.png` });
  await signInWithCode(page, user, await codeFor(secret, 1));
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await signOut(page);

  // A recovery code signs in once; the second time it is refused.
  await signInWithCode(page, user, recoveryCodes[0]!);
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await signOut(page);
  await signInWithCode(page, user, recoveryCodes[0]!);
  await expect(page.getByText(/This code is not right/)).toBeVisible();
  await lookAt(page, { path: `${SHOTS}/login-code-refused.png` });
});

/**
 * A new organisation, made by the admin through the API, of which the admin is then no member:
 * a superuser manages it all the same, and what it requires of its members (two-factor sign-in)
 * does not hold back the admin's session, which every other test signs in with.
 */
async function organisationWithoutAdmin(request: APIRequestContext, token: string) {
  const answer = await request.post('/api/organisations/', {
    headers: { Authorization: `Token ${token}` },
    data: { name: `Strict Rail ${unique()}` },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must be set for the browser tests');
  const client = new pg.Client({ connectionString: withDatabase(url, DATABASE_NAME) });
  await client.connect();
  try {
    await client.query(
      'DELETE FROM memberships WHERE organisation_id = $1 AND user_id = (SELECT id FROM users WHERE email = $2)',
      [id, ADMIN.email],
    );
  } finally {
    await client.end();
  }
  return id;
}

test('an organisation that requires it sends its members to the set-up first; an admin resets it', async ({
  page,
  browser,
}) => {
  const token = await signInWithToken(page, ADMIN);
  const organisation = await organisationWithoutAdmin(page.request, token);
  const user = await newUser(page.request, token, organisation);

  // The organisation screen's switch.
  await page.goto(`/organisations/${organisation}/`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const requirement = page.getByRole('switch', {
    name: 'Require two-factor sign-in for password users',
  });
  await requirement.click();
  await expect(requirement).toBeChecked();
  await lookAt(page, { path: `${SHOTS}/organisation-switch.png` });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  // The member signs in: nothing but the set-up (and signing out) until it is done.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, user, LIGHT_PAGE);
  await expect(member.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await lookAt(member, { path: `${SHOTS}/required.png` });
  await member.getByRole('button', { name: 'Set up' }).click();
  const secret = await member.getByRole('textbox', { name: 'Secret key' }).inputValue();
  await member.getByRole('textbox', { name: /Authentication code/ }).fill(await codeFor(secret));
  await member.getByRole('button', { name: 'Turn on' }).click();
  await expect(member.getByRole('listitem')).toHaveCount(10);
  await member.getByRole('button', { name: 'Done' }).click();
  await expect(member.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await memberContext.close();

  // The admin removes it (a lost phone), after confirming.
  await page.goto(`/user/${user.id}/`);
  await expect(page.getByText('Two-factor sign-in on')).toBeVisible();
  await page.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
  await lookAt(page, { path: `${SHOTS}/reset-confirm.png` });
  await confirm.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in off')).toBeVisible();
  await lookAt(page, { path: `${SHOTS}/reset-done.png` });
});
