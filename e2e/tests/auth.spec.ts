import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import {
  ADMIN,
  CHANGE_USER,
  DEMO_MAP,
  LOCKOUT_USER,
  RESET_USER,
  VIEWER,
} from '../support/constants.js';
import { MAP_VIEW_URL, openUserMenu, signIn, waitForMail } from '../support/helpers.js';

const demoMapHeading = (page: Page) => page.getByRole('heading', { level: 1, name: DEMO_MAP });

test('signs in, lands on the Demo map through Home, and a reload keeps the session', async ({
  page,
}) => {
  await page.goto('/');
  // Home needs a user; '/' adds no next.
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await signIn(page, ADMIN, page.url());
  await expect(page).toHaveURL(MAP_VIEW_URL);
  await expect(demoMapHeading(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[0-9a-f]{40}$/);

  await page.reload();
  await expect(demoMapHeading(page)).toBeVisible();
  await expect(page).toHaveURL(MAP_VIEW_URL);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('comes back to the page asked for after signing in', async ({ page }) => {
  await page.goto('/layers/');
  await expect(page).toHaveURL(/\/auth\/login\/\?next=%2Flayers%2F$/);
  await signIn(page, ADMIN, page.url());
  await expect(page).toHaveURL(/\/layers\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Layers' })).toBeVisible();
});

test('a wrong password shows the server error', async ({ page }) => {
  await signIn(page, { ...VIEWER, password: 'not-the-password' });
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an invalid token sends the user to Login', async ({ page }) => {
  await page.goto('/auth/login/');
  await page.evaluate(() => localStorage.setItem('token', '0'.repeat(40)));
  await page.goto('/maps/');
  await expect(page).toHaveURL(/\/auth\/login\/\?next=%2Fmaps%2F$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('logout ends the session on the server and here', async ({ page }) => {
  await signIn(page, LOCKOUT_USER);
  await expect(demoMapHeading(page)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const answer = await page.request.get('/api/users/me/', {
    headers: { Authorization: `Token ${token}` },
  });
  expect(answer.status()).toBe(403);
  await page.goto('/maps/');
  await expect(page).toHaveURL(/\/auth\/login\/\?next=/);
});

test('resets a forgotten password through the mailed link', async ({ page }) => {
  const newPassword = 'Juniper-Lighthouse-90';
  await page.goto('/auth/login/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/password\/reset\/$/);
  await expect(
    page.getByText(
      'Please enter your email address below and we will send you information how to change your password.',
    ),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(RESET_USER.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  const mail = await waitForMail(RESET_USER.email);
  const link = /https?:\/\/\S+\/auth\/password\/reset\/confirm\/\S+\/\S+\//.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await expect(page.getByText('Please enter a new password')).toBeVisible();

  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await page
    .getByRole('textbox', { name: 'Confirm Password', exact: true })
    .fill('Juniper-Lighthouse-91');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password should match')).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password successfully reset')).toBeVisible();
  await expect(page.getByText('Please login with the new password')).toBeVisible();

  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await signIn(page, { ...RESET_USER, password: newPassword }, page.url());
  await expect(demoMapHeading(page)).toBeVisible();
});

test('changes the password from the user menu', async ({ page }) => {
  const newPassword = 'Marble-Orchard-36';
  await signIn(page, CHANGE_USER);
  await expect(demoMapHeading(page)).toBeVisible();
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();

  await dialog
    .getByRole('textbox', { name: 'Current Password', exact: true })
    .fill('not-my-password');
  await dialog.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await dialog.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Your old password was entered incorrectly. Please enter it again.'),
  ).toBeVisible();

  await dialog
    .getByRole('textbox', { name: 'Current Password', exact: true })
    .fill(CHANGE_USER.password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New password has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signIn(page, { ...CHANGE_USER, password: newPassword }, '/auth/login/');
  await expect(demoMapHeading(page)).toBeVisible();
});
