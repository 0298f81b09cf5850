import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NO_PERMISSION, NOT_FOUND } from '../test/assertions.js';
import { seedFeatures, seedLayer, tableExists } from '../test/layers.js';
import { entriesUnder, uploadForm } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('layers API: change and delete', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let owner: TestUser;
  let admin: TestUser;
  let editor: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let mapId: number;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    const perms = ['layers.change_layer', 'layers.delete_layer'] as const;
    owner = await t.createUser({
      email: 'owner@acme.test',
      organisations: [{ id: acme }],
      permissions: [...perms, 'layers.upload'],
    });
    admin = await t.createUser({
      email: 'admin@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: [...perms],
    });
    editor = await t.createUser({
      email: 'editor@acme.test',
      organisations: [{ id: acme }],
      permissions: [...perms],
    });
    colleague = await t.createUser({ email: 'colleague@acme.test', organisations: [{ id: acme }] });
    outsider = await t.createUser({
      email: 'out@other.test',
      organisations: [{ id: other, admin: true }],
      permissions: [...perms],
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

  const layer = (values: Parameters<typeof seedLayer>[3] = {}, ownerId: number | null = owner.id) =>
    seedLayer(
      t,
      acme,
      ownerId,
      { attributes: ['report_id', 'kind'], available_sub_layers: ['0', 'Walls'], ...values },
      [mapId],
    );
  const patch = (user: TestUser, id: number, body: unknown) =>
    t.request('PATCH', `/api/layers/${id}/`, { token: user.token, body });
  const remove = (user: TestUser, id: number | string) =>
    t.request('DELETE', `/api/layers/${id}/`, { token: user.token });
  const read = async (id: number) =>
    (await t.request('GET', `/api/layers/${id}/`, { token: owner.token })).json();

  it('lets the owner change every field, and moves the maps Last-Modified', async () => {
    const id = await layer();
    const mapUpdated = async () =>
      (
        await t.db
          .selectFrom('maps')
          .select('updated_at')
          .where('id', '=', mapId)
          .executeTakeFirstOrThrow()
      ).updated_at;
    const before = await mapUpdated();
    const body = {
      name: 'Culverts (2024)',
      description: 'Surveyed culverts',
      attribution: '© Acme',
      visibility: 'OWN',
      file_list_visibility: 'ATTACHMENT',
      attachment_field: 'report_id',
      search_field: 'kind',
      sub_layers: ['Walls'],
      zoom_min: 4,
      zoom_max: 22,
      mini_popup_on_hover: true,
      mini_popup_fields: ['kind', 'report_id'],
      legend_enabled: true,
      style: [{ type: 'fill', paint: { 'fill-color': '#777777', 'fill-opacity': 0.85 } }],
      label: [{ type: 'symbol', layout: { 'text-field': ['get', 'label'] }, minzoom: 12 }],
      popup: '<popup-tabs></popup-tabs>',
      popup_type: 'vue-template',
      bounds: [-10.5, 51.4, -5.4, 55.4],
    };
    const res = await patch(owner, id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...body,
      id,
      owner: { id: owner.id },
      organisation_id: acme,
    });
    expect(await read(id)).toEqual(res.json());
    expect(new Date(await mapUpdated()).getTime()).toBeGreaterThan(new Date(before).getTime());
    const cleared = await patch(owner, id, { style: null, bounds: null, attachment_field: null });
    expect(cleared.json()).toMatchObject({ style: null, bounds: null, attachment_field: null });
  });

  it('lets an organisation admin edit shared layers, but only the owner change visibility', async () => {
    const shared = await layer({ visibility: 'ORG' });
    const res = await patch(admin, shared, { name: 'By admin', visibility: 'ORG' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'By admin', visibility: 'ORG' });
    expectFieldErrors(await patch(admin, shared, { visibility: 'OWN' }), ['visibility']);
    const unowned = await layer({ visibility: 'ORG' }, null);
    // Private with no owner would hide it from everyone: whoever makes it private owns it.
    expect((await patch(admin, unowned, { visibility: 'OWN' })).json()).toMatchObject({
      visibility: 'OWN',
      owner: { id: admin.id },
    });
    expect((await read(shared)).visibility).toBe('ORG');
  });

  it('answers 403 without layers.change_layer or without ownership', async () => {
    const shared = await layer({ name: 'Kept', visibility: 'ORG' });
    expectError(await patch(colleague, shared, { name: 'x' }), 403, NO_PERMISSION);
    expectError(await patch(editor, shared, { name: 'x' }), 403);
    expectError(await remove(colleague, shared), 403, NO_PERMISSION);
    expectError(await remove(editor, shared), 403);
    expect((await read(shared)).name).toBe('Kept');
  });

  it('answers 404 for private layers of others, other organisations and unknown ids', async () => {
    const privateLayer = await layer({ visibility: 'OWN' });
    const foreign = await seedLayer(t, other, outsider.id);
    expectError(await patch(admin, privateLayer, { name: 'x' }), 404, NOT_FOUND);
    expectError(await remove(admin, privateLayer), 404, NOT_FOUND);
    expectError(await patch(outsider, privateLayer, { name: 'x' }), 404, NOT_FOUND);
    expectError(await remove(owner, foreign), 404, NOT_FOUND);
    expectError(await patch(owner, foreign, { name: 'x' }), 404, NOT_FOUND);
    expectError(await patch(owner, 999999, { name: 'x' }), 404, NOT_FOUND);
    expectError(await remove(owner, 999999), 404, NOT_FOUND);
    expectError(await remove(owner, 'nope'), 404, NOT_FOUND);
  });

  it('answers 400 with field errors for bad values and changes nothing', async () => {
    const id = await layer({ name: 'Stable', zoom_min: 5, zoom_max: 15 });
    const cases: [unknown, string[]][] = [
      [{ name: '' }, ['name']],
      [{ name: 'n'.repeat(256) }, ['name']],
      [{ zoom_min: -1 }, ['zoom_min']],
      [{ zoom_max: 23 }, ['zoom_max']],
      [{ zoom_min: 1.5 }, ['zoom_min']],
      [{ zoom_min: '3' }, ['zoom_min']],
      [{ zoom_min: 10, zoom_max: 8 }, ['zoom_max']],
      [{ zoom_max: 4 }, ['zoom_max']],
      [{ zoom_min: 16 }, ['zoom_max']],
      [{ style: { type: 'fill' } }, ['style']],
      [{ style: [{ type: 'polygon' }] }, ['style.0.type']],
      [{ label: [{ paint: {} }] }, ['label.0.type']],
      [{ bounds: [-200, 0, 0, 10] }, ['bounds.0']],
      [{ bounds: [10, 0, 5, 10] }, ['bounds']],
      [{ bounds: [0, 10, 5, 0] }, ['bounds']],
      [{ bounds: [0, 0, 5] }, ['bounds']],
      [{ attachment_field: 'missing' }, ['attachment_field']],
      [{ search_field: 'geom' }, ['search_field']],
      [{ mini_popup_fields: ['kind', 'nope'] }, ['mini_popup_fields']],
      [{ sub_layers: ['Roofs'] }, ['sub_layers']],
      [{ visibility: 'ALL' }, ['visibility']],
      [{ file_list_visibility: 'SOME' }, ['file_list_visibility']],
      [{ legend_enabled: 'yes' }, ['legend_enabled']],
      [{ popup_type: 'html' }, ['popup_type']],
      [{ organisation_id: other }, ['organisation_id']],
      [{ description: 'd'.repeat(10_001) }, ['description']],
    ];
    for (const [body, fields] of cases) {
      const res = await patch(owner, id, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expectFieldErrors(res, fields);
    }
    expect(expectFieldErrors(await patch(owner, id, { zoom_max: 4 }), ['zoom_max'])).toEqual({
      zoom_max: ['Maximum Zoom should be greater than Minimum Zoom'],
    });
    expect(await read(id)).toMatchObject({
      name: 'Stable',
      zoom_min: 5,
      zoom_max: 15,
      style: null,
    });
  });

  it('deletes a layer with its files, features and map places', async () => {
    const id = await layer({ name: 'Doomed', type: 'vector' });
    const form = uploadForm(
      [
        { fixture: 'shapefile/box.shp', type: 'vector' },
        { fixture: 'shapefile/box.shx' },
        { fixture: 'shapefile/box.dbf' },
      ],
      false,
    );
    const upload = await t.request('PATCH', `/api/layers/${id}/`, {
      token: owner.token,
      body: form.body,
      headers: form.headers,
    });
    expect(upload.json()).toMatchObject({ id });
    expect(upload.statusCode).toBe(200);
    await seedFeatures(t, id, [{ fid: 1, properties: { kind: 'pipe' }, lon: 0, lat: 0 }]);
    const keys = await t.container.repos.layerFiles.storageKeysOfLayer(id);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(await t.container.storage.exists(key)).toBe(true);

    const res = await remove(owner, id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectError(await t.request('GET', `/api/layers/${id}/`, { token: owner.token }), 404);
    for (const key of keys) expect(await t.container.storage.exists(key)).toBe(false);
    expect(await entriesUnder(`${t.config.STORAGE_DIR}/layers/${id}`)).toEqual([]);
    expect(
      await t.db.selectFrom('layer_files').selectAll().where('layer_id', '=', id).execute(),
    ).toEqual([]);
    expect(await tableExists(t, `features_l${id}`)).toBe(false);
    const map = await t.request('GET', `/api/maps/${mapId}/`, { token: owner.token });
    expect(map.json().layers.map((l: { id: number }) => l.id)).not.toContain(id);
  });

  it('lets an organisation admin with layers.delete_layer delete a shared layer', async () => {
    const shared = await layer({ visibility: 'ORG' });
    expect((await remove(admin, shared)).statusCode).toBe(204);
    expectError(await remove(admin, shared), 404, NOT_FOUND);
  });
});
