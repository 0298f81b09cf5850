import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@waymark/contract/audit';
import { expectError } from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

interface Page {
  count: number;
  next: string | null;
  results: AuditEntry[];
}

/**
 * An organisation's audit log as its admins read it (issue 30): its objects' entries and its
 * members' own events, never another organisation's; filtered, paged, exported as CSV.
 */
describe('GET /api/organisations/:id/audit-log/', () => {
  const t = useTestApp();
  let orgA: number;
  let orgB: number;
  let adminA: TestUser;
  let memberA: TestUser;
  let adminB: TestUser;
  let root: TestUser;
  let mapA: number;

  beforeAll(async () => {
    orgA = await t.createOrganisation('Audited Rail');
    orgB = await t.createOrganisation('Other Rail');
    adminA = await t.createUser({
      email: 'admin-a@rail.test',
      organisations: [{ id: orgA, admin: true }],
      permissions: ['maps.add_map', 'maps.delete_map'],
    });
    memberA = await t.createUser({ email: 'member-a@rail.test', organisations: [{ id: orgA }] });
    adminB = await t.createUser({
      email: 'admin-b@rail.test',
      organisations: [{ id: orgB, admin: true }],
      permissions: ['maps.add_map'],
    });
    root = await t.createUser({ email: 'root@rail.test', superuser: true });
    const made = async (user: TestUser, organisation: number, name: string) =>
      (
        await t.request('POST', '/api/maps/', {
          token: user.token,
          body: { name, organisation_id: organisation },
        })
      ).json().id as number;
    mapA = await made(adminA, orgA, 'Corridor A');
    await made(adminB, orgB, 'Corridor B');
    await t.login('member-a@rail.test');
    await t.request('POST', '/api/auth/login/', {
      body: { email: 'member-a@rail.test', password: 'Wrong-Password-11' },
    });
  });

  const read = (user: TestUser, query: Record<string, string> = {}, organisation = orgA) =>
    t.request('GET', `/api/organisations/${organisation}/audit-log/`, {
      token: user.token,
      query,
    });
  const page = async (user: TestUser, query: Record<string, string> = {}) => {
    const res = await read(user, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('answers its objects’ entries and its members’ own, newest first, never another’s', async () => {
    const { count, results } = await page(adminA);
    expect(count).toBe(results.length);
    expect(results.map((e) => e.id)).toEqual([...results.map((e) => e.id)].sort((a, b) => b - a));
    const created = results.find((e) => e.action === 'map.create');
    expect(created).toMatchObject({
      actor: { id: adminA.id, email: 'admin-a@rail.test' },
      as_user: null,
      organisation: { id: orgA, name: 'Audited Rail' },
      object_type: 'map',
      object_id: String(mapA),
      ip: '127.0.0.1',
    });
    expect(created!.request_id).toMatch(/\S/);
    // The member's sign-ins, made and refused, belong to no organisation but are theirs.
    const signIns = results.filter((e) => e.actor?.id === memberA.id).map((e) => e.action);
    expect(new Set(signIns)).toEqual(new Set(['auth.login', 'auth.login_failed']));
    expect(JSON.stringify(results)).not.toContain('Corridor B');
    expect(results.some((e) => e.actor?.id === adminB.id)).toBe(false);
  });

  it('names the organisation of an object deleted, which can no longer be read from it', async () => {
    const made = await t.request('POST', '/api/maps/', {
      token: adminA.token,
      body: { name: 'Spur A', organisation_id: orgA },
    });
    const id = (made.json() as { id: number }).id;
    expect(
      (await t.request('DELETE', `/api/maps/${id}/`, { token: adminA.token })).statusCode,
    ).toBe(204);
    const { results } = await page(adminA, { action: 'map.delete' });
    expect(results).toEqual([
      expect.objectContaining({
        object_id: String(id),
        organisation: { id: orgA, name: 'Audited Rail' },
        details: { name: 'Spur A' },
      }),
    ]);
  });

  it('filters by user, action, object type and time, and pages', async () => {
    const mine = await page(adminA, { user: String(memberA.id) });
    expect(new Set(mine.results.map((e) => e.actor?.id))).toEqual(new Set([memberA.id]));
    const auth = await page(adminA, { action: 'auth.' });
    expect(auth.results.length).toBeGreaterThan(0);
    expect(auth.results.every((e) => e.action.startsWith('auth.'))).toBe(true);
    const maps = await page(adminA, { object_type: 'map' });
    expect(new Set(maps.results.map((e) => e.action))).toEqual(
      new Set(['map.create', 'map.delete']),
    );
    const before = await page(adminA, { to: '2000-01-01T00:00:00Z' });
    expect(before.count).toBe(0);
    const first = await page(adminA, { items: '1' });
    expect(first.results).toHaveLength(1);
    expect(first.next).toMatch(/page=2/);
  });

  it('is its admins’ and superusers’ alone', async () => {
    expect((await page(root)).count).toBeGreaterThan(0);
    expectError(await read(memberA), 403);
    // Another organisation's admin does not see that it exists.
    expectError(await read(adminB), 404);
  });

  it('refuses filters it cannot read, by field', async () => {
    const res = await read(adminA, { action: "x' or 1=1", from: 'yesterday' });
    expectError(res, 400);
    expect(Object.keys(res.json())).toEqual(expect.arrayContaining(['action', 'from']));
  });

  it('exports the filtered entries as CSV, and is never changed through the API', async () => {
    const res = await t.request('GET', `/api/organisations/${orgA}/audit-log/export/`, {
      token: adminA.token,
      query: { action: 'auth.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`audit-log-${orgA}.csv`);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,when,actor,as_user,organisation,action,object_type,object_id,details,ip,request_id',
    );
    const { count } = await page(adminA, { action: 'auth.' });
    expect(lines).toHaveLength(count + 1);
    expect(lines.slice(1).every((line) => /,auth\./.test(line))).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const changed = await t.request(method, `/api/organisations/${orgA}/audit-log/`, {
        token: root.token,
      });
      expect(changed.statusCode).toBe(404);
    }
  });
});

/** Every organisation's audit log at once, for superusers (issue 30). */
describe('GET /api/audit-log/', () => {
  const t = useTestApp();

  it('lists every organisation’s entries and those of none, filtered by organisation, to superusers only', async () => {
    const root = await t.createUser({ email: 'root@rail.test', superuser: true });
    const create = async (name: string) => {
      const res = await t.request('POST', '/api/organisations/', {
        token: root.token,
        body: { name },
      });
      return (res.json() as { id: number }).id;
    };
    const north = await create('North Rail');
    const south = await create('South Rail');
    const admin = await t.createUser({
      email: 'admin@north.test',
      organisations: [{ id: north, admin: true }],
      permissions: ['organisations.change_organisation'],
    });
    const all = await t.request('GET', '/api/audit-log/', { token: root.token });
    expect(all.statusCode, all.body).toBe(200);
    const entries = (all.json() as Page).results;
    const organisations = new Set(entries.map((e) => e.organisation?.name ?? null));
    expect(organisations).toEqual(new Set(['North Rail', 'South Rail', null]));
    // The superuser's own sign-in belongs to no organisation.
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'auth.login', actor: { id: root.id, email: root.email } }),
    );

    const southOnly = await t.request('GET', '/api/audit-log/', {
      token: root.token,
      query: { organisation: String(south) },
    });
    const southEntries = (southOnly.json() as Page).results;
    expect(southEntries.length).toBeGreaterThan(0);
    expect(southEntries.every((e) => e.organisation?.id === south)).toBe(true);

    const csv = await t.request('GET', '/api/audit-log/export/', {
      token: root.token,
      query: { organisation: String(south), action: 'organisation.' },
    });
    expect(csv.headers['content-disposition']).toContain('audit-log.csv');
    const rows = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows.slice(1).length).toBeGreaterThan(0);
    expect(rows.slice(1).every((row) => row.includes('South Rail'))).toBe(true);

    expectError(await t.request('GET', '/api/audit-log/', { token: admin.token }), 403);
    expectError(await t.request('GET', '/api/audit-log/export/', { token: admin.token }), 403);
  });
});
