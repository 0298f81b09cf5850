import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { basic, createAccessKey } from '../test/access-keys.js';
import { expectError } from '../test/assertions.js';
import { buildOgcWorld, type OgcWorld } from '../test/ogc-world.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

const HOST = 'alpha.test';
const DAY_MS = 24 * 3600 * 1000;
const ROUTES_DIR = path.dirname(fileURLToPath(import.meta.url));

interface KeyPage {
  count: number;
  results: {
    id: number;
    name: string;
    prefix: string;
    status: string;
    last_used_at: string | null;
    user: { id: number };
  }[];
}
interface FeaturePage {
  features: { id: number; geometry: { coordinates: number[] } }[];
  numberMatched?: number;
}

describe('access keys', () => {
  const t = useTestApp();
  let w: OgcWorld;
  let admin: TestUser;
  let bravoAdmin: TestUser;
  let root: string;

  beforeAll(async () => {
    w = await buildOgcWorld(t);
    admin = await t.createUser({
      email: 'admin@alpha.test',
      organisations: [{ id: w.orgA, admin: true }],
      permissions: ['maps.add_mapshare'],
    });
    bravoAdmin = await t.createUser({
      email: 'admin@bravo.test',
      organisations: [{ id: w.orgB, admin: true }],
    });
    root = `/api/ogc/organisations/${w.orgA}`;
  });

  const ogc = (url: string, headers: Record<string, string>, query: Record<string, string> = {}) =>
    t.request('GET', url, { query, headers: { host: HOST, ...headers } });
  const listOwn = async (token: string) => {
    const res = await t.request('GET', '/api/access-keys/', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as KeyPage;
  };

  it('answers the key once at creation, then lists it by its prefix only', async () => {
    const res = await t.request('POST', '/api/access-keys/', {
      token: w.reader.token,
      body: { name: 'Laptop', expires_at: new Date(Date.now() + 30 * DAY_MS).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: number; key: string; prefix: string; scope: string };
    expect(created.key).toMatch(/^wmk_[0-9a-f]{40}$/);
    expect(created.scope).toBe('read');
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const listed = await listOwn(w.reader.token);
    const mine = listed.results.find((k) => k.id === created.id)!;
    expect(mine).toMatchObject({ name: 'Laptop', status: 'active' });
    expect(JSON.stringify(listed)).not.toContain(created.key);
    // Stored hashed: the key is nowhere in the table.
    const rows = await sql<{ row: string }>`select row_to_json(k)::text as row
      from access_keys k where id = ${created.id}`.execute(t.db);
    expect(rows.rows[0]!.row).not.toContain(created.key.slice(8));
  });

  it('refuses an expiry in the past or beyond 366 days', async () => {
    for (const days of [-1, 367]) {
      const res = await t.request('POST', '/api/access-keys/', {
        token: w.reader.token,
        body: { name: 'Bad', expires_at: new Date(Date.now() + days * DAY_MS).toISOString() },
      });
      expectError(res, 400);
    }
  });

  it('only reads: every write, upload and impersonation with a key is refused, in any of its three forms', async () => {
    const { key } = await createAccessKey(t, w.owner.token, 'Writer?');
    const attempts = [
      ['POST', '/api/maps/', { name: 'Nope', organisation_id: w.orgA, visibility: 'ORG' }],
      ['PATCH', `/api/layers/${w.points}/`, { name: 'Renamed' }],
      ['DELETE', `/api/layers/${w.points}/`, undefined],
      ['POST', '/api/auth/logout/', undefined],
      ['POST', '/api/impersonate/acquire/', { user_pk: w.reader.id }],
      // Uploads: tus, and the multipart PATCH of a map (here without files).
      ['POST', '/api/uploads/', undefined],
      ['PATCH', `/api/maps/${w.mapId}/`, { name: 'Renamed' }],
    ] as const;
    for (const [method, url, body] of attempts) {
      for (const headers of [{ authorization: `Token ${key}` }, basic(key)]) {
        expectError(await t.request(method, url, { body, headers }), 403);
      }
      expectError(await t.request(method, url, { body, query: { key } }), 403);
    }
    const layer = await t.request('GET', `/api/layers/${w.points}/`, { token: w.owner.token });
    expect((layer.json() as { name: string }).name).toBe('Bridges');
  });

  it('cannot manage keys, not even list them', async () => {
    const { key } = await createAccessKey(t, w.reader.token, 'Key of keys?');
    const headers = { authorization: `Token ${key}` };
    expectError(await t.request('GET', '/api/access-keys/', { headers }), 403);
    expectError(
      await t.request('GET', `/api/organisations/${w.orgA}/access-keys/`, { headers }),
      403,
    );
  });

  it('refuses revoked and expired keys at once, in reading too', async () => {
    const revoked = await createAccessKey(t, w.reader.token, 'To revoke');
    expect((await ogc(`${root}/collections`, basic(revoked.key))).statusCode).toBe(200);
    const res = await t.request('DELETE', `/api/access-keys/${revoked.id}/`, {
      token: w.reader.token,
    });
    expect(res.statusCode).toBe(204);
    expectError(await ogc(`${root}/collections`, basic(revoked.key)), 401);
    // In the URL (tile templates) there is no challenge to answer: 'Invalid token.'.
    expectError(await ogc(`${root}/collections`, {}, { key: revoked.key }), 403);
    expectError(
      await t.request('POST', '/api/maps/', {
        body: { name: 'Nope' },
        headers: basic(revoked.key),
      }),
      401,
    );

    const expired = await createAccessKey(t, w.reader.token, 'To expire');
    await sql`update access_keys set expires_at = now() - interval '1 minute'
      where id = ${expired.id}`.execute(t.db);
    expectError(await ogc(`${root}/collections`, basic(expired.key)), 401);
    const listed = await listOwn(w.reader.token);
    expect(listed.results.find((k) => k.id === expired.id)?.status).toBe('expired');
    expect(listed.results.find((k) => k.id === revoked.id)?.status).toBe('revoked');
  });

  it('records the last use', async () => {
    const { id, key } = await createAccessKey(t, w.reader.token, 'Used');
    expect((await listOwn(w.reader.token)).results.find((k) => k.id === id)).toMatchObject({
      last_used_at: null,
    });
    expect((await ogc(`${root}/`, basic(key))).statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await listOwn(w.reader.token)).results.find((k) => k.id === id)?.last_used_at !== null,
      )
      .toBe(true);
  });

  it('a key of organisation B reads nothing of organisation A', async () => {
    const { key } = await createAccessKey(t, w.stranger.token, 'Bravo QGIS');
    const headers = { ...basic(key), host: 'bravo.test' };
    expectError(await ogc(`${root}/`, headers), 404);
    expectError(await ogc(`${root}/collections`, headers), 404);
    expectError(await ogc(`${root}/collections/${w.points}/items`, headers), 404);
    expectError(await ogc(`${root}/collections/${w.points}/items/1`, headers), 404);
    expectError(await ogc(`/api/layers/${w.points}/`, headers), 404);
    expectError(await ogc(`/api/tiles/layers/${w.points}/10/500/330.pbf`, headers), 404);
    const organisations = (await ogc('/api/ogc/', headers)).json() as {
      organisations: { id: number }[];
    };
    expect(organisations.organisations.map((o) => o.id)).toEqual([w.orgB]);
  });

  it('organisation admins list and revoke the keys of their users, and only theirs', async () => {
    const member = await createAccessKey(t, w.reader.token, 'Member key');
    const outsider = await createAccessKey(t, w.stranger.token, 'Outsider key');
    const list = await t.request('GET', `/api/organisations/${w.orgA}/access-keys/`, {
      token: admin.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    const ids = (list.json() as KeyPage).results.map((k) => k.id);
    expect(ids).toContain(member.id);
    expect(ids).not.toContain(outsider.id);

    // Not an admin of A: refused; an admin of B does not even see A.
    expectError(
      await t.request('GET', `/api/organisations/${w.orgA}/access-keys/`, {
        token: w.reader.token,
      }),
      403,
    );
    expectError(
      await t.request('GET', `/api/organisations/${w.orgA}/access-keys/`, {
        token: bravoAdmin.token,
      }),
      404,
    );
    expectError(
      await t.request('DELETE', `/api/access-keys/${member.id}/`, { token: bravoAdmin.token }),
      404,
    );
    expectError(
      await t.request('DELETE', `/api/access-keys/${member.id}/`, { token: w.owner.token }),
      404,
    );
    const revoked = await t.request('DELETE', `/api/access-keys/${member.id}/`, {
      token: admin.token,
    });
    expect(revoked.statusCode).toBe(204);
    expectError(await ogc(`${root}/collections`, basic(member.key)), 401);
  });

  it('a share token used as a key opens only its map’s layers, within its bounds', async () => {
    // The western half of the Bridges (lon -6.3 … -6.264, one every ~0.0015°).
    const made = await t.request('POST', '/api/mapshares/', {
      token: admin.token,
      body: {
        map: w.mapId,
        expiry: new Date(Date.now() + DAY_MS).toISOString(),
        bounds: [-6.31, 53.3, -6.2825, 53.4],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const token = (made.json() as { token: string }).token;
    for (const headers of [basic(token), { authorization: `Token ${token}` }]) {
      const listed = await ogc(`${root}/collections`, headers);
      expect(listed.statusCode, listed.body).toBe(200);
      const ids = (listed.json() as { collections: { id: string }[] }).collections.map((c) => c.id);
      expect(ids).toContain(String(w.points));
      expect(ids).not.toContain(String(w.privateLayer));
      expect(ids).not.toContain(String(w.bravo));
    }
    const page = await ogc(`${root}/collections/${w.points}/items`, basic(token), {
      limit: '100',
    });
    expect(page.statusCode, page.body).toBe(200);
    const features = (page.json() as FeaturePage).features;
    expect(features.length).toBeGreaterThan(0);
    expect(features.length).toBeLessThan(25);
    for (const f of features) expect(f.geometry.coordinates[0]).toBeLessThanOrEqual(-6.2825);
    // A feature outside the bounds is not found; neither are other layers and organisations.
    expectError(await ogc(`${root}/collections/${w.points}/items/25`, basic(token)), 404);
    expectError(await ogc(`${root}/collections/${w.privateLayer}/items`, basic(token)), 404);
    expectError(await ogc(`/api/ogc/organisations/${w.orgB}/collections`, basic(token)), 404);
    // And it cannot write either.
    expectError(
      await t.request('PATCH', `/api/layers/${w.points}/`, {
        body: { name: 'Renamed' },
        headers: basic(token),
      }),
      403,
    );
  });

  it('puts every /api/ogc path of the routes in the OpenAPI document', async () => {
    const doc = (await t.request('GET', '/api/openapi.json')).json() as {
      paths: Record<string, unknown>;
    };
    const files = ['ogc.routes.ts', 'ogc-items.routes.ts', 'ogc-tiles.routes.ts'];
    const routed = new Set<string>();
    for (const file of files) {
      const source = await readFile(path.join(ROUTES_DIR, file), 'utf8');
      // The documents made in a loop (`…/${path}`) over ['queryables', queryablesDoc, …].
      const looped = [...source.matchAll(/\['(\w+)', \w+Doc,/g)].map((m) => m[1]!);
      for (const m of source.matchAll(/['`](\/api\/ogc\/[^'`]*)['`]/g)) {
        const paths = m[1]!.includes('${path}')
          ? looped.map((name) => m[1]!.replace('${path}', name))
          : [m[1]!];
        for (const p of paths) routed.add(p.replace(/:(\w+)/g, '{$1}'));
      }
    }
    expect(routed.size).toBeGreaterThanOrEqual(12);
    const documented = Object.keys(doc.paths).filter((p) => p.startsWith('/api/ogc/'));
    expect([...routed].filter((p) => !documented.includes(p))).toEqual([]);
    expect(documented.sort()).toEqual([...routed].sort());
  });
});
