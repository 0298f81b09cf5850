import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { MAIL_DIR, type Account } from './constants.js';
import type { CapturedMail } from './mailCapture.js';

/** A map view's URL: /maps/:id/, with the view (#zoom/lat/lng) once the map has settled. */
export const MAP_VIEW_URL = /\/maps\/\d+\/(#[-\d./]*)?$/;

/** The page's MapLibre map canvas: the viewer's, a settings widget's, not the minimap's. */
export const MAP_CANVAS = 'canvas.maplibregl-canvas:not([data-testid="minimap"] *)';

/** Signs in through the Login screen (English labels). */
export async function signIn(page: Page, account: Account, path = '/auth/login/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Signs in through the API and hands the token to the app, for tests about other screens. The
 * token is stored for one host (localStorage is per origin): the test's own, or `origin` (an
 * organisation's domain, where the app sends a user of that organisation).
 */
export async function signInWithToken(page: Page, account: Account, origin = ''): Promise<void> {
  // A session cookie of an earlier sign-in would make this POST need a CSRF token.
  await page.context().clearCookies();
  const answer = await page.request.post('/api/auth/login/', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status()).toBe(200);
  const { key } = (await answer.json()) as { key: string };
  await page.goto(`${origin}/auth/login/`);
  await page.evaluate((token) => localStorage.setItem('token', token), key);
}

export async function openUserMenu(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account|Compte|Cuntas/ })
    .click();
}

function mailsTo(address: string): CapturedMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(MAIL_DIR, name), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** The newest mail the SMTP catcher received for an address, once there is one. */
export async function waitForMail(address: string): Promise<CapturedMail> {
  await expect
    .poll(() => mailsTo(address).length, { message: `a mail to ${address}` })
    .toBeGreaterThan(0);
  const mails = mailsTo(address);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}
