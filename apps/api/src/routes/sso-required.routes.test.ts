import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/assertions.js';
import { ssoSettingsFor } from '../test/sso.js';
import { PASSWORD, useTestApp, type TestUser } from '../test/test-app.js';
import { issueResetLink } from '../services/password-reset.service.js';

const REFUSAL = 'Southern Rail signs in with Rail Identity only: use “Sign in with Rail Identity”.';

/**
 * An organisation that requires single sign-on (issue 30): its members' passwords are refused
 * at sign-in, reset and change, with a message saying how to sign in; superusers keep theirs.
 */
describe('single sign-on required', () => {
  const t = useTestApp();
  let org: number;
  let member: TestUser;
  let outsider: TestUser;
  let root: TestUser;

  beforeAll(async () => {
    org = await t.createOrganisation('Southern Rail');
    const admin = await t.createUser({
      email: 'admin@southern.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['organisations.change_organisation'],
    });
    member = await t.createUser({ email: 'member@contractor.test', organisations: [{ id: org }] });
    outsider = await t.createUser({ email: 'someone@elsewhere.test' });
    root = await t.createUser({
      email: 'root@southern.test',
      superuser: true,
      organisations: [{ id: org }],
    });
    const saved = await t.request('PUT', `/api/organisations/${org}/sso/`, {
      token: admin.token,
      body: ssoSettingsFor(
        { url: 'https://login.southern.test', clientId: 'waymark', clientSecret: 's3cret' },
        { required: true, email_domains: ['southern.test'] },
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  const login = (email: string) =>
    t.request('POST', '/api/auth/login/', { body: { email, password: PASSWORD } });

  it('refuses a member’s password sign-in, saying how to sign in, and records it', async () => {
    expectError(await login(member.email), 400, { non_field_errors: [REFUSAL] });
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'auth.login_failed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      actor_id: member.id,
      details: { method: 'password', reason: 'sso_required' },
    });
  });

  it('lets superusers and people of other organisations sign in with passwords', async () => {
    expect((await login(root.email)).statusCode).toBe(200);
    expect((await login(outsider.email)).statusCode).toBe(200);
  });

  it('refuses a member’s password change', async () => {
    const res = await t.request('POST', '/api/auth/password/change/', {
      token: member.token,
      body: {
        old_password: PASSWORD,
        new_password1: 'Another-Horse-43',
        new_password2: 'Another-Horse-43',
      },
    });
    expectError(res, 400, { non_field_errors: [REFUSAL] });
  });

  it('refuses a reset for an address at the organisation’s domain, and sends a member none', async () => {
    const byDomain = await t.request('POST', '/api/auth/password/reset/', {
      body: { email: 'anyone@southern.test' },
    });
    expectError(byDomain, 400, { non_field_errors: [REFUSAL] });
    const byMembership = await t.request('POST', '/api/auth/password/reset/', {
      body: { email: member.email },
    });
    expect(byMembership.statusCode).toBe(200);
    const links = await t.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('refuses a reset link a member had before single sign-on was required', async () => {
    const { link } = await issueResetLink(t.container.repos.resets, member.id, 1, 'http://x');
    const [uid, token] = link.split('/').slice(-3, -1);
    const res = await t.request('POST', '/api/auth/password/reset/confirm/', {
      body: { uid, token, new_password1: 'Another-Horse-43', new_password2: 'Another-Horse-43' },
    });
    expectError(res, 400, { non_field_errors: [REFUSAL] });
  });
});
