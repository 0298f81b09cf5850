import { beforeAll, describe, expect, it } from 'vitest';
import { ssoSettingsFor } from '../test/sso.js';
import { PASSWORD, useTestApp, type TestUser } from '../test/test-app.js';

interface Expected {
  actor: () => number;
  asUser?: () => number;
  organisation?: () => number;
}

/**
 * Issue 30's list of what the audit log records, action by action: each leaves exactly one
 * entry, with the real user as its actor and, while impersonating, whom they acted as.
 */
describe('the audit log records each audited action once, by the right actor', () => {
  const t = useTestApp();
  let org: number;
  let admin: TestUser;
  let member: TestUser;
  let impersonator: TestUser;

  beforeAll(async () => {
    org = await t.createOrganisation('Audited Rail', 'audited.test');
    admin = await t.createUser({
      email: 'admin@audited.test',
      organisations: [{ id: org, admin: true }],
      permissions: [
        'users.add_user',
        'users.change_user',
        'users.delete_user',
        'organisations.change_organisation',
        'maps.add_map',
        'maps.change_map',
        'maps.delete_map',
        'layers.add_layer',
        'layers.change_layer',
        'layers.delete_layer',
        'maps.add_mapshare',
        'maps.change_mapshare',
        'maps.delete_mapshare',
      ],
    });
    member = await t.createUser({
      email: 'member@audited.test',
      organisations: [{ id: org }],
      permissions: ['maps.add_map'],
    });
    impersonator = await t.createUser({
      email: 'support@audited.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['profiles.impersonate'],
    });
  });

  /** Runs `act`, then answers the entries of `action` it made. */
  async function entriesOf(action: string, act: () => Promise<unknown>) {
    const last = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    await act();
    return t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'as_user_id', 'organisation_id', 'details'])
      .where('action', '=', action)
      .where('id', '>', String(last?.id ?? 0))
      .execute();
  }

  async function expectOnce(action: string, act: () => Promise<unknown>, expected: Expected) {
    const entries = await entriesOf(action, act);
    expect(entries, action).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: expected.actor(),
      as_user_id: expected.asUser ? expected.asUser() : null,
      ...(expected.organisation && { organisation_id: expected.organisation() }),
    });
  }

  const byAdmin: Expected = { actor: () => admin.id };
  const inOrg: Expected = { ...byAdmin, organisation: () => org };
  const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(status);
    return JSON.parse(answer.body || 'null') as { id: number };
  };
  const asAdmin = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.request(method, url, { token: admin.token, body });

  it('sign-ins made and refused, and sign-outs', async () => {
    await expectOnce('auth.login', () => t.login(admin.email), byAdmin);
    await expectOnce(
      'auth.login_failed',
      () =>
        t.request('POST', '/api/auth/login/', {
          body: { email: admin.email, password: 'Not-The-Password-1' },
        }),
      byAdmin,
    );
    const token = await t.login(admin.email);
    await expectOnce(
      'auth.logout',
      () => t.request('POST', '/api/auth/logout/', { token }),
      byAdmin,
    );
  });

  it('password changes', async () => {
    const user = await t.createUser({
      email: 'changer@audited.test',
      organisations: [{ id: org }],
    });
    await expectOnce(
      'auth.password_change',
      () =>
        ok(
          t.request('POST', '/api/auth/password/change/', {
            token: user.token,
            body: {
              old_password: PASSWORD,
              new_password1: 'Another-Horse-43',
              new_password2: 'Another-Horse-43',
            },
          }),
        ),
      { actor: () => user.id },
    );
  });

  it('impersonation, its start, end and what is done meanwhile (actor and on whose behalf)', async () => {
    const session = await t.login(impersonator.email);
    await expectOnce(
      'impersonate.acquire',
      () =>
        ok(
          t.request('POST', '/api/impersonate/acquire/', {
            token: session,
            body: { user_pk: member.id },
          }),
        ),
      { actor: () => impersonator.id, asUser: () => member.id },
    );
    await expectOnce(
      'map.create',
      () =>
        ok(
          t.request('POST', '/api/maps/', {
            token: session,
            body: { name: 'Made while impersonating', organisation_id: org },
          }),
          201,
        ),
      { actor: () => impersonator.id, asUser: () => member.id, organisation: () => org },
    );
    await expectOnce(
      'impersonate.release',
      () => ok(t.request('POST', '/api/impersonate/release/', { token: session })),
      { actor: () => impersonator.id, asUser: () => member.id },
    );
  });

  it('users and their permissions', async () => {
    let id = 0;
    await expectOnce(
      'user.create',
      async () =>
        ({ id } = await ok(
          asAdmin('POST', '/api/users/', { email: 'new@audited.test', organisation: org }),
          201,
        )),
      byAdmin,
    );
    await expectOnce(
      'user.update',
      () => ok(asAdmin('PATCH', `/api/users/${id}/`, { permissions: ['maps.add_map'] })),
      byAdmin,
    );
    await expectOnce('user.delete', () => ok(asAdmin('DELETE', `/api/users/${id}/`), 204), byAdmin);
  });

  it('organisation settings, single sign-on included', async () => {
    await expectOnce(
      'organisation.update',
      () => ok(asAdmin('PATCH', `/api/organisations/${org}/`, { alt_domains: ['x.audited.test'] })),
      inOrg,
    );
    const settings = ssoSettingsFor({
      url: 'https://login.audited.test',
      clientId: 'waymark',
      clientSecret: 'audited-secret',
    });
    await expectOnce(
      'organisation.sso_change',
      () => ok(asAdmin('PUT', `/api/organisations/${org}/sso/`, settings)),
      inOrg,
    );
  });

  it('maps and layers: creation, changes of visibility, deletion', async () => {
    let map = 0;
    let layer = 0;
    await expectOnce(
      'map.create',
      async () =>
        ({ id: map } = await ok(
          asAdmin('POST', '/api/maps/', { name: 'Audited map', organisation_id: org }),
          201,
        )),
      inOrg,
    );
    await expectOnce(
      'map.update',
      () => ok(asAdmin('PATCH', `/api/maps/${map}/`, { visibility: 'OWN' })),
      inOrg,
    );
    await expectOnce(
      'layer.create',
      async () =>
        ({ id: layer } = await ok(
          asAdmin('POST', '/api/layers/', { name: 'Audited layer', organisation_id: org }),
          201,
        )),
      inOrg,
    );
    await expectOnce(
      'layer.update',
      () => ok(asAdmin('PATCH', `/api/layers/${layer}/`, { visibility: 'OWN' })),
      inOrg,
    );
    await expectOnce(
      'layer.delete',
      () => ok(asAdmin('DELETE', `/api/layers/${layer}/`), 204),
      inOrg,
    );
    await expectOnce('map.delete', () => ok(asAdmin('DELETE', `/api/maps/${map}/`), 204), inOrg);
  });

  it('share links and access keys: created, rotated, revoked', async () => {
    const { id: map } = await ok(
      asAdmin('POST', '/api/maps/', { name: 'Shared map', organisation_id: org }),
      201,
    );
    let share = 0;
    await expectOnce(
      'mapshare.create',
      async () =>
        ({ id: share } = await ok(
          asAdmin('POST', '/api/mapshares/', {
            map,
            expiry: new Date(Date.now() + 3600_000).toISOString(),
          }),
          201,
        )),
      inOrg,
    );
    await expectOnce(
      'mapshare.rotate',
      () => ok(asAdmin('POST', `/api/mapshares/${share}/rotate/`)),
      inOrg,
    );
    await expectOnce(
      'mapshare.revoke',
      () => ok(asAdmin('DELETE', `/api/mapshares/${share}/`), 204),
      inOrg,
    );
    let key = 0;
    await expectOnce(
      'accesskey.create',
      async () =>
        ({ id: key } = await ok(
          asAdmin('POST', '/api/access-keys/', {
            name: 'Desktop GIS',
            expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          }),
          201,
        )),
      byAdmin,
    );
    await expectOnce(
      'accesskey.revoke',
      () => ok(asAdmin('DELETE', `/api/access-keys/${key}/`), 204),
      byAdmin,
    );
  });
});
