import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test.js';
import { ADMIN, DEMO_ORGANISATION, VIEWER } from '../support/constants.js';
import { lookAt, signInWithToken } from '../support/helpers.js';
import { organisationIdNamed } from '../support/uploads.js';

/** Written under /tmp, not into the repository. */
const SHOTS = '/tmp/settings-audit-log';

test('an organisation admin reads who signed in and what changed, filters it and exports it', async ({
  page,
}) => {
  // A refused sign-in of a member, then the admin's own: both in the log.
  const refused = await page.request.post('/api/auth/login/', {
    data: { email: VIEWER.email, password: 'Not-Her-Password-5' },
  });
  expect(refused.status()).toBe(400);
  const token = await signInWithToken(page, ADMIN);
  const organisationId = await organisationIdNamed(token, DEMO_ORGANISATION);

  await page.goto(`/organisations/${organisationId}/`);
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Audit log', exact: true }),
  });
  const grid = section.getByRole('grid', { name: 'Audit log entries' });
  await expect(grid.getByText('auth.login_failed').first()).toBeVisible();
  await expect(grid.getByText(VIEWER.email).first()).toBeVisible();
  await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await lookAt(page, { path: `${SHOTS}/audit-log.png` });

  // The refused sign-in in full: how it was tried, never the password.
  await grid.getByText('auth.login_failed').first().click();
  const dialog = page.getByRole('dialog', { name: /^Audit entry \d+$/ });
  await expect(dialog.getByText(/"method": "password"/)).toBeVisible();
  await expect(dialog).not.toContainText('Not-Her-Password-5');
  await lookAt(dialog, { path: `${SHOTS}/audit-entry.png` });
  await dialog.getByRole('button', { name: 'Show only their entries' }).click();
  await expect(section.getByText(`Only the entries of ${VIEWER.email}`)).toBeVisible();
  await expect(grid.getByText(ADMIN.email)).toHaveCount(0);

  // Sign-ins only, as a CSV file.
  await section.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Sign-ins and passwords' }).click();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`audit-log-${organisationId}.csv`);
  const lines = readFileSync((await file.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .trim();
  const rows = lines.split('\r\n');
  expect(rows[0]).toMatch(/^id,when,actor,/);
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.slice(1).every((row) => row.includes(VIEWER.email) && /,auth\./.test(row))).toBe(
    true,
  );
});

test('a superuser reads every organisation’s log from the settings sidebar, and keeps to one', async ({
  page,
}) => {
  await signInWithToken(page, ADMIN);
  await page.goto('/maps/');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit-log\/$/);
  await expect(page.getByRole('heading', { name: 'Audit log', exact: true })).toBeVisible();
  const section = page.getByRole('region', { name: 'Audit log of every organisation' });
  const grid = section.getByRole('grid', { name: 'Audit log entries' });
  await expect(grid.getByRole('columnheader', { name: 'Organisation' })).toBeVisible();
  const demoEntry = grid.getByRole('row').filter({ hasText: DEMO_ORGANISATION }).first();
  await expect(demoEntry).toBeVisible();
  await lookAt(page, { path: `${SHOTS}/all-organisations.png` });

  await demoEntry.click();
  const dialog = page.getByRole('dialog', { name: /^Audit entry \d+$/ });
  await dialog.getByRole('button', { name: 'Show only this organisation' }).click();
  await expect(section.getByText(`Only the organisation ${DEMO_ORGANISATION}`)).toBeVisible();
  const rows = grid.getByRole('row');
  await expect(rows.nth(1)).toContainText(DEMO_ORGANISATION);
  await lookAt(page, { path: `${SHOTS}/one-organisation.png` });
});
