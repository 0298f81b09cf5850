import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, NO_PERMISSION, NOT_FOUND } from '../test/assertions.js';
import { seedLayer } from '../test/layers.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('maps API: attaching and detaching layers', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let owner: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let mapId: number;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    owner = await t.createUser({
      email: 'owner@acme.test',
      organisations: [{ id: acme }],
      permissions: ['maps.change_map'],
    });
    colleague = await t.createUser({ email: 'colleague@acme.test', organisations: [{ id: acme }] });
    outsider = await t.createUser({
      email: 'out@other.test',
      organisations: [{ id: other, admin: true }],
      permissions: ['maps.change_map'],
    });
    mapId = (
      await t.container.repos.maps.create({
        organisation_id: acme,
        owner_id: owner.id,
        name: 'Corridor',
        visibility: 'ORG',
      })
    ).id;
  });

  const attach = (user: TestUser, layerId: number, map = mapId) =>
    t.request('PATCH', `/api/maps/${map}/layer/${layerId}/`, { token: user.token });
  const detach = (user: TestUser, layerId: number, map = mapId) =>
    t.request('DELETE', `/api/maps/${map}/layer/${layerId}`, { token: user.token });
  const ids = (res: { json(): unknown }) =>
    (res.json() as { layers: { id: number }[] }).layers.map((l) => l.id);
  const read = (user: TestUser) => t.request('GET', `/api/maps/${mapId}/`, { token: user.token });

  it('attaches layers at the end, keeps the order, and combines their extent', async () => {
    const a = await seedLayer(t, acme, owner.id, { name: 'A', bounds: [-10, 50, -5, 55] });
    const b = await seedLayer(t, acme, owner.id, {
      name: 'B',
      extent: [-8, 49, -4, 53],
      bounds: null,
    });
    const c = await seedLayer(t, acme, null, {
      name: 'C',
      extent: [0, 0, 1, 1],
      bounds: [-9, 50, -6, 52],
    });
    const first = await attach(owner, a);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ extent: [-10, 50, -5, 55] });
    await attach(owner, b);
    const res = await attach(owner, c);
    expect(ids(res)).toEqual([a, b, c]);
    // Bounds win over the extent (C's extent would widen the box); B has only its extent.
    expect(res.json().extent).toEqual([-10, 49, -4, 55]);
    expect(ids(await attach(owner, a))).toEqual([a, b, c]);
    const detached = await detach(owner, b);
    expect(detached.statusCode).toBe(200);
    expect(ids(detached)).toEqual([a, c]);
    expect(detached.json().extent).toEqual([-10, 50, -5, 55]);
    expect(ids(await attach(owner, b))).toEqual([a, c, b]);
    expect(ids(await read(colleague))).toEqual([a, c, b]);
    expectError(await detach(owner, 999999), 404, NOT_FOUND);
    await detach(owner, b);
    expectError(await detach(owner, b), 404, NOT_FOUND);
  });

  it('shows each viewer only the layers they may see', async () => {
    const hidden = await seedLayer(t, acme, owner.id, { name: 'Mine', visibility: 'OWN' });
    expect((await attach(owner, hidden)).statusCode).toBe(200);
    expect(ids(await read(owner))).toContain(hidden);
    expect(ids(await read(colleague))).not.toContain(hidden);
    await detach(owner, hidden);
  });

  it('moves the Last-Modified of the map when its layers change', async () => {
    // An hour back, so that the change below falls in a later second than the first read.
    await t.db
      .updateTable('maps')
      .set({ updated_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', mapId)
      .execute();
    const since = (await read(owner)).headers['last-modified'] as string;
    const conditional = () =>
      t.request('GET', `/api/maps/${mapId}/`, {
        token: owner.token,
        headers: { 'if-modified-since': since },
      });
    expect((await conditional()).statusCode).toBe(304);
    const layer = await seedLayer(t, acme, owner.id, { name: 'Late' });
    await attach(owner, layer);
    const changed = await conditional();
    expect(changed.statusCode).toBe(200);
    expect(ids(changed)).toContain(layer);
    expect(Date.parse(changed.headers['last-modified'] as string)).toBeGreaterThan(
      Date.parse(since),
    );
    await detach(owner, layer);
  });

  it('refuses layers of other organisations, private layers of others and unknown layers', async () => {
    const foreign = await seedLayer(t, other, outsider.id, { name: 'Theirs' });
    const res = await attach(owner, foreign);
    expect([400, 404]).toContain(res.statusCode);
    expectError(res, res.statusCode);
    const someone = await t.createUser({
      email: 'someone@acme.test',
      organisations: [{ id: acme }],
    });
    const privateLayer = await seedLayer(t, acme, someone.id, { visibility: 'OWN' });
    expectError(await attach(owner, privateLayer), 404, NOT_FOUND);
    expectError(await attach(owner, 999999), 404, NOT_FOUND);
    expect(ids(await read(owner))).not.toContain(foreign);
    expect(ids(await read(owner))).not.toContain(privateLayer);
  });

  it('answers 403 without maps.change_map and 404 to other organisations', async () => {
    const layer = await seedLayer(t, acme, owner.id, { name: 'Any' });
    expectError(await attach(colleague, layer), 403, NO_PERMISSION);
    expectError(await detach(colleague, layer), 403, NO_PERMISSION);
    expectError(await attach(outsider, layer), 404, NOT_FOUND);
    expectError(await detach(outsider, layer), 404, NOT_FOUND);
    expectError(await attach(owner, layer, 999999), 404, NOT_FOUND);
    const foreignMap = (
      await t.container.repos.maps.create({
        organisation_id: other,
        owner_id: outsider.id,
        name: 'M',
        visibility: 'ORG',
      })
    ).id;
    expectError(await attach(owner, layer, foreignMap), 404, NOT_FOUND);
    expectError(await attach(outsider, layer, foreignMap), 404, NOT_FOUND);
    expect(ids(await read(owner))).not.toContain(layer);
  });
});
