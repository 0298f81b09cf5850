import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectFieldErrors,
  NO_PERMISSION,
  NOT_AUTHENTICATED,
  NOT_FOUND,
} from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('organisations API: change', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let admin: TestUser;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    admin = await t.createUser({
      email: 'admin@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['organisations.change_organisation'],
    });
  });

  const patch = (user: TestUser, id: number, body: unknown) =>
    t.request('PATCH', `/api/organisations/${id}/`, { token: user.token, body });

  it('lets an organisation admin with organisations.change_organisation change it', async () => {
    const layout = { title: 'Acme Maps', navbarColor: '#112233', lang: 'fr' };
    const res = await patch(admin, acme, {
      name: 'Acme Surveys',
      alt_domains: ['www.acme.test'],
      layout,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: acme,
      name: 'Acme Surveys',
      domain: 'acme.test',
      alt_domains: ['www.acme.test'],
      layout,
      map: null,
      user_count: 1,
      share_viewer_analytics: false,
      require_two_factor: false,
      // An admin with organisations.change_organisation alone: they change it and see its keys
      // and usage.
      abilities: {
        view: true,
        change: true,
        view_users: false,
        add_user: false,
        view_access_keys: true,
        view_mapshares: false,
        view_usage: true,
        view_audit_log: true,
        add_map: false,
        add_layer: false,
        add_mapshare: false,
        // An organisation admin keeps its markup categories.
        manage_markup_categories: true,
      },
    });
    // Only the fields sent change; the same answer without the trailing slash.
    const again = await t.request('PATCH', `/api/organisations/${acme}`, {
      token: admin.token,
      body: { domain: 'acme.test' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    const read = await t.request('GET', `/api/organisations/${acme}/`, { token: admin.token });
    expect(read.json()).toEqual(res.json());

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'organisation.update')
      .orderBy('id')
      .execute();
    expect(audit[0]).toMatchObject({
      actor_id: admin.id,
      object_type: 'organisation',
      object_id: String(acme),
    });
  });

  it('sets the default map only to a map of the organisation', async () => {
    const ownMap = await t.createMap(acme, 'Acme network');
    const foreignMap = await t.createMap(other, 'Other network');
    const ok = await patch(admin, acme, { map: ownMap });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().map).toBe(ownMap);

    const foreign = await patch(admin, acme, { map: foreignMap });
    expect(expectFieldErrors(foreign, ['map']).map).toEqual([
      `Invalid pk "${foreignMap}" - object does not exist.`,
    ]);
    expectFieldErrors(await patch(admin, acme, { map: 987654 }), ['map']);
    expectFieldErrors(await patch(admin, acme, { map: 'one' }), ['map']);
    const row = await t.db
      .selectFrom('organisations')
      .select('map_id')
      .where('id', '=', acme)
      .executeTakeFirstOrThrow();
    expect(row.map_id).toBe(ownMap);

    const cleared = await patch(admin, acme, { map: null });
    expect(cleared.json().map).toBeNull();
  });

  it('rejects a domain used by another organisation but keeps its own', async () => {
    expectFieldErrors(await patch(admin, acme, { domain: 'other.test' }), ['domain']);
    expectFieldErrors(await patch(admin, acme, { alt_domains: ['OTHER.test'] }), ['alt_domains']);
    const own = await patch(admin, acme, { domain: 'ACME.test' });
    expect(own.statusCode).toBe(200);
    expect(own.json().domain).toBe('acme.test');
  });

  it('answers 403 to a member without organisations.change_organisation, even an admin', async () => {
    const plainAdmin = await t.createUser({
      email: 'plainadmin@acme.test',
      organisations: [{ id: acme, admin: true }],
    });
    expectError(await patch(plainAdmin, acme, { name: 'Hijacked' }), 403, NO_PERMISSION);
  });

  it('answers 403 to a holder of the permission who is not admin of the organisation', async () => {
    const member = await t.createUser({
      email: 'member@acme.test',
      organisations: [{ id: acme }],
      permissions: ['organisations.change_organisation'],
    });
    const res = await patch(member, acme, { name: 'Hijacked' });
    expectError(res, 403, { detail: 'Only an admin of this organisation can change it.' });
    const row = await t.db
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', acme)
      .executeTakeFirstOrThrow();
    expect(row.name).not.toBe('Hijacked');
  });

  it('answers 404 for an organisation the caller does not belong to', async () => {
    const outsider = await t.createUser({
      email: 'admin@other.test',
      organisations: [{ id: other, admin: true }],
      permissions: ['organisations.change_organisation'],
    });
    expectError(await patch(outsider, acme, { name: 'Hijacked' }), 404, NOT_FOUND);
    expectError(await patch(outsider, 424242, { name: 'Nothing' }), 404, NOT_FOUND);
    expectError(
      await t.request('PATCH', '/api/organisations/x1/', { token: outsider.token, body: {} }),
      404,
      NOT_FOUND,
    );
    expectError(
      await t.request('PATCH', `/api/organisations/${acme}/`, { body: { name: 'Anon' } }),
      403,
      NOT_AUTHENTICATED,
    );
  });

  it('lets a superuser change any organisation', async () => {
    const root = await t.createUser({ email: 'root@root.test', superuser: true });
    const res = await patch(root, other, { name: 'Other Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Other Renamed');
  });
});

