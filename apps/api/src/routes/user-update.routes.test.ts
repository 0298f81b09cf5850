import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectFieldErrors,
  INVALID_TOKEN,
  NO_PERMISSION,
  NOT_FOUND,
} from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('users API: change and delete', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let admin: TestUser;
  let seq = 0;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    admin = await t.createUser({
      email: 'admin@acme.test',
      organisations: [
        { id: acme, admin: true },
        { id: other, admin: true },
      ],
      permissions: ['users.change_user', 'users.delete_user', 'maps.add_map', 'maps.change_map'],
    });
  });

  const worker = (options: Partial<Parameters<typeof t.createUser>[0]> = {}) =>
    t.createUser({
      email: `worker${(seq += 1)}@acme.test`,
      organisations: [{ id: acme }],
      ...options,
    });
  const patch = (user: TestUser, id: number, body: unknown) =>
    t.request('PATCH', `/api/users/${id}/`, { token: user.token, body });
  const remove = (user: TestUser, id: number | string) =>
    t.request('DELETE', `/api/users/${id}/`, { token: user.token });

  it('lets an admin with users.change_user change a user of the organisation', async () => {
    const target = await worker({ permissions: ['maps.add_map'] });
    const res = await patch(admin, target.id, {
      first_name: 'Renamed',
      email: 'renamed@acme.test',
      permissions: ['maps.change_map'],
      organisation: other,
      admin: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.id,
      first_name: 'Renamed',
      name: 'Renamed Tester',
      email: 'renamed@acme.test',
      permissions: ['maps.change_map'],
      organisations: [
        expect.objectContaining({ id: acme, admin: false }),
        expect.objectContaining({ id: other, admin: true }),
      ],
    });
    const read = await t.request('GET', `/api/users/${target.id}`, { token: admin.token });
    expect(read.json()).toEqual(res.json());
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'object_id'])
      .where('action', '=', 'user.update')
      .execute();
    expect(audit).toContainEqual({ actor_id: admin.id, object_id: String(target.id) });
  });

  it('sets a new password that then logs in, and rejects weak ones', async () => {
    const target = await worker();
    expect(
      expectFieldErrors(await patch(admin, target.id, { password: '1234' }), ['password']).password,
    ).toEqual(
      expect.arrayContaining([
        'This password is too short. It must contain at least 8 characters.',
      ]),
    );
    expect((await patch(admin, target.id, { password: 'Granite-Falcon-9' })).statusCode).toBe(200);
    expect(await t.login(target.email, 'Granite-Falcon-9')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('deactivates a user, whose token then stops working', async () => {
    const target = await worker();
    const res = await patch(admin, target.id, { is_active: false });
    expect(res.json().is_active).toBe(false);
    expectError(
      await t.request('GET', '/api/users/me/', { token: target.token }),
      403,
      INVALID_TOKEN,
    );
  });

  it('rejects a duplicate email and an admin flag without its organisation', async () => {
    const target = await worker();
    expectFieldErrors(await patch(admin, target.id, { email: 'ADMIN@acme.test' }), ['email']);
    expectFieldErrors(await patch(admin, target.id, { admin: true }), ['organisation']);
    expectFieldErrors(await patch(admin, target.id, { permissions: 'maps.add_map' }), [
      'permissions',
    ]);
  });

  it('refuses to grant a permission the caller does not hold, but keeps one the user already has', async () => {
    const target = await worker({ permissions: ['profiles.impersonate'] });
    const grant = await patch(admin, target.id, { permissions: ['users.add_user'] });
    expectError(grant, 403, {
      detail: 'You cannot grant permissions you do not hold: users.add_user.',
    });
    // The user form sends the whole list back: what the user already holds is not a grant.
    const keep = await patch(admin, target.id, {
      first_name: 'Kept',
      permissions: ['profiles.impersonate', 'maps.add_map'],
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().permissions).toEqual(['maps.add_map', 'profiles.impersonate']);
  });

  it('lets users change their own name and email, with the organisation the web app adds', async () => {
    const self = await worker({ permissions: ['maps.add_map'] });
    const res = await patch(self, self.id, {
      first_name: 'Me',
      email: 'me@acme.test',
      organisation: acme,
      admin: false,
      permissions: ['maps.add_map'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Me',
      email: 'me@acme.test',
      permissions: ['maps.add_map'],
    });
  });

  it('forbids changing one’s own permissions, admin flag or active flag', async () => {
    const self = await worker({ permissions: ['users.change_user', 'maps.add_map'] });
    for (const body of [
      { permissions: ['users.change_user', 'maps.add_map', 'maps.change_map'] },
      { permissions: [] },
      { organisation: acme, admin: true },
      { is_active: false },
    ]) {
      expectError(await patch(self, self.id, body), 403, {
        detail: 'You cannot change your own permissions.',
      });
    }
    const row = await t.container.repos.users.permissionsOf([self.id]);
    expect(row.map((r) => r.permission)).toEqual(['maps.add_map', 'users.change_user']);
    expectError(await patch(admin, admin.id, { organisation: acme, admin: false }), 403);
  });

  it('answers 403 to a same-organisation user without users.change_user, or who is not admin', async () => {
    const target = await worker();
    const plainAdmin = await worker({ organisations: [{ id: acme, admin: true }] });
    expectError(await patch(plainAdmin, target.id, { first_name: 'X' }), 403, NO_PERMISSION);
    const notAdmin = await worker({ permissions: ['users.change_user'] });
    expectError(await patch(notAdmin, target.id, { first_name: 'X' }), 403, {
      detail: "Only an admin of the user's organisation can change them.",
    });
  });

  it('answers 404 for a user of another organisation and unknown ids', async () => {
    const outsider = await t.createUser({
      email: 'out@else.test',
      organisations: [{ id: await t.createOrganisation('Else') }],
    });
    expectError(await patch(admin, outsider.id, { first_name: 'X' }), 404, NOT_FOUND);
    expectError(await patch(admin, 876543, { first_name: 'X' }), 404, NOT_FOUND);
    expectError(
      await t.request('PATCH', '/api/users/abc/', { token: admin.token, body: {} }),
      404,
      NOT_FOUND,
    );
    expect((await t.container.repos.users.findById(outsider.id))?.first_name).toBe('out');
  });

  it('lets only superusers change superusers', async () => {
    const root = await t.createUser({
      email: 'root@acme.test',
      superuser: true,
      organisations: [{ id: acme }],
    });
    expectError(await patch(admin, root.id, { first_name: 'Demoted' }), 403, {
      detail: 'Only a superuser can change a superuser.',
    });
    const root2 = await t.createUser({ email: 'root2@acme.test', superuser: true });
    const res = await patch(root2, root.id, { first_name: 'Changed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Changed', is_superuser: true });
  });

  it('deletes a user with users.delete_user: 204, gone, tokens dead', async () => {
    const target = await worker();
    const res = await remove(admin, target.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectError(
      await t.request('GET', `/api/users/${target.id}/`, { token: admin.token }),
      404,
      NOT_FOUND,
    );
    expectError(
      await t.request('GET', '/api/users/me/', { token: target.token }),
      403,
      INVALID_TOKEN,
    );
    expectError(await remove(admin, target.id), 404, NOT_FOUND);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'object_id'])
      .where('action', '=', 'user.delete')
      .execute();
    expect(audit).toContainEqual({ actor_id: admin.id, object_id: String(target.id) });

    const noSlash = await t.request('DELETE', `/api/users/${(await worker()).id}`, {
      token: admin.token,
    });
    expect(noSlash.statusCode).toBe(204);
  });

  it('forbids deleting oneself', async () => {
    expectError(await remove(admin, admin.id), 403, { detail: 'You cannot delete yourself.' });
    expect(await t.container.repos.users.findById(admin.id)).toBeDefined();
  });

  it('answers 403 without users.delete_user, 404 across organisations, 403 for superusers', async () => {
    const target = await worker();
    const noDelete = await worker({
      organisations: [{ id: acme, admin: true }],
      permissions: ['users.change_user'],
    });
    expectError(await remove(noDelete, target.id), 403, NO_PERMISSION);
    const outsider = await t.createUser({
      email: 'gone@nowhere.test',
      organisations: [{ id: await t.createOrganisation('Nowhere') }],
    });
    expectError(await remove(admin, outsider.id), 404, NOT_FOUND);
    expectError(await remove(admin, 'abc'), 404, NOT_FOUND);
    const root = await t.createUser({
      email: 'root3@acme.test',
      superuser: true,
      organisations: [{ id: acme }],
    });
    expectError(await remove(admin, root.id), 403, {
      detail: 'Only a superuser can change a superuser.',
    });
    expect(await t.container.repos.users.findById(target.id)).toBeDefined();
    expect(await t.container.repos.users.findById(root.id)).toBeDefined();
  });
});
