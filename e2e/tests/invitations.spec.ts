import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { ADMIN, DEMO_ORGANISATION, type Account } from '../support/constants.js';
import { lookAt, openUserMenu, signIn, signInWithToken, waitForMail } from '../support/helpers.js';
import { api as apiAs, apiToken } from '../support/uploads.js';

/** Written under /tmp, to be looked at. */
const SHOTS = '/tmp/invitations';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

let token = '';
let demoId = 0;

/** A call to the API as the bootstrap admin (`token`, signed in by beforeAll). */
const api = (method: string, path: string, body?: unknown) => apiAs(token, method, path, body);

/**
 * An account of another organisation: a new organisation without a domain (so that nobody is
 * sent to another host) and its one user, made through the API by the bootstrap admin.
 */
async function accountElsewhere(label: string): Promise<Account & { organisation: string }> {
  const organisation = `${label} Surveys ${unique()}`;
  const made = await api('POST', '/organisations/', { name: organisation });
  expect(made.status).toBe(201);
  const { id } = made.json as { id: number };
  const account = {
    email: `${label.toLowerCase()}.${unique()}@waymark.test`,
    password: 'Quarry-Lantern-3141',
    name: `${label} Invitee`,
  };
  const user = await api('POST', '/users/', {
    email: account.email,
    password: account.password,
    first_name: label,
    last_name: 'Invitee',
    organisation: id,
  });
  expect(user.status).toBe(201);
  return { ...account, organisation };
}

test.beforeAll(async () => {
  token = await apiToken(ADMIN);
  const me = (await api('GET', '/users/me/')).json as {
    organisations: { id: number; name: string }[];
  };
  demoId = me.organisations.find((o) => o.name === DEMO_ORGANISATION)?.id ?? 0;
  expect(demoId).toBeGreaterThan(0);
});

async function shoot(page: Page, name: string) {
  await lookAt(page, { path: `${SHOTS}-${name}.png`, animations: 'disabled' });
}

function invitationRow(page: Page, email: string): Locator {
  return page
    .getByRole('grid', { name: 'Invitations' })
    .getByRole('row')
    .filter({ hasText: email });
}

