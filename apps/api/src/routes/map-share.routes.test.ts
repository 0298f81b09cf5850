import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../test/assertions.js';
import { examplePathValues, fillPath, operationsOf } from '../test/security/openapi-operations.js';
import { buildWorld, SHARE_BOUNDS, type World } from '../test/security/world.js';
import { useTestApp } from '../test/test-app.js';

const inADay = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();
const INVALID = { detail: 'Invalid token.' };

describe('map shares: creating, managing and opening them', () => {
  const t = useTestApp({ SHARE_TOKEN_FAILURE_LIMIT: '1000' });
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(t);
  });

  const asShare = (token: string) => ({ mapshare: `Token ${token}` });
  const create = (body: Record<string, unknown>) =>
    t.request('POST', '/api/mapshares/', { token: world.tokens.admin, body });

  it('answers the token and the link once, and only its first characters afterwards', async () => {
    const res = await create({ map: world.a.ORG.map, expiry: inADay(), note: 'For the council' });
    expect(res.statusCode, res.body).toBe(201);
    const share = res.json();
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The test host is not a configured domain: the link uses PUBLIC_URL or the local address.
    expect(share.link).toBe(`http://localhost:8080/maps/${world.a.ORG.map}/share/${share.token}/`);
    expect(share).toMatchObject({ status: 'active', note: 'For the council', bounds: null });
    const read = await t.request('GET', `/api/mapshares/${share.id}/`, {
      token: world.tokens.admin,
    });
    expect(read.json().token_prefix).toBe(share.token.slice(0, 8));
    expect(read.body).not.toContain(share.token);
    const stored = await t.db
      .selectFrom('map_shares')
      .select('token_hash')
      .where('id', '=', share.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash.toString('hex')).not.toContain(
      Buffer.from(share.token).toString('hex'),
    );
  });

  it('refuses an expiry in the past or too far away, and bounds that are no box', async () => {
    const past = await create({ map: world.a.ORG.map, expiry: '2020-01-01T00:00:00Z' });
    expect(expectFieldErrors(past, ['expiry']).expiry).toEqual(['Choose a time in the future.']);
    const far = await create({ map: world.a.ORG.map, expiry: '2099-01-01T00:00:00Z' });
    expectFieldErrors(far, ['expiry']);
    const box = await create({ map: world.a.ORG.map, expiry: inADay(), bounds: [10, 0, 5, 1] });
    expectFieldErrors(box, ['bounds']);
  });

  it('validates a token for its viewer: the map, its title, expiry, creator and bounds', async () => {
    const token = world.shareTokens.ORG;
    const res = await t.request('GET', `/api/mapshares/${token}/`, { headers: asShare(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      token,
      map: world.a.ORG.map,
      created_by: { first_name: 'admin', last_name: 'Tester' },
      bounds: SHARE_BOUNDS,
    });
    // Another share's token in the path is not this viewer's business.
    const other = await t.request('GET', `/api/mapshares/${world.shareTokens.OWN}/`, {
      headers: asShare(token),
    });
    expectError(other, 404);
    expectError(
      await t.request('GET', `/api/mapshares/${'x'.repeat(43)}/`, {
        headers: asShare('x'.repeat(43)),
      }),
      403,
      INVALID,
    );
  });

  it('refuses a revoked, an expired and a rotated-away token on every endpoint at once', async () => {
    const open = async () => {
      const made = (await create({ map: world.a.ORG.map, expiry: inADay() })).json();
      return { id: made.id as number, token: made.token as string };
    };
    const revoked = await open();
    expect(
      (await t.request('DELETE', `/api/mapshares/${revoked.id}/`, { token: world.tokens.admin }))
        .statusCode,
    ).toBe(204);
    const expired = await open();
    await t.db
      .updateTable('map_shares')
      .set({ expiry: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    const rotated = await open();
    const rotation = await t.request('POST', `/api/mapshares/${rotated.id}/rotate/`, {
      token: world.tokens.admin,
    });
    const fresh = rotation.json().token as string;
    expect(fresh).not.toBe(rotated.token);

    // A pack archive's signed URL reads no credential (its answer is the same whoever asks, for
    // caches to keep): its signature, bound to the share, ends with it (pack-archive tests).
    const credentialed = operationsOf(t.app).filter(
      (op) => !op.path.startsWith('/api/pack-archives/'),
    );
    for (const op of credentialed) {
      const path = fillPath(
        op.path,
        examplePathValues({
          map: world.a.ORG.map,
          layer: world.a.ORG.layer,
          file: world.a.ORG.file,
          markup: world.a.ORG.markup,
          attachment: world.a.ORG.attachment,
        }),
      );
      for (const token of [revoked.token, expired.token, rotated.token]) {
        const res = await t.request(op.method, path, { headers: asShare(token) });
        if (op.method === 'HEAD') expect(res.statusCode).toBe(403);
        else expectError(res, 403, INVALID);
      }
    }
    const map = await t.request('GET', `/api/maps/${world.a.ORG.map}/`, {
      headers: asShare(fresh),
    });
    expect(map.statusCode).toBe(200);
  });

  it('counts each use: requests, first and last use, distinct clients', async () => {
    const made = (await create({ map: world.a.ORG.map, expiry: inADay() })).json();
    for (const agent of ['Firefox', 'Firefox', 'Chromium']) {
      await t.request('GET', `/api/maps/${world.a.ORG.map}/`, {
        headers: { ...asShare(made.token), 'user-agent': agent },
      });
    }
    await t.container.services.shareAccess.flush();
    const read = (
      await t.request('GET', `/api/mapshares/${made.id}/`, { token: world.tokens.admin })
    ).json();
    expect(read).toMatchObject({ request_count: 3, client_count: 2 });
    expect(read.first_used_at).toEqual(expect.any(String));
    expect(read.last_used_at).toEqual(expect.any(String));
  });

  it('counts the other shares’ use when one is deleted before its use is written', async () => {
    const gone = (await create({ map: world.a.ORG.map, expiry: inADay() })).json();
    const kept = (await create({ map: world.a.ORG.map, expiry: inADay() })).json();
    for (const share of [gone, kept]) {
      await t.request('GET', `/api/maps/${world.a.ORG.map}/`, { headers: asShare(share.token) });
    }
    // Gone as deleting its map takes it (a DELETE of the share only revokes it).
    await t.db.deleteFrom('map_shares').where('id', '=', gone.id).execute();
    await t.container.services.shareAccess.flush();
    const read = (
      await t.request('GET', `/api/mapshares/${kept.id}/`, { token: world.tokens.admin })
    ).json();
    expect(read).toMatchObject({ request_count: 1, client_count: 1 });
  });

  it('lists the organisation’s shares with their status, filters and paging', async () => {
    const res = await t.request('GET', `/api/organisations/${world.orgA}/mapshares/`, {
      token: world.tokens.admin,
      query: { status: 'revoked' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.length).toBeGreaterThan(0);
    expect(res.json().results.every((s: { status: string }) => s.status === 'revoked')).toBe(true);
    const other = await t.request('GET', `/api/organisations/${world.orgA}/mapshares/`, {
      token: world.tokens.otherAdmin,
    });
    expectError(other, 404);
  });
});
