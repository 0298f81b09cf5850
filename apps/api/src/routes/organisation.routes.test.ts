import { describe, expect, it } from 'vitest';
import {
  expectError,
  expectFieldErrors,
  NO_PERMISSION,
  NOT_AUTHENTICATED,
  NOT_FOUND,
} from '../test/assertions.js';
import { useTestApp } from '../test/test-app.js';

describe('organisations API: create and read', () => {
  const t = useTestApp();

  it('creates an organisation whose creator becomes its admin', async () => {
    const home = await t.createOrganisation('Home', 'home.test');
    const creator = await t.createUser({
      email: 'founder@home.test',
      organisations: [{ id: home }],
      permissions: ['organisations.add_organisation', 'organisations.change_organisation'],
    });
    const res = await t.request('POST', '/api/organisations/', {
      token: creator.token,
      body: {
        name: '  New Org  ',
        domain: 'New-Org.TEST',
        alt_domains: ['alt.new.test', 'alt.new.test'],
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'New Org',
      domain: 'new-org.test',
      alt_domains: ['alt.new.test'],
      layout: null,
      map: null,
      // The creator.
      user_count: 1,
      share_viewer_analytics: false,
      require_two_factor: false,
      // Its admin, who holds organisations.add_organisation and change_organisation.
      abilities: expect.objectContaining({ view: true, change: true, view_access_keys: true }),
    });

    const me = await t.request('GET', '/api/users/me/', { token: creator.token });
    expect(me.json().organisations).toContainEqual(
      expect.objectContaining({ id: created.id, admin: true }),
    );
    const read = await t.request('GET', `/api/organisations/${created.id}/`, {
      token: creator.token,
    });
    expect(read.json()).toEqual(created);
    // Admin of it, the creator may change it at once.
    const patch = await t.request('PATCH', `/api/organisations/${created.id}`, {
      token: creator.token,
      body: { name: 'Renamed' },
    });
    expect(patch.statusCode).toBe(200);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'organisation.create')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: creator.id,
        as_user_id: null,
        object_id: String(created.id),
      }),
    ]);
  });

  it('refuses to create without organisations.add_organisation', async () => {
    const org = await t.createOrganisation('No Perm Org', 'noperm.test');
    const admin = await t.createUser({
      email: 'admin@noperm.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['organisations.change_organisation'],
    });
    const res = await t.request('POST', '/api/organisations/', {
      token: admin.token,
      body: { name: 'Nope' },
    });
    expectError(res, 403, NO_PERMISSION);
    expectError(
      await t.request('POST', '/api/organisations/', { body: { name: 'Anon' } }),
      403,
      NOT_AUTHENTICATED,
    );
  });

  it('rejects a domain or alternate domain another organisation already uses', async () => {
    const taken = await t.createOrganisation('Taken', 'taken.test');
    await t.db
      .updateTable('organisations')
      .set({ alt_domains: ['www.taken.test'] })
      .where('id', '=', taken)
      .execute();
    const creator = await t.createUser({
      email: 'dup@creator.test',
      permissions: ['organisations.add_organisation'],
    });
    const post = (body: object) =>
      t.request('POST', '/api/organisations/', {
        token: creator.token,
        body: { name: 'Dup', ...body },
      });

    const sameDomain = await post({ domain: 'TAKEN.test' });
    expect(expectFieldErrors(sameDomain, ['domain']).domain).toEqual([
      'organisation with this domain already exists.',
    ]);
    expectFieldErrors(await post({ domain: 'www.taken.test' }), ['domain']);
    expectFieldErrors(await post({ domain: 'free.test', alt_domains: ['taken.test'] }), [
      'alt_domains',
    ]);
    const count = await t.db
      .selectFrom('organisations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', '=', 'Dup')
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('validates the payload field by field', async () => {
    const creator = await t.createUser({
      email: 'validator@creator.test',
      permissions: ['organisations.add_organisation'],
    });
    const post = (body: unknown) =>
      t.request('POST', '/api/organisations/', { token: creator.token, body });
    expect(expectFieldErrors(await post({}), ['name']).name).toEqual(['This field is required.']);
    expect(expectFieldErrors(await post({ name: '   ' }), ['name']).name).toEqual([
      'This field may not be blank.',
    ]);
    expectFieldErrors(await post({ name: 'x'.repeat(201) }), ['name']);
    expectFieldErrors(await post({ name: 'Bad', domain: 'not a domain!' }), ['domain']);
    expectFieldErrors(await post({ name: 'Bad', layout: { unknownKey: 1 } }), ['layout']);
    // A new organisation has no maps, so no map can be its default.
    expectFieldErrors(await post({ name: 'Bad', map: 1 }), ['map']);
  });

  it('reads an organisation for its members only; others get 404', async () => {
    const mine = await t.createOrganisation('Mine', 'mine.test');
    const theirs = await t.createOrganisation('Theirs', 'theirs.test');
    const member = await t.createUser({ email: 'reader@mine.test', organisations: [{ id: mine }] });

    const ok = await t.request('GET', `/api/organisations/${mine}`, { token: member.token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: mine, name: 'Mine', domain: 'mine.test' });
    expectError(
      await t.request('GET', `/api/organisations/${theirs}/`, { token: member.token }),
      404,
      NOT_FOUND,
    );
    expectError(
      await t.request('GET', '/api/organisations/999999/', { token: member.token }),
      404,
      NOT_FOUND,
    );
    expectError(
      await t.request('GET', '/api/organisations/abc/', { token: member.token }),
      404,
      NOT_FOUND,
    );
    expectError(await t.request('GET', `/api/organisations/${mine}/`), 403, NOT_AUTHENTICATED);

    const root = await t.createUser({ email: 'root@mine.test', superuser: true });
    expect(
      (await t.request('GET', `/api/organisations/${theirs}/`, { token: root.token })).statusCode,
    ).toBe(200);
  });
});