/** The invitee's own browser: nothing of the admin's session. */
async function inviteeBrowser(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

/** The link of the invitation mail to an address. */
async function mailedLink(email: string): Promise<string> {
  const mail = await waitForMail(email);
  expect(mail.subject).toContain(DEMO_ORGANISATION);
  const link = /(https?:\/\/\S+\/invitations\/)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no invitations link in: ${mail.text}`);
  return link;
}

test('an existing account is invited, accepts through the mailed link and joins', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const invitee = await accountElsewhere('Harbour');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithToken(page, ADMIN);

  // The admin adds the email as a new user: its account exists, so it is invited instead.
  await page.goto('/users/');
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(invitee.email);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const sent = page.getByRole('dialog', { name: 'Invitation sent' });
  await expect(sent.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
  // Nothing of the account: not its name, not its organisation.
  await expect(sent).not.toContainText(invitee.name);
  await expect(sent).not.toContainText(invitee.organisation);
  await expect(page).toHaveURL(/\/users\/$/);
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await shoot(page, 'sent');

  await sent.getByRole('button', { name: 'Show invitations' }).click();
  await expect(page).toHaveURL(/\/users\/\?tab=invitations$/);
  const row = invitationRow(page, invitee.email);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  // Invited by the bootstrap admin, whose name is 'Admin'.
  await expect(row.getByRole('gridcell', { name: ADMIN.name, exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Invitations, \d+ pending$/ })).toBeVisible();
  await shoot(page, 'users-list');

  // The invitee opens the mailed link in their own browser and signs in as themselves.
  const link = await mailedLink(invitee.email);
  const theirs = await inviteeBrowser(browser);
  await theirs.page.goto(link);
  await expect(theirs.page).toHaveURL(/\/auth\/login\/\?next=%2Finvitations%2F$/);
  await signIn(theirs.page, invitee, theirs.page.url());
  await expect(theirs.page).toHaveURL(/\/invitations\/$/);
  const card = theirs.page.getByRole('article', { name: DEMO_ORGANISATION });
  await expect(card.getByText(/^Invited by Admin on \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(card.getByText(/^Expires on \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  // The user menu counts it.
  await openUserMenu(theirs.page);
  await expect(
    theirs.page
      .getByRole('menuitem', { name: /Invitations/ })
      .getByLabel('1 waiting for your answer'),
  ).toBeVisible({ timeout: 10_000 });
  await shoot(theirs.page, 'invitee-menu');
  await theirs.page.keyboard.press('Escape');
  // Pictured with the count on the account button, without the focus ring Escape leaves on it.
  await theirs.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await shoot(theirs.page, 'invitee');

  await card.getByRole('button', { name: `Accept the invitation to ${DEMO_ORGANISATION}` }).click();
  await expect(
    theirs.page.getByText(`You are now a member of ${DEMO_ORGANISATION}.`),
  ).toBeVisible();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /Accept|Decline/ })).toHaveCount(0);
  await shoot(theirs.page, 'invitee-accepted');

  // The organisation is theirs now: the organisation selector offers it beside their own.
  await theirs.page.goto('/');
  const selector = theirs.page.getByRole('combobox', { name: 'Organisation' });
  await expect(selector).toBeVisible({ timeout: 15_000 });
  await selector.click();
  await expect(theirs.page.getByRole('option', { name: DEMO_ORGANISATION })).toBeVisible();
  await expect(theirs.page.getByRole('option', { name: invitee.organisation })).toBeVisible();
  await theirs.context.close();

  // The admin sees it accepted, and the new member among the users.
  await page.reload();
  await expect(
    invitationRow(page, invitee.email).getByText('Accepted', { exact: true }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(
    page.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: invitee.email }),
  ).toBeVisible();
});

test('a declined invitation shows declined to the organisation', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const invitee = await accountElsewhere('Quay');
  // Invited as the 'New user' dialog does it: POST users/ answers 202 with the invitation.
  const invited = await api('POST', '/users/', {
    email: invitee.email,
    organisation: demoId,
    admin: true,
  });
  expect(invited.status).toBe(202);
  expect(invited.json).toMatchObject({ email: invitee.email, status: 'pending', admin: true });

  const theirs = await inviteeBrowser(browser);
  await theirs.page.goto(await mailedLink(invitee.email));
  await signIn(theirs.page, invitee, theirs.page.url());
  const card = theirs.page.getByRole('article', { name: DEMO_ORGANISATION });
  await expect(
    card.getByText(`You are invited as an admin of ${DEMO_ORGANISATION}.`),
  ).toBeVisible();
  await card
    .getByRole('button', { name: `Decline the invitation to ${DEMO_ORGANISATION}` })
    .click();
  const confirm = theirs.page.getByRole('dialog', {
    name: `Decline the invitation to ${DEMO_ORGANISATION}?`,
  });
  await confirm.getByRole('button', { name: 'Decline' }).click();
  await expect(
    theirs.page.getByText(`You declined the invitation to ${DEMO_ORGANISATION}.`),
  ).toBeVisible();
  await expect(card.getByText('Declined', { exact: true })).toBeVisible();
  await theirs.context.close();

  await signInWithToken(page, ADMIN);
  await page.goto('/users/?tab=invitations&status=declined');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Declined');
  await expect(
    invitationRow(page, invitee.email).getByText('Declined', { exact: true }),
  ).toBeVisible();
  await expect(
    invitationRow(page, invitee.email).getByRole('button', { name: 'Cancel invitation' }),
  ).toHaveCount(0);
});

/** The texts the screenshots wait for, in each language. */
const TEXTS = {
  en: { tab: 'Invitations', waiting: 'Waiting for your answer', earlier: 'Earlier invitations' },
  fr: {
    tab: 'Invitations',
    waiting: 'En attente de votre réponse',
    earlier: 'Invitations précédentes',
  },
  ga: { tab: 'Cuirí', waiting: 'Ag fanacht le do fhreagra', earlier: 'Cuirí níos luaithe' },
} as const;

for (const language of ['en', 'fr', 'ga'] as const) {
  test(`screenshots of the invitations screens in ${language} @screens`, async ({ page }) => {
    const text = TEXTS[language];
    // One invitee with an open invitation (as admin) and a cancelled one of the admin's second
    // organisation; another whose invitation is cancelled, for the organisation's list.
    const invitee = await accountElsewhere('Pier');
    const other = await accountElsewhere('Jetty');
    const me = (await api('GET', '/users/me/')).json as {
      organisations: { id: number; name: string }[];
    };
    const northern = me.organisations.find((o) => o.id !== demoId)?.id ?? 0;
    const invite = async (email: string, organisation: number, admin = false) => {
      const made = await api('POST', '/users/', { email, organisation, admin });
      expect(made.status).toBe(202);
      return (made.json as { id: number }).id;
    };
    await invite(invitee.email, demoId, true);
    const northernInvitation = await invite(invitee.email, northern);
    expect((await api('POST', `/invitations/${northernInvitation}/cancel/`)).status).toBe(200);
    const otherInvitation = await invite(other.email, demoId);
    expect((await api('POST', `/invitations/${otherInvitation}/cancel/`)).status).toBe(200);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await signInWithToken(page, ADMIN);
    await page.goto('/users/?tab=invitations');
    // The grid is named in the language of the page.
    await expect(
      page.getByRole('grid', { name: text.tab }).getByRole('row').filter({ hasText: other.email }),
    ).toBeVisible();
    await shoot(page, `${language}-organisation`);

    await signInWithToken(page, invitee);
    await page.goto('/invitations/');
    await expect(page.getByText(text.waiting)).toBeVisible();
    await expect(page.getByText(text.earlier)).toBeVisible();
    await shoot(page, `${language}-mine`);
  });
}
