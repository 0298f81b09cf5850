import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/assertions.js';
import { PASSWORD, useTestApp, type TestUser } from '../test/test-app.js';

/** Ways to take over someone's account that the user API must refuse. */
describe('users API: account takeover', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let acmeAdmin: TestUser;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    acmeAdmin = await t.createUser({
      email: 'admin@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['users.change_user', 'users.delete_user', 'profiles.impersonate'],
    });
  });

  it('refuses a new password for oneself without the current one', async () => {
    const self = await t.createUser({ email: 'self@acme.test', organisations: [{ id: acme }] });
    const res = await t.request('PATCH', `/api/users/${self.id}/`, {
      token: self.token,
      body: { password: 'An0ther-Strong-One' },
    });
    expectError(res, 403);
    expect(
      (
        await t.request('POST', '/api/auth/login/', {
          body: { email: self.email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses an impersonator changing the email or password of the user they act as', async () => {
    const target = await t.createUser({ email: 'target@acme.test', organisations: [{ id: acme }] });
    const acquired = await t.request('POST', '/api/impersonate/acquire/', {
      token: acmeAdmin.token,
      body: { user_pk: target.id },
    });
    expect(acquired.statusCode).toBe(200);
    const email = await t.request('PATCH', `/api/users/${target.id}/`, {
      token: acmeAdmin.token,
      body: { email: 'mine-now@acme.test' },
    });
    expectError(email, 403);
    const password = await t.request('PATCH', `/api/users/${target.id}/`, {
      token: acmeAdmin.token,
      body: { password: 'An0ther-Strong-One' },
    });
    expectError(password, 403);
    // The name is still theirs to edit while acting for them.
    const name = await t.request('PATCH', `/api/users/${target.id}/`, {
      token: acmeAdmin.token,
      body: { first_name: 'Edited' },
    });
    expect(name.statusCode).toBe(200);
    await t.request('POST', '/api/impersonate/release/', { token: acmeAdmin.token });
  });

  it('leaves a user who is also in an organisation the admin does not administer alone', async () => {
    const shared = await t.createUser({
      email: 'shared@acme.test',
      organisations: [{ id: acme }, { id: other }],
    });
    const change = await t.request('PATCH', `/api/users/${shared.id}/`, {
      token: acmeAdmin.token,
      body: { email: 'hijacked@acme.test' },
    });
    expectError(change, 403);
    expectError(
      await t.request('DELETE', `/api/users/${shared.id}/`, { token: acmeAdmin.token }),
      403,
    );
    const me = await t.request('GET', '/api/users/me/', { token: shared.token });
    expect(me.json().email).toBe('shared@acme.test');
  });
});
