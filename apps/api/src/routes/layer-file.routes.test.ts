import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NO_PERMISSION, NOT_FOUND } from '../test/assertions.js';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { fixture, sha256, uploadForm } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

interface FileRead {
  id: number;
  name: string;
  role: string;
  parent_id: number | null;
  size: number;
  sha256: string;
  attach_where: string | null;
}

describe('layer files API', () => {
  const t = useTestApp();
  let acme: number;
  let owner: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let layerId: number;
  let byName: Record<string, FileRead>;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    const other = await t.createOrganisation('Other', 'other.test');
    owner = await t.createUser({
      email: 'owner@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.upload', 'layers.change_layer'],
    });
    colleague = await t.createUser({ email: 'colleague@acme.test', organisations: [{ id: acme }] });
    outsider = await t.createUser({
      email: 'out@other.test',
      organisations: [{ id: other, admin: true }],
      permissions: ['layers.change_layer'],
    });
    layerId = await seedLayer(t, acme, owner.id, {
      name: 'Culverts',
      attributes: ['report_id'],
      attachment_field: 'report_id',
    });
    const form = uploadForm(
      [
        { fixture: 'shapefile/box.shp', type: 'vector' },
        { fixture: 'shapefile/box.shx' },
        { fixture: 'shapefile/box.dbf' },
        { fixture: 'attachments/pdf-definition.pdf', attach: 'report_id,42' },
        { fixture: 'attachments/ACadFileExploration.xlsx', attach: '__ALL__,*' },
        { fixture: 'photos/noexif.jpg', type: 'attachment', attach: 'report_id,7' },
      ],
      false,
    );
    const res = await t.request('PATCH', `/api/layers/${layerId}/`, {
      token: owner.token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(200);
    await seedFeatures(t, layerId, [
      { fid: 1, properties: { report_id: '42' }, lon: -6.2, lat: 53.3 },
      { fid: 2, properties: { report_id: '7' }, lon: -6.3, lat: 53.4 },
    ]);
    const list = await t.request('GET', `/api/layers/${layerId}/files/`, { token: owner.token });
    byName = Object.fromEntries((list.json() as FileRead[]).map((f) => [f.name, f]));
  });

  const get = (user: TestUser, url: string, query?: Record<string, string>, headers = {}) =>
    t.request('GET', url, { token: user.token, query, headers });
  const names = (res: { json(): unknown }) => (res.json() as FileRead[]).map((f) => f.name);

  it('lists the files with details, in the asked order and by kind', async () => {
    const url = `/api/layers/${layerId}/files/`;
    const all = await get(colleague, url, { details: 'true' });
    expect(all.statusCode).toBe(200);
    expect(names(all)).toEqual([
      'ACadFileExploration.xlsx',
      'box.dbf',
      'box.shp',
      'box.shx',
      'noexif.jpg',
      'pdf-definition.pdf',
    ]);
    expect(byName['box.shx']).toMatchObject({
      role: 'companion',
      parent_id: byName['box.shp']!.id,
      size: 108,
      sha256: sha256(fixture('shapefile/box.shx')),
    });
    expect(names(await get(colleague, url, { ordering: '-size' }))[0]).toBe('pdf-definition.pdf');
    expect(names(await get(colleague, url, { type: 'geodata', ordering: 'id' }))).toEqual([
      'box.shp',
      'box.shx',
      'box.dbf',
    ]);
    expect(names(await get(colleague, url, { type: 'attachment' }))).toEqual([
      'ACadFileExploration.xlsx',
      'noexif.jpg',
      'pdf-definition.pdf',
    ]);
    expectFieldErrors(await get(colleague, url, { ordering: 'storage_key' }), ['ordering']);
    expectFieldErrors(await get(colleague, url, { type: 'secret' }), ['type']);
  });

  it("answers a feature's attachments: its linked ones and those for all features", async () => {
    const url = `/api/layers/${layerId}/files/`;
    const of = async (fid: string) =>
      names(await get(colleague, url, { type: 'attachment', fid, details: 'true' }));
    expect(await of('1')).toEqual(['ACadFileExploration.xlsx', 'pdf-definition.pdf']);
    expect(await of('2')).toEqual(['ACadFileExploration.xlsx', 'noexif.jpg']);
    expect(await of('999')).toEqual(['ACadFileExploration.xlsx']);
  });

  it('applies the file list visibility to viewers, not to the editor', async () => {
    const url = `/api/layers/${layerId}/files/`;
    const set = (file_list_visibility: string) =>
      t.container.repos.layers.update(layerId, {
        file_list_visibility: file_list_visibility as 'ALL',
      });
    await set('GEOSPATIAL');
    expect(names(await get(colleague, url))).toEqual(['box.dbf', 'box.shp', 'box.shx']);
    await set('ATTACHMENT');
    expect(names(await get(colleague, url))).toEqual([
      'ACadFileExploration.xlsx',
      'noexif.jpg',
      'pdf-definition.pdf',
    ]);
    await set('NONE');
    expect(names(await get(colleague, url))).toEqual([]);
    expect(names(await get(owner, url))).toHaveLength(6);
    await set('ALL');
  });

  it('answers 404 across layers and organisations, and for private layers', async () => {
    const second = await seedLayer(t, acme, owner.id, { name: 'Second' });
    const privateLayer = await seedLayer(t, acme, owner.id, { visibility: 'OWN' });
    const fileId = byName['pdf-definition.pdf']!.id;
    for (const url of [
      `/api/layers/${second}/files/${fileId}/content/`,
      `/api/layers/${layerId}/files/999999/content/`,
      `/api/layers/${privateLayer}/files/`,
      `/api/layers/${privateLayer}/download_original/?file=box.shp`,
      '/api/layers/999999/files/',
      '/api/layers/999999/files/1/content/',
    ])
      expectError(await get(colleague, url), 404, NOT_FOUND);
    for (const url of [
      `/api/layers/${layerId}/files/`,
      `/api/layers/${layerId}/files/${fileId}/content/`,
      `/api/layers/${layerId}/download_original/?file=box.shp`,
    ])
      expectError(await get(outsider, url), 404, NOT_FOUND);
    expectError(
      await t.request('DELETE', `/api/layers/${layerId}/files/${fileId}`, {
        token: outsider.token,
      }),
      404,
      NOT_FOUND,
    );
    expectError(
      await t.request('DELETE', `/api/layers/${layerId}/files/delete_multi/`, {
        token: outsider.token,
        body: { ids: [fileId] },
      }),
      404,
      NOT_FOUND,
    );
    expectError(
      await t.request('DELETE', `/api/layers/${second}/files/${fileId}`, { token: owner.token }),
      404,
      NOT_FOUND,
    );
  });

  it('deletes files with their companions, from the database and storage', async () => {
    const del = (user: TestUser, path: string, body?: unknown) =>
      t.request('DELETE', `/api/layers/${layerId}/files/${path}`, { token: user.token, body });
    const shp = byName['box.shp']!.id;
    expectError(await del(colleague, String(shp)), 403, NO_PERMISSION);
    const rowsOf = () =>
      t.db
        .selectFrom('layer_files')
        .select(['id', 'name', 'storage_key'])
        .where('layer_id', '=', layerId)
        .execute();
    const before = await rowsOf();
    const res = await del(owner, String(shp));
    expect(res.statusCode).toBe(204);
    const after = await rowsOf();
    expect(after.map((r) => r.name).sort()).toEqual([
      'ACadFileExploration.xlsx',
      'noexif.jpg',
      'pdf-definition.pdf',
    ]);
    for (const row of before.filter((r) => r.name.startsWith('box.')))
      expect(await t.container.storage.exists(row.storage_key)).toBe(false);

    const [xlsx, jpg] = [byName['ACadFileExploration.xlsx']!.id, byName['noexif.jpg']!.id];
    expectError(await del(owner, 'delete_multi/', { ids: [xlsx, 999999] }), 404, NOT_FOUND);
    expectError(await del(colleague, 'delete_multi/', { ids: [xlsx] }), 403, NO_PERMISSION);
    expectFieldErrors(await del(owner, 'delete_multi/', { ids: [] }), ['ids']);
    expectFieldErrors(await del(owner, 'delete_multi/', { ids: ['x'] }), ['ids.0']);
    expectFieldErrors(await del(owner, 'delete_multi/', {}), ['ids']);
    expect(await rowsOf()).toHaveLength(3);
    expect((await del(owner, 'delete_multi/', { ids: [xlsx, jpg] })).statusCode).toBe(204);
    expect((await rowsOf()).map((r) => r.name)).toEqual(['pdf-definition.pdf']);
    expectError(await del(owner, String(xlsx)), 404, NOT_FOUND);
  });
});
