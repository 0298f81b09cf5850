import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NOT_AUTHENTICATED } from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('organisations API: list', () => {
  const t = useTestApp();
  let member: TestUser;
  let ids: { charlie: number; alpha: number; bravo: number; foreign: number };

  beforeAll(async () => {
    ids = {
      charlie: await t.createOrganisation('Charlie Rail', 'a-charlie.test'),
      alpha: await t.createOrganisation('Alpha Survey', 'c-alpha.test'),
      bravo: await t.createOrganisation('Bravo Mapping', null),
      foreign: await t.createOrganisation('Foreign Org', 'foreign.test'),
    };
    member = await t.createUser({
      email: 'lister@list.test',
      organisations: [{ id: ids.charlie }, { id: ids.alpha }, { id: ids.bravo }],
    });
  });

  /** A plain member looks and does nothing else. */
  const MEMBER_ABILITIES = {
    view: true,
    change: false,
    view_users: false,
    add_user: false,
    view_access_keys: false,
    view_mapshares: false,
    view_usage: false,
    view_audit_log: false,
    add_map: false,
    add_layer: false,
    add_mapshare: false,
    manage_markup_categories: false,
  };

  const names = (res: { json(): unknown }) =>
    (res.json() as { results: { name: string }[] }).results.map((o) => o.name);

  it('lists only the caller’s organisations in a page envelope, ordered by id', async () => {
    const res = await t.request('GET', '/api/organisations/', { token: member.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [
        {
          id: ids.charlie,
          name: 'Charlie Rail',
          domain: 'a-charlie.test',
          alt_domains: [],
          layout: null,
          map: null,
          user_count: 1,
          share_viewer_analytics: false,
          require_two_factor: false,
          abilities: MEMBER_ABILITIES,
        },
        {
          id: ids.alpha,
          name: 'Alpha Survey',
          domain: 'c-alpha.test',
          alt_domains: [],
          layout: null,
          map: null,
          user_count: 1,
          share_viewer_analytics: false,
          require_two_factor: false,
          abilities: MEMBER_ABILITIES,
        },
        {
          id: ids.bravo,
          name: 'Bravo Mapping',
          domain: null,
          alt_domains: [],
          layout: null,
          map: null,
          user_count: 1,
          share_viewer_analytics: false,
          require_two_factor: false,
          abilities: MEMBER_ABILITIES,
        },
      ],
    });
    const noSlash = await t.request('GET', '/api/organisations', { token: member.token });
    expect(noSlash.statusCode).toBe(200);
    expect(noSlash.json()).toEqual(res.json());
  });

  it('orders by the whitelisted fields, "-" meaning descending', async () => {
    const order = async (ordering: string) =>
      names(
        await t.request('GET', '/api/organisations/', { token: member.token, query: { ordering } }),
      );
    expect(await order('name')).toEqual(['Alpha Survey', 'Bravo Mapping', 'Charlie Rail']);
    expect(await order('-name')).toEqual(['Charlie Rail', 'Bravo Mapping', 'Alpha Survey']);
    expect(await order('-id')).toEqual(['Bravo Mapping', 'Alpha Survey', 'Charlie Rail']);
    expect((await order('domain')).slice(0, 2)).toEqual(['Charlie Rail', 'Alpha Survey']);
    expect((await order('-domain')).filter((n) => n !== 'Bravo Mapping')).toEqual([
      'Alpha Survey',
      'Charlie Rail',
    ]);
  });

  it('rejects an ordering field outside the whitelist', async () => {
    for (const ordering of ['password', '-map_id', 'name;drop table users', '--name']) {
      const res = await t.request('GET', '/api/organisations/', {
        token: member.token,
        query: { ordering },
      });
      expectFieldErrors(res, ['ordering']);
      expect(res.json().ordering[0]).toContain('id, name, domain');
    }
  });

  it('pages with items and page, linking next and previous', async () => {
    const first = await t.request('GET', '/api/organisations/', {
      token: member.token,
      query: { items: '2' },
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.count).toBe(3);
    expect(page1.results).toHaveLength(2);
    expect(page1.previous).toBeNull();
    // Links are host-relative: nothing from the Host header is echoed.
    expect(page1.next).toMatch(/^\/api\/organisations\/\?/);
    const next = new URL(page1.next as string, 'http://base.invalid');
    expect(next.pathname).toBe('/api/organisations/');
    expect(Object.fromEntries(next.searchParams)).toEqual({ items: '2', page: '2' });

    const second = await t.request('GET', `${next.pathname}${next.search}`, {
      token: member.token,
    });
    const page2 = second.json();
    expect(page2.results.map((o: { id: number }) => o.id)).toEqual([ids.bravo]);
    expect(page2.next).toBeNull();
    expect(
      Object.fromEntries(new URL(page2.previous as string, 'http://base.invalid').searchParams),
    ).toEqual({ items: '2' });

    const past = await t.request('GET', '/api/organisations/', {
      token: member.token,
      query: { items: '2', page: '3' },
    });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('accepts items up to 1000 and rejects 0, 1001, non-numbers and page 0', async () => {
    const max = await t.request('GET', '/api/organisations/', {
      token: member.token,
      query: { items: '1000' },
    });
    expect(max.statusCode).toBe(200);
    expect(max.json().results).toHaveLength(3);
    for (const query of [{ items: '0' }, { items: '1001' }, { items: 'ten' }]) {
      expectFieldErrors(
        await t.request('GET', '/api/organisations/', { token: member.token, query }),
        ['items'],
      );
    }
    expectFieldErrors(
      await t.request('GET', '/api/organisations/', { token: member.token, query: { page: '0' } }),
      ['page'],
    );
  });

  it('shows every organisation to a superuser and none to a user without memberships', async () => {
    const root = await t.createUser({ email: 'root@list.test', superuser: true });
    const all = await t.request('GET', '/api/organisations/', { token: root.token });
    expect(all.json().results.map((o: { id: number }) => o.id)).toEqual(
      expect.arrayContaining([ids.alpha, ids.bravo, ids.charlie, ids.foreign]),
    );
    const loner = await t.createUser({ email: 'loner@list.test' });
    const none = await t.request('GET', '/api/organisations/', { token: loner.token });
    expect(none.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('requires authentication', async () => {
    expectError(await t.request('GET', '/api/organisations/'), 403, NOT_AUTHENTICATED);
  });
});