describe('organisations API: members', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let manager: TestUser;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    manager = await t.createUser({
      email: 'manager@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['users.change_user'],
    });
  });

  it('lists the organisation’s users to a holder of users.change_user', async () => {
    const worker = await t.createUser({
      email: 'worker@acme.test',
      organisations: [{ id: acme }, { id: other }],
    });
    await t.createUser({ email: 'stranger@other.test', organisations: [{ id: other }] });
    const res = await t.request('GET', `/api/organisations/${acme}/users/`, {
      token: manager.token,
    });
    expect(res.statusCode).toBe(200);
    const users = res.json() as { id: number; email: string; organisations: { id: number }[] }[];
    expect(users.map((u) => u.email).sort()).toEqual(['manager@acme.test', 'worker@acme.test']);
    const listed = users.find((u) => u.id === worker.id);
    expect(listed).toMatchObject({
      name: 'worker Tester',
      is_active: true,
      is_superuser: false,
      permissions: [],
      last_login: expect.any(String),
      date_joined: expect.any(String),
    });
    // The worker's membership of Other is Other's business, not Acme's manager's.
    expect(listed?.organisations.map((o) => o.id)).toEqual([acme]);
    expect(JSON.stringify(users)).not.toMatch(/password/);

    const noSlash = await t.request('GET', `/api/organisations/${acme}/users`, {
      token: manager.token,
    });
    expect(noSlash.json()).toEqual(res.json());
  });

  it('lists them to a holder of profiles.impersonate (the impersonation list)', async () => {
    const support = await t.createUser({
      email: 'support@acme.test',
      organisations: [{ id: acme }],
      permissions: ['profiles.impersonate'],
    });
    const res = await t.request('GET', `/api/organisations/${acme}/users/`, {
      token: support.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { email: string }) => u.email)).toContain('support@acme.test');
  });

  it('answers 403 to a member without either permission', async () => {
    const member = await t.createUser({
      email: 'plain@acme.test',
      organisations: [{ id: acme, admin: true }],
    });
    expectError(
      await t.request('GET', `/api/organisations/${acme}/users/`, { token: member.token }),
      403,
      NO_PERMISSION,
    );
  });

  it('answers 404 for another organisation, an unknown id and a non-numeric id', async () => {
    for (const id of [other, 777777, 'abc']) {
      expectError(
        await t.request('GET', `/api/organisations/${id}/users/`, { token: manager.token }),
        404,
        NOT_FOUND,
      );
    }
    expectError(
      await t.request('GET', `/api/organisations/${acme}/users/`),
      403,
      NOT_AUTHENTICATED,
    );
  });
});
