import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  type Locator,
  type LocatorScreenshotOptions,
  type Page,
  type PageScreenshotOptions,
} from '@playwright/test';
import { checkScreen, takingScreens } from './axe.js';
import { BASE_URL, MAIL_DIR, type Account } from './constants.js';
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
 * Signs in through the API and hands the token to the app, for tests about other screens; answers
 * the token. It is stored as the next page of the host starts (localStorage is per origin): the
 * test's own host, or `origin`'s (an organisation's domain, where the app sends a user of that
 * organisation). Handed over by an init script rather than by loading a page for it: that load
 * cost every test a second or two.
 */
export async function signInWithToken(page: Page, account: Account, origin = ''): Promise<string> {
  // A session cookie of an earlier sign-in would make this POST need a CSRF token.
  await page.context().clearCookies();
  const answer = await page.request.post('/api/auth/login/', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status()).toBe(200);
  const { key } = (await answer.json()) as { key: string };
  await storeOnNextPage(page, 'token', key, origin);
  return key;
}

/**
 * Puts `value` in the localStorage of `origin`'s host (the test's own by default) as the next
 * page of that host starts, once per tab: a later sign-out or change by the app is kept.
 */
export async function storeOnNextPage(
  page: Page,
  key: string,
  value: string,
  origin = '',
): Promise<void> {
  const host = new URL(origin || BASE_URL).host;
  // Each call's own flag: the same value stored again later must be stored again.
  const once = `e2e-stored:${key}:${randomUUID()}`;
  await page.addInitScript(
    ({ key, value, host, flag }) => {
      if (window.location.host !== host || sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem(key, value);
    },
    { key, value, host, flag: once },
  );
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

/**
 * A picture of the screen to be looked at (not compared with anything), written only when
 * screens are being taken: `npm run screenshots`, or WAYMARK_LOOK=1 beside a behaviour run.
 * npm test does not spend seconds of SwiftShader on each of them.
 */
export async function lookAt(
  target: Page | Locator,
  options: PageScreenshotOptions & LocatorScreenshotOptions & { path: string },
): Promise<void> {
  // Every screen of `npm run screenshots` is checked by axe-core too (light and dark, phone
  // and desktop, as the @screens tests take them).
  if (takingScreens()) await checkScreen(target, path.basename(options.path));
  if (process.env.WAYMARK_SCREENSHOTS || process.env.WAYMARK_LOOK) await target.screenshot(options);
}
