import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectFieldErrors,
  NO_PERMISSION,
  NOT_AUTHENTICATED,
  NOT_FOUND,
} from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('users API: the list of an organisation’s users', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let admin: TestUser;
  let changer: TestUser;
  let member: TestUser;
  let otherAdmin: TestUser;
  let root: TestUser;
  let shared: number;

  /** A user of acme (and of `more` organisations) with these names, straight in the database. */
  const person = async (email: string, first: string, last: string, more: number[] = []) => {
    const { users } = t.container.repos;
    const row = await users.create({
      email,
      first_name: first,
      last_name: last,
      password_hash: null,
    });
    for (const org of [acme, ...more]) await users.upsertMembership(row.id, org, false);
    return row.id;
  };

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    admin = await t.createUser({
      email: 'admin@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['users.change_user'],
    });
    changer = await t.createUser({
      email: 'changer@acme.test',
      organisations: [{ id: acme }],
      permissions: ['users.change_user'],
    });
    member = await t.createUser({ email: 'member@acme.test', organisations: [{ id: acme }] });
    otherAdmin = await t.createUser({
      email: 'admin@other.test',
      organisations: [{ id: other, admin: true }],
      permissions: ['users.change_user'],
    });
    root = await t.createUser({ email: 'root@waymark.test', superuser: true });
    await person('zoe@acme.test', 'Zoë', 'Ölander');
    await person('aoife@acme.test', 'Aoife', 'Byrne');
    await person('sean@100percent.test', 'Seán', 'Murphy');
    shared = await person('shared@other.test', 'Sam', 'Shared', [other]);
    await t.container.repos.users.update(shared, { is_active: false });
    await sql`update users set last_login = now() - interval '1 day' where email = 'zoe@acme.test'`.execute(
      t.db,
    );
    await sql`update users set last_login = now() where email = 'aoife@acme.test'`.execute(t.db);
  });

  const list = (query: Record<string, string>, user = admin) =>
    t.request('GET', '/api/users/', {
      token: user.token,
      query: { organisation: String(acme), ...query },
    });
  const emails = async (query: Record<string, string>, user = admin) => {
    const res = await list(query, user);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: { email: string }[] }).results.map((u) => u.email);
  };

  it('answers a page envelope of the organisation’s users, ordered by id by default', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ count: 7, next: null, previous: null });
    expect(page.results.map((u: { email: string }) => u.email)).toEqual([
      'admin@acme.test',
      'changer@acme.test',
      'member@acme.test',
      'zoe@acme.test',
      'aoife@acme.test',
      'sean@100percent.test',
      'shared@other.test',
    ]);
    // The same user shape as GET users/:id/, memberships only within the reader's organisations.
    const sam = page.results.find((u: { id: number }) => u.id === shared);
    expect(sam).toMatchObject({ name: 'Sam Shared', is_active: false, last_login: null });
    expect(sam.organisations.map((o: { id: number }) => o.id)).toEqual([acme]);
    const one = await t.request('GET', `/api/users/${shared}/`, { token: admin.token });
    expect(sam).toEqual(one.json());
    const asRoot = (await list({}, root)).json();
    const samForRoot = asRoot.results.find((u: { id: number }) => u.id === shared);
    expect(samForRoot.organisations.map((o: { id: number }) => o.id)).toEqual([acme, other]);
  });

  it('pages with items and page', async () => {
    const first = (await list({ items: '3', ordering: 'email' })).json();
    expect(first.count).toBe(7);
    expect(first.results).toHaveLength(3);
    expect(first.next).toMatch(/^\/api\/users\/\?/);
    const next = new URL(first.next as string, 'http://base.invalid');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      organisation: String(acme),
      items: '3',
      ordering: 'email',
      page: '2',
    });
    const third = await emails({ items: '3', ordering: 'email', page: '3' });
    expect(third).toEqual(['zoe@acme.test']);
    expectError(await list({ items: '3', page: '4' }), 404, { detail: 'Invalid page.' });
  });

  it('sorts by the whitelisted fields, last_login and is_active included', async () => {
    const byFirstName = await emails({ ordering: 'first_name' });
    expect(byFirstName).toHaveLength(7);
    expect(await emails({ ordering: '-first_name' })).toEqual([...byFirstName].reverse());
    expect((await emails({ ordering: 'last_name' }))[0]).toBe('aoife@acme.test');
    // Signed in longest ago first; never signed in last, whichever the direction.
    const byLogin = await emails({ ordering: 'last_login' });
    expect(byLogin[0]).toBe('zoe@acme.test');
    expect(byLogin.slice(-2)).toEqual(['sean@100percent.test', 'shared@other.test']);
    const byLatestLogin = await emails({ ordering: '-last_login' });
    expect(byLatestLogin.slice(0, 2)).toEqual(['aoife@acme.test', 'member@acme.test']);
    expect(byLatestLogin.slice(-2)).toEqual(['sean@100percent.test', 'shared@other.test']);
    expect((await emails({ ordering: 'is_active' }))[0]).toBe('shared@other.test');
    expect((await emails({ ordering: '-date_joined' }))[0]).toBe('shared@other.test');
    for (const ordering of ['password_hash', 'organisation', '-is_superuser']) {
      const res = await list({ ordering });
      expectFieldErrors(res, ['ordering']);
      expect(res.json().ordering[0]).toContain('last_login, is_active');
    }
  });

  it('searches first names, last names and emails without regard to case or accents', async () => {
    expect(await emails({ search: 'sean' })).toEqual(['sean@100percent.test']);
    expect(await emails({ search: 'OLANDER' })).toEqual(['zoe@acme.test']);
    expect(await emails({ search: 'zoë' })).toEqual(['zoe@acme.test']);
    expect(await emails({ search: 'byrne' })).toEqual(['aoife@acme.test']);
    expect(await emails({ search: '@other.' })).toEqual(['shared@other.test']);
    expect(await emails({ search: '100%' })).toEqual([]);
    expect(await emails({ search: '_' })).toEqual([]);
    const counted = (await list({ search: 'acme.test', items: '2' })).json();
    expect(counted.count).toBe(5);
    expect(counted.next).toContain('search=acme.test');
  });

  it('lets holders of users.change_user in the organisation read it, and superusers', async () => {
    expect(await emails({ search: 'zoe' }, changer)).toEqual(['zoe@acme.test']);
    expect(await emails({ search: 'zoe' }, root)).toEqual(['zoe@acme.test']);
    expectError(await list({}, member), 403, NO_PERMISSION);
    expectError(
      await t.request('GET', '/api/users/', { query: { organisation: String(acme) } }),
      403,
      NOT_AUTHENTICATED,
    );
  });

  it('answers 404 for an organisation outside the caller’s, whatever their rights', async () => {
    expectError(await list({}, otherAdmin), 404, NOT_FOUND);
    for (const organisation of [String(other), '987654']) {
      expectError(await list({ organisation }), 404, NOT_FOUND);
    }
    expectError(await list({ organisation: '987654' }, root), 404, NOT_FOUND);
    // Still 404 for someone without the right: nothing says the organisation exists.
    expectError(await list({ organisation: String(other) }, member), 404, NOT_FOUND);
  });

  it('requires a valid organisation', async () => {
    const missing = await t.request('GET', '/api/users/', { token: admin.token });
    expect(expectFieldErrors(missing, ['organisation']).organisation).toEqual([
      'This field is required.',
    ]);
    for (const organisation of ['', '0', '-1', 'acme', '0x10', '2147483648']) {
      expectFieldErrors(await list({ organisation }), ['organisation']);
    }
    expectFieldErrors(await list({ search: 'x'.repeat(201) }), ['search']);
  });
});
