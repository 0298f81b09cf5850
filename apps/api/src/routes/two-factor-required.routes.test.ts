import { beforeAll, describe, expect, it } from 'vitest';
import { resetTwoFactor } from '../cli/commands/user.command.js';
import { basic, createAccessKey } from '../test/access-keys.js';
import { expectError, NO_PERMISSION, NOT_FOUND } from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { auditEntries, enrol } from '../test/two-factor.js';

const SETUP_REQUIRED = 'two_factor_setup_required';

describe('an organisation that requires two-factor sign-in', () => {
  const t = useTestApp();
  let org: number;
  let admin: TestUser;
  let seq = 0;

  beforeAll(async () => {
    org = await t.createOrganisation('Strict Rail', 'strict.test');
    admin = await t.createUser({
      email: 'admin@strict.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['users.change_user', 'organisations.change_organisation'],
    });
    // The admin who will require it has a second factor already.
    await enrol(t, admin.token);
  });

  const member = (permissions: 'profiles.impersonate'[] = []) =>
    t.createUser({
      email: `member${(seq += 1)}@strict.test`,
      organisations: [{ id: org }],
      permissions,
    });
  const requireIt = async (on: boolean) => {
    const res = await t.request('PATCH', `/api/organisations/${org}/`, {
      token: admin.token,
      body: { require_two_factor: on },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().require_two_factor).toBe(on);
  };
  const mapsOf = (token: string) => t.request('GET', `/api/organisations/${org}/maps/`, { token });

  it('leaves a session without a second factor its profile, sign-out and the set-up only', async () => {
    const user = await member();
    const spare = await member();
    await requireIt(true);
    try {
      const refused = await mapsOf(user.token);
      expectError(refused, 403);
      expect(refused.json()).toEqual({ detail: expect.any(String), code: SETUP_REQUIRED });
      expectError(
        await t.request('PATCH', '/api/users/me/settings/', {
          token: user.token,
          body: { markup_notices: false },
        }),
        403,
      );
      const profile = await t.request('GET', '/api/auth/user/', { token: user.token });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().two_factor).toEqual({ enabled: false, setup_required: true });
      const layout = await t.request('GET', '/api/layout/', {
        token: user.token,
        headers: { host: 'strict.test' },
      });
      expect(layout.statusCode).toBe(200);

      await enrol(t, user.token);
      expect((await mapsOf(user.token)).statusCode).toBe(200);
      const after = (await t.request('GET', '/api/users/me/', { token: user.token })).json();
      expect(after.two_factor).toEqual({ enabled: true, setup_required: false });

      const out = await t.request('POST', '/api/auth/logout/', { token: spare.token });
      expect(out.statusCode).toBe(200);
    } finally {
      await requireIt(false);
    }
  });

  it('does not limit an impersonator acting as a user without a second factor', async () => {
    const target = await member();
    const support = await member(['profiles.impersonate']);
    await enrol(t, support.token);
    await requireIt(true);
    try {
      expectError(await mapsOf(target.token), 403);
      const acquired = await t.request('POST', '/api/impersonate/acquire/', {
        token: support.token,
        body: { user_pk: target.id },
      });
      expect(acquired.statusCode, acquired.body).toBe(200);
      expect((await mapsOf(support.token)).statusCode).toBe(200);
      const profile = (await t.request('GET', '/api/users/me/', { token: support.token })).json();
      expect(profile).toMatchObject({ id: target.id, two_factor: { setup_required: false } });
    } finally {
      await requireIt(false);
    }
  });

  it('keeps the reads of access keys, made before the requirement', async () => {
    const user = await member();
    const { key } = await createAccessKey(t, user.token);
    await requireIt(true);
    try {
      expectError(await mapsOf(user.token), 403);
      const byKey = await t.request('GET', `/api/organisations/${org}/maps/`, {
        headers: basic(key),
      });
      expect(byKey.statusCode, byKey.body).toBe(200);
    } finally {
      await requireIt(false);
    }
  });

  it('lets an admin remove a member’s second factor, audited as the admin', async () => {
    const user = await member();
    await enrol(t, user.token);
    const read = (await t.request('GET', `/api/users/${user.id}/`, { token: admin.token })).json();
    expect(read).toMatchObject({
      two_factor_enabled: true,
      abilities: { reset_two_factor: true },
    });

    const res = await t.request('POST', `/api/users/${user.id}/two-factor/reset/`, {
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, two_factor_enabled: false });
    const login = await t.request('POST', '/api/auth/login/', {
      body: { email: user.email, password: 'Correct-Horse-42' },
    });
    expect(login.statusCode).toBe(200);
    const entries = (await auditEntries(t, 'user.two_factor_reset')).filter(
      (entry) => entry.object_id === String(user.id),
    );
    expect(entries).toEqual([
      {
        action: 'user.two_factor_reset',
        actor_id: admin.id,
        as_user_id: null,
        object_type: 'user',
        object_id: String(user.id),
        details: { was_enabled: true },
      },
    ]);
  });

  it('refuses the reset to others, and to oneself', async () => {
    const user = await member();
    const other = await member();
    await enrol(t, user.token);
    const reset = (token: string, id: number) =>
      t.request('POST', `/api/users/${id}/two-factor/reset/`, { token });
    expectError(await reset(other.token, user.id), 403, NO_PERMISSION);
    const own = await reset(admin.token, admin.id);
    expectError(own, 403);
    expect(own.json().detail).toMatch(/your own two-factor/);
    const elsewhere = await t.createOrganisation('Elsewhere Rail', 'elsewhere.test');
    const stranger = await t.createUser({
      email: 'admin@elsewhere.test',
      organisations: [{ id: elsewhere, admin: true }],
      permissions: ['users.change_user'],
    });
    expectError(await reset(stranger.token, user.id), 404, NOT_FOUND);
    const me = (await t.request('GET', '/api/users/me/', { token: user.token })).json();
    expect(me.two_factor.enabled).toBe(true);
  });

  it('is removed by the command line too (the last superuser’s lost phone), audited as no user', async () => {
    const root = await t.createUser({ email: 'root@strict.test', superuser: true });
    await enrol(t, root.token);
    expect(await resetTwoFactor(t.container, ['--email', 'root@strict.test'])).toMatch(/removed/);
    expect(await resetTwoFactor(t.container, ['--email', 'root@strict.test'])).toMatch(/nothing/);
    const entries = (await auditEntries(t, 'user.two_factor_reset')).filter(
      (entry) => entry.object_id === String(root.id),
    );
    expect(entries.map((e) => [e.actor_id, e.details])).toEqual([
      [null, { was_enabled: true }],
      [null, { was_enabled: false }],
    ]);
  });
});
