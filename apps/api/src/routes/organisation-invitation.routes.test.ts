import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../test/assertions.js';
import { useSmtpServer } from '../test/smtp.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

interface Invitation {
  id: number;
  organisation: { id: number; name: string };
  email: string;
  admin: boolean;
  status: string;
  abilities: Record<string, boolean>;
}

/**
 * An admin who adds a user whose email already has an account (in another organisation)
 * invites that account: its owner joins only by accepting, signed in as themselves. Until then
 * the organisation sees the invitation and nothing of the account.
 */
describe('invitations of existing accounts', () => {
  const smtp = useSmtpServer();
  const t = useTestApp(() => ({ SMTP_URL: smtp.url, INVITATION_TIMEOUT_DAYS: '7' }));
  let alpha: number;
  let bravo: number;
  let bravoAdmin: TestUser;
  let surveyor: TestUser;

  beforeAll(async () => {
    alpha = await t.createOrganisation('Alpha Rail', 'alpha.test');
    bravo = await t.createOrganisation('Bravo Surveys', 'bravo.test');
    bravoAdmin = await t.createUser({
      email: 'admin@bravo.test',
      organisations: [{ id: bravo, admin: true }],
      permissions: ['users.add_user', 'users.change_user', 'profiles.impersonate'],
    });
    surveyor = await t.createUser({
      email: 'surveyor@alpha.test',
      organisations: [{ id: alpha }],
      permissions: ['maps.change_map'],
    });
  });

  const invite = (email: string, admin = false) =>
    t.request('POST', '/api/users/', {
      token: bravoAdmin.token,
      body: {
        email,
        organisation: bravo,
        admin,
        first_name: 'Guess',
        password: 'Guessed-Pass-4411',
      },
      headers: { host: 'bravo.test' },
    });
  const answer = (token: string, id: number, action: 'accept' | 'decline' | 'cancel') =>
    t.request('POST', `/api/invitations/${id}/${action}/`, { token });
  const own = async (token: string, status?: string) =>
    (
      await t.request('GET', '/api/invitations/', { token, query: status ? { status } : {} })
    ).json() as { results: Invitation[] };
  const ofBravo = async (status?: string) => {
    const res = await t.request('GET', `/api/organisations/${bravo}/invitations/`, {
      token: bravoAdmin.token,
      query: status ? { status } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Invitation[] }).results;
  };
  const membersOfBravo = async () =>
    (
      (
        await t.request('GET', '/api/users/', {
          token: bravoAdmin.token,
          query: { organisation: String(bravo) },
        })
      ).json() as { results: { email: string }[] }
    ).results.map((u) => u.email);

  it('invites the account, telling the admin nothing of it, and mails its owner', async () => {
    const res = await invite('SURVEYOR@alpha.test', true);
    expect(res.statusCode, res.body).toBe(202);
    const invitation = res.json() as Invitation;
    expect(invitation).toMatchObject({
      organisation: { id: bravo, name: 'Bravo Surveys' },
      email: 'SURVEYOR@alpha.test',
      admin: true,
      status: 'pending',
      abilities: { view: true, accept: false, decline: false, cancel: true },
    });
    // Nothing of the account but the email the admin typed: no id, names, permissions or
    // other organisations.
    expect(Object.keys(invitation).sort()).toEqual([
      'abilities',
      'admin',
      'created_at',
      'email',
      'expires_at',
      'id',
      'invited_by',
      'organisation',
      'responded_at',
      'status',
    ]);
    expect(res.body).not.toContain('Alpha Rail');
    expect(res.body).not.toContain('maps.change_map');
    expect(await membersOfBravo()).not.toContain('surveyor@alpha.test');
    // Nothing of the account changed: its names and password stay its own.
    expect(
      (await t.request('GET', '/api/users/me/', { token: surveyor.token })).json(),
    ).toMatchObject({
      first_name: 'surveyor',
      organisations: [{ id: alpha }],
    });
    const mail = await smtp.takeMailTo('surveyor@alpha.test');
    expect(mail.subject).toBe('You are invited to join Bravo Surveys on Waymark');
    expect(mail.text).toContain('http://bravo.test/invitations/');
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.text).not.toMatch(/password\/reset\/confirm/);
  });

  it('lets the invitee, signed in as themselves, accept it and join with the admin flag', async () => {
    const [pending] = (await own(surveyor.token)).results;
    expect(pending).toMatchObject({
      organisation: { name: 'Bravo Surveys' },
      status: 'pending',
      abilities: { accept: true, decline: true, cancel: false },
    });
    // Inviting again renews the open invitation rather than adding another.
    expect((await invite('surveyor@alpha.test', true)).statusCode).toBe(202);
    await smtp.takeMailTo('surveyor@alpha.test');
    expect((await own(surveyor.token)).results).toHaveLength(1);
    // Someone acting as the invitee sees the invitation but cannot answer for them.
    const support = await t.createUser({
      email: 'support@alpha.test',
      organisations: [{ id: alpha, admin: true }],
      permissions: ['profiles.impersonate'],
    });
    const acquired = await t.request('POST', '/api/impersonate/acquire/', {
      token: support.token,
      body: { user_pk: surveyor.id },
    });
    expect(acquired.statusCode, acquired.body).toBe(200);
    expect((await own(support.token)).results[0]).toMatchObject({
      abilities: { accept: false, decline: false },
    });
    expectError(await answer(support.token, pending!.id, 'accept'), 403, {
      detail: 'Only the invited account, signed in as itself, can answer an invitation.',
    });

    const accepted = await answer(surveyor.token, pending!.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    const me = (await t.request('GET', '/api/users/me/', { token: surveyor.token })).json();
    expect(me.organisations).toContainEqual(expect.objectContaining({ id: bravo, admin: true }));
    expect(await membersOfBravo()).toContain('surveyor@alpha.test');
    expect((await ofBravo('accepted')).map((i) => i.email)).toEqual(['surveyor@alpha.test']);
    // Answered once.
    expectFieldErrors(await answer(surveyor.token, pending!.id, 'decline'), ['non_field_errors']);
    // A member now: adding it again is refused as any existing member is.
    expectFieldErrors(await invite('surveyor@alpha.test'), ['email']);
  });

  it('lists declined, cancelled and expired invitations; only their invitee answers', async () => {
    const names = ['declines', 'cancelled', 'expires', 'stranger'];
    const users: Record<string, TestUser> = {};
    for (const name of names) {
      users[name] = await t.createUser({
        email: `${name}@alpha.test`,
        organisations: [{ id: alpha }],
      });
      expect((await invite(`${name}@alpha.test`)).statusCode).toBe(202);
    }
    const idOf = async (name: string) => (await own(users[name]!.token)).results[0]!.id;
    // Nobody else sees or answers someone's invitation: not found.
    expectError(await answer(users.stranger!.token, await idOf('declines'), 'accept'), 404);
    expectError(await answer(surveyor.token, await idOf('declines'), 'accept'), 404);
    // Nor does the invitee cancel it, or the inviting admin accept it.
    expectError(await answer(users.declines!.token, await idOf('declines'), 'cancel'), 403);
    expectError(await answer(bravoAdmin.token, await idOf('declines'), 'accept'), 403);

    expect(
      (await answer(users.declines!.token, await idOf('declines'), 'decline')).json(),
    ).toMatchObject({
      status: 'declined',
    });
    expect(
      (await answer(bravoAdmin.token, await idOf('cancelled'), 'cancel')).json(),
    ).toMatchObject({
      status: 'cancelled',
    });
    const expiring = await idOf('expires');
    await sql`update organisation_invitations set expires_at = now() - interval '1 minute'
      where id = ${expiring}`.execute(t.db);
    expectFieldErrors(await answer(users.expires!.token, expiring, 'accept'), ['non_field_errors']);

    const statusOf = async (email: string) =>
      (await ofBravo()).find((i) => i.email === email)?.status;
    expect(await statusOf('declines@alpha.test')).toBe('declined');
    expect(await statusOf('cancelled@alpha.test')).toBe('cancelled');
    expect(await statusOf('expires@alpha.test')).toBe('expired');
    expect((await ofBravo('expired')).map((i) => i.email)).toEqual(['expires@alpha.test']);
    expect(await membersOfBravo()).not.toContain('declines@alpha.test');
    // Only those who may add users to Bravo see its invitations.
    expectError(
      await t.request('GET', `/api/organisations/${bravo}/invitations/`, { token: surveyor.token }),
      403,
    );
    expectError(
      await t.request('GET', `/api/organisations/${alpha}/invitations/`, {
        token: bravoAdmin.token,
      }),
      404,
    );
  });
});
