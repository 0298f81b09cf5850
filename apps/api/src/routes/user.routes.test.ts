import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectFieldErrors,
  NO_PERMISSION,
  NOT_AUTHENTICATED,
  NOT_FOUND,
} from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('users API: create and read', () => {
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
      permissions: ['users.add_user', 'users.change_user', 'maps.add_map', 'maps.change_map'],
    });
  });

  const create = (user: TestUser, body: Record<string, unknown>) =>
    t.request('POST', '/api/users/', { token: user.token, body: { organisation: acme, ...body } });

  it('creates a user in the admin’s organisation, who can then log in', async () => {
    const res = await create(admin, {
      email: 'New.Person@Acme.test',
      first_name: ' New ',
      last_name: 'Person',
      password: 'Blue-Lantern-77',
      permissions: ['maps.change_map', 'maps.add_map'],
      admin: true,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      first_name: 'New',
      last_name: 'Person',
      name: 'New Person',
      email: 'New.Person@Acme.test',
      is_superuser: false,
      is_active: true,
      last_login: null,
      date_joined: expect.any(String),
      two_factor_enabled: false,
      permissions: ['maps.add_map', 'maps.change_map'],
      organisations: [
        {
          id: acme,
          name: 'Acme',
          admin: true,
          domain: 'acme.test',
          alt_domains: [],
          layout: null,
          map: null,
        },
      ],
      // The admin (users.add_user and users.change_user, no users.delete_user) manages them.
      abilities: {
        view: true,
        change: true,
        change_permissions: true,
        delete: false,
        impersonate: false,
        reset_two_factor: true,
      },
    });
    expect(JSON.stringify(created)).not.toContain('Blue-Lantern');
    const token = await t.login('new.person@acme.test', 'Blue-Lantern-77');
    const me = await t.request('GET', '/api/users/me/', { token });
    expect(me.json().id).toBe(created.id);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.create')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: admin.id, object_id: String(created.id) }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('Blue-Lantern');
  });

  it('creates a user without a password who cannot log in', async () => {
    const res = await t.request('POST', '/api/users', {
      token: admin.token,
      body: { email: 'nopass@acme.test', organisation: acme },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      permissions: [],
      organisations: [expect.objectContaining({ id: acme, admin: false })],
    });
    const login = await t.request('POST', '/api/auth/login/', {
      body: { email: 'nopass@acme.test', password: 'anything-at-all' },
    });
    expect(login.statusCode).toBe(400);
  });

  it('answers 403 to a same-organisation admin without users.add_user', async () => {
    const noAdd = await t.createUser({
      email: 'noadd@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['users.change_user'],
    });
    expectError(await create(noAdd, { email: 'x1@acme.test' }), 403, NO_PERMISSION);
    expect(await t.container.repos.users.findByEmail('x1@acme.test')).toBeUndefined();
  });

  it('answers 403 to a holder of users.add_user who is not admin of the organisation', async () => {
    const member = await t.createUser({
      email: 'member@acme.test',
      organisations: [{ id: acme }],
      permissions: ['users.add_user'],
    });
    expectError(await create(member, { email: 'x2@acme.test' }), 403, {
      detail: 'Only an admin of this organisation can manage its users.',
    });
  });

  it('refuses an organisation the caller does not belong to, or that does not exist', async () => {
    for (const organisation of [other, 99999]) {
      const res = await create(admin, { email: 'x3@acme.test', organisation });
      expect(expectFieldErrors(res, ['organisation']).organisation).toEqual([
        `Invalid pk "${organisation}" - object does not exist.`,
      ]);
    }
    expect(await t.container.repos.users.findByEmail('x3@acme.test')).toBeUndefined();
  });

  it('refuses to grant permissions the caller does not hold', async () => {
    const res = await create(admin, {
      email: 'x4@acme.test',
      permissions: ['maps.add_map', 'users.delete_user'],
    });
    expectError(res, 403, {
      detail: 'You cannot grant permissions you do not hold: users.delete_user.',
    });
    expect(await t.container.repos.users.findByEmail('x4@acme.test')).toBeUndefined();

    const root = await t.createUser({ email: 'root@root.test', superuser: true });
    const bySuperuser = await create(root, {
      email: 'x4@acme.test',
      permissions: ['users.delete_user', 'profiles.impersonate'],
    });
    expect(bySuperuser.statusCode).toBe(201);
    expect(bySuperuser.json().permissions).toEqual(['profiles.impersonate', 'users.delete_user']);
  });

  it('rejects an email already in the organisation, whatever its case', async () => {
    await t.createUser({ email: 'taken@acme.test', organisations: [{ id: acme }] });
    const res = await create(admin, { email: 'TAKEN@acme.test' });
    expect(expectFieldErrors(res, ['email']).email).toEqual([
      'user with this email already exists.',
    ]);
  });

  it('rejects weak passwords with the policy’s messages', async () => {
    const cases: [string, string][] = [
      ['Ab1-x', 'This password is too short. It must contain at least 8 characters.'],
      ['48151623420', 'This password is entirely numeric.'],
      ['password123', 'This password is too common.'],
      ['weak.person', 'The password is too similar to the email address.'],
    ];
    for (const [password, message] of cases) {
      const res = await create(admin, { email: 'weak.person@acme.test', password });
      expect(expectFieldErrors(res, ['password']).password).toContain(message);
    }
    expect(await t.container.repos.users.findByEmail('weak.person@acme.test')).toBeUndefined();
  });

  it('validates the payload field by field', async () => {
    const empty = await t.request('POST', '/api/users/', { token: admin.token, body: {} });
    expect(expectFieldErrors(empty, ['email', 'organisation'])).toEqual({
      email: ['This field is required.'],
      organisation: ['This field is required.'],
    });
    expectFieldErrors(await create(admin, { email: 'not-an-email' }), ['email']);
    expectFieldErrors(
      await create(admin, { email: 'p@acme.test', permissions: ['maps.rule_the_world'] }),
      ['permissions.0'],
    );
    expectFieldErrors(await create(admin, { email: 'p@acme.test', admin: 'yes' }), ['admin']);
    expectFieldErrors(await create(admin, { email: 'p@acme.test', first_name: 'n'.repeat(151) }), [
      'first_name',
    ]);
    expectError(
      await t.request('POST', '/api/users/', {
        body: { email: 'anon@acme.test', organisation: acme },
      }),
      403,
      NOT_AUTHENTICATED,
    );
  });

  it('shows a user to a holder of users.change_user in a shared organisation', async () => {
    const worker = await t.createUser({
      email: 'worker@acme.test',
      organisations: [{ id: acme }],
      permissions: ['maps.add_map'],
    });
    const res = await t.request('GET', `/api/users/${worker.id}/`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: worker.id,
      email: 'worker@acme.test',
      permissions: ['maps.add_map'],
      is_active: true,
    });
    expect(res.json()).not.toHaveProperty('password_hash');
    const noSlash = await t.request('GET', `/api/users/${worker.id}`, { token: admin.token });
    expect(noSlash.json()).toEqual(res.json());
  });

  it('shows users their own record without any permission', async () => {
    const plain = await t.createUser({ email: 'plain@acme.test', organisations: [{ id: acme }] });
    const res = await t.request('GET', `/api/users/${plain.id}/`, { token: plain.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('plain@acme.test');
  });

  it('answers 403 to a same-organisation user without users.change_user', async () => {
    const plain = await t.createUser({ email: 'nosy@acme.test', organisations: [{ id: acme }] });
    expectError(
      await t.request('GET', `/api/users/${admin.id}/`, { token: plain.token }),
      403,
      NO_PERMISSION,
    );
  });

  it('answers 404 for a user of another organisation, an unknown id and a non-numeric id', async () => {
    const outsider = await t.createUser({
      email: 'outsider@other.test',
      organisations: [{ id: other }],
    });
    for (const id of [outsider.id, 987654, 0, 'abc', '1.5', '99999999999']) {
      expectError(
        await t.request('GET', `/api/users/${id}/`, { token: admin.token }),
        404,
        NOT_FOUND,
      );
    }
    expectError(await t.request('GET', `/api/users/${admin.id}/`), 403, NOT_AUTHENTICATED);
  });
});
