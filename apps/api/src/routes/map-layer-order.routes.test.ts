import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NO_PERMISSION, NOT_FOUND } from '../test/assertions.js';
import { seedLayer } from '../test/layers.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('maps API: the order of a map’s layers', () => {
  const t = useTestApp();
  let acme: number;
  let owner: TestUser;
  let colleague: TestUser;
  let admin: TestUser;
  let reader: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    const other = await t.createOrganisation('Other', 'other.test');
    owner = await t.createUser({
      email: 'owner@acme.test',
      organisations: [{ id: acme }],
      permissions: ['maps.change_map'],
    });
    colleague = await t.createUser({
      email: 'colleague@acme.test',
      organisations: [{ id: acme }],
      permissions: ['maps.change_map'],
    });
    admin = await t.createUser({
      email: 'admin@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['maps.change_map'],
    });
    reader = await t.createUser({ email: 'reader@acme.test', organisations: [{ id: acme }] });
    outsider = await t.createUser({
      email: 'out@other.test',
      organisations: [{ id: other, admin: true }],
      permissions: ['maps.change_map'],
    });
  });

  /** A shared map of the owner's with these layers attached in this order. */
  async function mapWith(layers: number[]): Promise<number> {
    const map = await t.container.repos.maps.create({
      organisation_id: acme,
      owner_id: owner.id,
      name: 'Corridor',
      visibility: 'ORG',
    });
    for (const layer of layers) await t.container.repos.mapLayers.attach(map.id, layer);
    return map.id;
  }
  const shared = (name: string) => seedLayer(t, acme, owner.id, { name, visibility: 'ORG' });
  const reorder = (user: TestUser, mapId: number, layerIds: unknown) =>
    t.request('PUT', `/api/maps/${mapId}/layers/`, {
      token: user.token,
      body: { layer_ids: layerIds },
    });
  const order = async (user: TestUser, mapId: number) =>
    (
      (await t.request('GET', `/api/maps/${mapId}/`, { token: user.token })).json() as {
        layers: { id: number }[];
      }
    ).layers.map((l) => l.id);

  it('sets the drawing order, first drawn first, and answers the map', async () => {
    const [a, b, c] = [await shared('A'), await shared('B'), await shared('C')];
    const mapId = await mapWith([a, b, c]);
    const before = await t.container.repos.maps.findById(mapId);
    const res = await reorder(owner, mapId, [c, a, b]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().layers.map((l: { id: number }) => l.id)).toEqual([c, a, b]);
    expect(await order(colleague, mapId)).toEqual([c, a, b]);
    // The map's Last-Modified moves, as on attach and detach.
    const after = await t.container.repos.maps.findById(mapId);
    expect(after!.updated_at.getTime()).toBeGreaterThan(before!.updated_at.getTime());
    // A layer attached later goes on top of the new order.
    const d = await shared('D');
    await t.request('PATCH', `/api/maps/${mapId}/layer/${d}/`, { token: owner.token });
    expect(await order(owner, mapId)).toEqual([c, a, b, d]);
    // An organisation admin changes shared maps too.
    expect((await reorder(admin, mapId, [d, c, b, a])).statusCode).toBe(200);
    expect(await order(owner, mapId)).toEqual([d, c, b, a]);
  });

  it('keeps the layers the caller cannot see in their places', async () => {
    const a = await shared('A');
    const hidden1 = await seedLayer(t, acme, owner.id, { name: 'Mine 1', visibility: 'OWN' });
    const b = await shared('B');
    const c = await shared('C');
    const hidden2 = await seedLayer(t, acme, owner.id, { name: 'Mine 2', visibility: 'OWN' });
    const d = await shared('D');
    const mapId = await mapWith([a, hidden1, b, c, hidden2, d]);
    // The admin sees a, b, c, d in slots 0, 2, 3, 5; the owner's private layers hold 1 and 4.
    expect(await order(admin, mapId)).toEqual([a, b, c, d]);
    const res = await reorder(admin, mapId, [d, c, b, a]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().layers.map((l: { id: number }) => l.id)).toEqual([d, c, b, a]);
    expect(await order(owner, mapId)).toEqual([d, hidden1, c, b, hidden2, a]);
    // The hidden layers are no business of the admin's: listing one is as listing any unknown id.
    const withHidden = await reorder(admin, mapId, [a, b, c, d, hidden1]);
    expect(expectFieldErrors(withHidden, ['layer_ids']).layer_ids?.[0]).toBe(
      `Not layers of this map: ${hidden1}.`,
    );
    expect(await order(owner, mapId)).toEqual([d, hidden1, c, b, hidden2, a]);
  });

  it('answers 400 unless the body lists each visible layer of the map exactly once', async () => {
    const [a, b] = [await shared('A'), await shared('B')];
    const elsewhere = await shared('Elsewhere');
    const mapId = await mapWith([a, b]);
    const problem = async (layerIds: unknown) =>
      expectFieldErrors(await reorder(owner, mapId, layerIds), ['layer_ids']).layer_ids?.[0];
    expect(await problem([b])).toBe(`List every layer of the map; missing: ${a}.`);
    expect(await problem([])).toBe(`List every layer of the map; missing: ${a}, ${b}.`);
    expect(await problem([b, a, a])).toBe('List each layer only once.');
    expect(await problem([b, a, elsewhere, 987654])).toBe(
      `Not layers of this map: ${elsewhere}, 987654.`,
    );
    for (const bad of [null, 'a,b']) await problem(bad);
    // Bad items are named by their index, as every list's are.
    expectFieldErrors(await reorder(owner, mapId, [String(a), b]), ['layer_ids.0']);
    expectFieldErrors(await reorder(owner, mapId, [a, 0, 1.5, -1, 2 ** 31]), [
      'layer_ids.1',
      'layer_ids.2',
      'layer_ids.3',
      'layer_ids.4',
    ]);
    expectFieldErrors(
      await t.request('PUT', `/api/maps/${mapId}/layers/`, { token: owner.token, body: {} }),
      ['layer_ids'],
    );
    expect(await order(owner, mapId)).toEqual([a, b]);
  });

  it('needs the map editable: 403 with the map visible, 404 without', async () => {
    const [a, b] = [await shared('A'), await shared('B')];
    const mapId = await mapWith([a, b]);
    // A colleague with maps.change_map who neither owns the map nor administers the organisation.
    expectError(await reorder(colleague, mapId, [b, a]), 403);
    expectError(await reorder(reader, mapId, [b, a]), 403, NO_PERMISSION);
    expectError(await reorder(outsider, mapId, [b, a]), 404, NOT_FOUND);
    expectError(await reorder(owner, 987654, [b, a]), 404, NOT_FOUND);
    const privateMap = await t.container.repos.maps.create({
      organisation_id: acme,
      owner_id: owner.id,
      name: 'Private',
      visibility: 'OWN',
    });
    expectError(await reorder(admin, privateMap.id, []), 404, NOT_FOUND);
    expectError(
      await t.request('PUT', `/api/maps/${mapId}/layers/`, { body: { layer_ids: [b, a] } }),
      403,
    );
    expect(await order(owner, mapId)).toEqual([a, b]);
  });
});
