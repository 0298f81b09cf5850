import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NO_PERMISSION, NOT_FOUND } from '../test/assertions.js';
import { seedLayer } from '../test/layers.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('maps API: create, change, delete', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let owner: TestUser;
  let admin: TestUser;
  let editor: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    const all = ['maps.add_map', 'maps.change_map', 'maps.delete_map'] as const;
    owner = await t.createUser({
      email: 'owner@acme.test',
      organisations: [{ id: acme }],
      permissions: [...all],
    });
    admin = await t.createUser({
      email: 'admin@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['maps.change_map', 'maps.delete_map'],
    });
    editor = await t.createUser({
      email: 'editor@acme.test',
      organisations: [{ id: acme }],
      permissions: [...all],
    });
    colleague = await t.createUser({ email: 'colleague@acme.test', organisations: [{ id: acme }] });
    outsider = await t.createUser({
      email: 'out@other.test',
      organisations: [{ id: other, admin: true }],
      permissions: [...all],
    });
  });

  const post = (user: TestUser, body: unknown) =>
    t.request('POST', '/api/maps/', { token: user.token, body });
  const patch = (user: TestUser, id: number | string, body: unknown) =>
    t.request('PATCH', `/api/maps/${id}/`, { token: user.token, body });
  const remove = (user: TestUser, id: number | string) =>
    t.request('DELETE', `/api/maps/${id}/`, { token: user.token });
  const create = async (body: Record<string, unknown> = {}) =>
    (
      await post(owner, { name: 'Corridor', organisation_id: acme, visibility: 'ORG', ...body })
    ).json().id as number;

  it('creates a map owned by the caller with the defaults', async () => {
    const res = await post(owner, { name: 'Rail corridor', organisation_id: acme });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Rail corridor',
      organisation_id: acme,
      owner: { id: owner.id },
      visibility: 'OWN',
      zoom_min: 0,
      zoom_max: 21,
      bg_layer: 'street',
      minimap: 'street-layer',
      controls: [],
      files_list: null,
      bounds: null,
      extent: null,
      terrain_layer_id: null,
      layers: [],
    });
    const read = await t.request('GET', `/api/maps/${res.json().id}`, { token: owner.token });
    expect(read.json()).toEqual(res.json());
    expectError(
      await t.request('GET', `/api/maps/${res.json().id}/`, { token: colleague.token }),
      404,
    );
    const full = {
      name: 'Full',
      organisation_id: acme,
      title: 'Shown on top',
      description: 'd',
      attribution: 'a',
      zoom_min: 5,
      zoom_max: 19,
      visibility: 'ORG',
      controls: ['create_section', 'measure'],
      files_list: false,
      minimap: 'satellite-layer',
      bounds: [-10, 51, -5, 55],
      bg_layer: 'satellite',
    };
    const made = await post(owner, full);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject(full);
  });

  it('refuses to create without maps.add_map, outside the organisations or with bad values', async () => {
    const body = { name: 'X', organisation_id: acme };
    expectError(await post(colleague, body), 403, NO_PERMISSION);
    expectError(await post(admin, body), 403, NO_PERMISSION);
    expectFieldErrors(await post(outsider, body), ['organisation_id']);
    const cases: [unknown, string[]][] = [
      [{ organisation_id: acme }, ['name']],
      [{ name: 'X' }, ['organisation_id']],
      [{ ...body, name: 'n'.repeat(201) }, ['name']],
      [{ ...body, title: 't'.repeat(201) }, ['title']],
      [{ ...body, zoom_min: 23 }, ['zoom_min']],
      [{ ...body, zoom_max: 'high' }, ['zoom_max']],
      [{ ...body, zoom_min: 10, zoom_max: 9 }, ['zoom_max']],
      [{ ...body, zoom_min: 22 }, ['zoom_max']],
      [{ ...body, visibility: 'ALL' }, ['visibility']],
      [{ ...body, controls: ['teleport'] }, ['controls.0']],
      [{ ...body, minimap: 'dark-layer' }, ['minimap']],
      [{ ...body, bounds: [0, 0, 200, 10] }, ['bounds.2']],
    ];
    for (const [payload, fields] of cases) expectFieldErrors(await post(owner, payload), fields);
    const count = await t.db.selectFrom('maps').select('id').where('name', '=', 'X').execute();
    expect(count).toEqual([]);
  });

  it('lets the owner change a map, an organisation admin a shared one, and only the owner its visibility', async () => {
    const id = await create();
    const changes = {
      name: 'Renamed',
      title: 'T',
      zoom_min: 2,
      controls: ['map_share'],
      files_list: true,
    };
    const res = await patch(owner, id, changes);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(changes);
    expect(
      (await t.request('GET', `/api/maps/${id}`, { token: colleague.token })).json(),
    ).toMatchObject(changes);
    expect((await patch(admin, id, { description: 'By admin' })).json()).toMatchObject({
      description: 'By admin',
    });
    expectFieldErrors(await patch(admin, id, { visibility: 'OWN' }), ['visibility']);
    expect((await patch(owner, id, { visibility: 'OWN' })).json()).toMatchObject({
      visibility: 'OWN',
    });
    expectError(await patch(admin, id, { name: 'x' }), 404, NOT_FOUND);
  });

  it("names one of the map's DTM layers for the 3D view's terrain, and forgets a deleted one", async () => {
    const id = await create();
    const dtm = await seedLayer(
      t,
      acme,
      owner.id,
      { name: 'DTM', type: 'raster', raster_kind: 'elevation' },
      [id],
    );
    const ortho = await seedLayer(
      t,
      acme,
      owner.id,
      { name: 'Ortho', type: 'raster', raster_kind: 'image' },
      [id],
    );
    const elsewhere = await seedLayer(t, acme, owner.id, {
      name: 'DTM elsewhere',
      type: 'raster',
      raster_kind: 'elevation',
    });
    for (const layer of [ortho, elsewhere, 2_000_000]) {
      expectFieldErrors(await patch(owner, id, { terrain_layer_id: layer }), ['terrain_layer_id']);
    }
    expectFieldErrors(
      await post(owner, { name: 'New', organisation_id: acme, terrain_layer_id: dtm }),
      ['terrain_layer_id'],
    );
    const named = await patch(owner, id, { terrain_layer_id: dtm });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().terrain_layer_id).toBe(dtm);
    // Colleagues who see the map see the choice; removing the layer leaves none.
    const read = await t.request('GET', `/api/maps/${id}/`, { token: colleague.token });
    expect(read.json().terrain_layer_id).toBe(dtm);
    await t.db.deleteFrom('layers').where('id', '=', dtm).execute();
    const after = await t.request('GET', `/api/maps/${id}/`, { token: owner.token });
    expect(after.json().terrain_layer_id).toBeNull();
    expect((await patch(owner, id, { terrain_layer_id: null })).statusCode).toBe(200);
  });

  it('answers 403 without maps.change_map or ownership, 404 across organisations', async () => {
    const id = await create({ name: 'Kept' });
    expectError(await patch(colleague, id, { name: 'x' }), 403, NO_PERMISSION);
    expectError(await patch(editor, id, { name: 'x' }), 403);
    expectError(await patch(outsider, id, { name: 'x' }), 404, NOT_FOUND);
    expectError(await patch(owner, 999999, { name: 'x' }), 404, NOT_FOUND);
    expectError(await patch(owner, 'abc', { name: 'x' }), 404, NOT_FOUND);
    const cases: [unknown, string[]][] = [
      [{ name: '' }, ['name']],
      [{ zoom_max: 23 }, ['zoom_max']],
      [{ zoom_min: 2.5 }, ['zoom_min']],
      [{ zoom_min: 22 }, ['zoom_max']],
      [{ bounds: [5, 10, 0, 20] }, ['bounds']],
      [{ files_list: 'yes' }, ['files_list']],
      [{ description: 'd'.repeat(10_001) }, ['description']],
    ];
    for (const [payload, fields] of cases)
      expectFieldErrors(await patch(owner, id, payload), fields);
    expect(
      (await t.request('GET', `/api/maps/${id}/`, { token: owner.token })).json(),
    ).toMatchObject({
      name: 'Kept',
      zoom_min: 0,
      zoom_max: 21,
    });
  });

  it('deletes a map (maps.delete_map, owner or admin of a shared map) but not its layers', async () => {
    const id = await create({ name: 'Doomed' });
    const layer = await seedLayer(t, acme, owner.id, { name: 'Survives' }, [id]);
    expectError(await remove(colleague, id), 403, NO_PERMISSION);
    expectError(await remove(editor, id), 403);
    expectError(await remove(outsider, id), 404, NOT_FOUND);
    expectError(await remove(owner, 999999), 404, NOT_FOUND);
    const res = await remove(owner, id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectError(await t.request('GET', `/api/maps/${id}/`, { token: owner.token }), 404);
    expect(
      (await t.request('GET', `/api/layers/${layer}/`, { token: owner.token })).statusCode,
    ).toBe(200);
    const shared = await create({ name: 'Shared' });
    expect((await remove(admin, shared)).statusCode).toBe(204);
    const privateMap = await create({ name: 'Mine', visibility: 'OWN' });
    expectError(await remove(admin, privateMap), 404, NOT_FOUND);
    expectError(await remove(colleague, privateMap), 404, NOT_FOUND);
    expectError(
      await t.request('PATCH', `/api/maps/${privateMap}/layer/${layer}/`, { token: admin.token }),
      404,
      NOT_FOUND,
    );
  });
});
