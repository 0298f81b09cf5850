import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NEW_LAYER_POPUP } from '@waymark/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedLayer } from '../test/layers.js';
import {
  entriesUnder,
  fixture,
  multipart,
  sha256,
  uploadForm,
  type UploadItem,
} from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('general upload (PATCH maps/:id/ multipart)', () => {
  const t = useTestApp();
  let acme: number;
  let uploader: TestUser;
  let mapId: number;
  let survey: number;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    uploader = await t.createUser({
      email: 'uploader@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.upload', 'layers.add_layer'],
    });
    const map = await t.container.repos.maps.create({
      organisation_id: acme,
      owner_id: uploader.id,
      name: 'Corridor',
      visibility: 'ORG',
    });
    mapId = map.id;
    survey = await seedLayer(t, acme, uploader.id, { name: 'Survey', type: 'vector' }, [mapId]);
  });

  beforeEach(() => {
    t.jobs.take();
  });

  const upload = (items: UploadItem[], user = uploader, id = mapId) => {
    const form = uploadForm(items);
    return t.request('PATCH', `/api/maps/${id}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
  };
  const filesOf = (layerId: number) =>
    t.db
      .selectFrom('layer_files')
      .selectAll()
      .where('layer_id', '=', layerId)
      .orderBy('id')
      .execute();
  const storedSha = async (key: string) =>
    sha256(await readFile(path.join(t.config.STORAGE_DIR, ...key.split('/'))));

  it('stores a shapefile as one source with its companions and queues the source', async () => {
    const res = await upload([
      { fixture: 'shapefile/box.shp', layerId: survey, type: 'vector' },
      { fixture: 'shapefile/box.shx', layerId: survey },
      { fixture: 'shapefile/box.dbf', layerId: survey },
      { fixture: 'shapefile/box.prj', layerId: survey },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mapId, layers: [{ id: survey, status: 'queued' }] });
    const rows = await filesOf(survey);
    expect(rows.map((r) => [r.name, r.role])).toEqual([
      ['box.shp', 'source'],
      ['box.shx', 'companion'],
      ['box.dbf', 'companion'],
      ['box.prj', 'companion'],
    ]);
    const [source] = rows;
    expect(source).toMatchObject({
      parent_id: null,
      file_type: 'vector',
      epsg: null,
      status: 'queued',
      uploaded_by: uploader.id,
    });
    for (const row of rows.slice(1))
      expect(row).toMatchObject({
        parent_id: source!.id,
        layer_id: survey,
        file_type: 'vector',
        epsg: null,
      });
    for (const row of rows) {
      const content = fixture(`shapefile/${row.name}`);
      expect(Number(row.size)).toBe(content.length);
      expect(row.sha256).toBe(sha256(content));
      expect(await storedSha(row.storage_key)).toBe(sha256(content));
      expect(row.storage_key).toMatch(new RegExp(`^layers/${survey}/`));
    }
    expect(t.jobs.fileIds).toEqual([source!.id]);
    expect(await entriesUnder(path.join(t.config.STORAGE_DIR, 'staging'))).toEqual([]);
    const status = await t.request('GET', `/api/layers/${survey}/status`, {
      token: uploader.token,
    });
    expect(status.json()).toEqual({
      id: survey,
      status: 'queued',
      files: [
        {
          id: source!.id,
          name: 'box.shp',
          status: 'queued',
          progress: 0,
          error_code: null,
          error: null,
        },
      ],
    });
  });

  it('creates a named new layer owned by the uploader, at the end of the map', async () => {
    const res = await upload([
      { fixture: 'shapefile/senate.shp', layerName: 'Senate', type: 'vector', epsg: 2157 },
      { fixture: 'shapefile/senate.shx', layerName: 'Senate' },
      { fixture: 'shapefile/senate.dbf', layerName: 'Senate' },
      { fixture: 'geotiff/byte.tif', layerName: 'Orthophotos', type: 'raster' },
    ]);
    expect(res.statusCode).toBe(200);
    const layers = res.json().layers as { id: number; name: string; owner: { id: number } }[];
    expect(layers.map((l) => l.name)).toEqual(['Survey', 'Senate', 'Orthophotos']);
    const senate = layers[1]!;
    const ortho = layers[2]!;
    const created = await t.request('GET', `/api/layers/${senate.id}/`, { token: uploader.token });
    expect(created.json()).toMatchObject({
      name: 'Senate',
      type: 'vector',
      owner: { id: uploader.id },
      organisation_id: acme,
      status: 'queued',
    });
    expect(ortho).toMatchObject({ type: 'raster', owner: { id: uploader.id } });
    // Section 9: the new vector layer has the Tab View Popup; a raster has no popup template;
    // the existing layer's template is left as it was.
    expect(created.json()).toMatchObject({ popup: NEW_LAYER_POPUP });
    expect(ortho).toMatchObject({ popup: '' });
    expect(layers[0]).toMatchObject({ popup: '' });
    const senateFiles = await filesOf(senate.id);
    expect(senateFiles.map((r) => [r.name, r.role, r.epsg])).toEqual([
      ['senate.shp', 'source', 2157],
      ['senate.shx', 'companion', 2157],
      ['senate.dbf', 'companion', 2157],
    ]);
    const orthoFiles = await filesOf(ortho.id);
    expect(orthoFiles).toMatchObject([
      { name: 'byte.tif', role: 'source', file_type: 'raster', content_type: 'image/tiff' },
    ]);
    expect(t.jobs.fileIds).toEqual([senateFiles[0]!.id, orthoFiles[0]!.id]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'object_id'])
      .where('action', '=', 'map.upload')
      .execute();
    expect(audit).toContainEqual({ actor_id: uploader.id, object_id: String(mapId) });
  });

  it('stores attachments with their target, unqueued, and lists attach_where', async () => {
    const res = await upload([
      { fixture: 'attachments/pdf-definition.pdf', layerId: survey, attach: 'report_id,42' },
      { fixture: 'attachments/ACadFileExploration.xlsx', layerId: survey, attach: '__ALL__,*' },
      {
        fixture: '3d/ellipsoid.copc.laz',
        layerId: survey,
        attach: 'report_id,7',
        type: 'attachment',
      },
    ]);
    expect(res.statusCode).toBe(200);
    const rows = (await filesOf(survey)).filter((r) => r.role === 'attachment');
    expect(rows).toMatchObject([
      { name: 'pdf-definition.pdf', link_field: 'report_id', link_value: '42', attach_all: false },
      { name: 'ACadFileExploration.xlsx', link_field: null, link_value: null, attach_all: true },
      { name: 'ellipsoid.copc.laz', link_field: 'report_id', link_value: '7', status: 'ready' },
    ]);
    expect(t.jobs.fileIds).toEqual([]);
    const list = await t.request('GET', `/api/layers/${survey}/files/`, {
      token: uploader.token,
      query: { type: 'attachment', details: 'true' },
    });
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'pdf-definition.pdf', attach_where: 'report_id,42' }),
        expect.objectContaining({ name: 'ACadFileExploration.xlsx', attach_where: '__ALL__,*' }),
        expect.objectContaining({ name: 'ellipsoid.copc.laz', attach_where: 'report_id,7' }),
      ]),
    );
  });

  it('reads the per-file fields by position, whatever the order of the parts', async () => {
    const form = multipart([
      { name: 'uploads_types', value: 'raster' },
      { name: 'uploads_types', value: '' },
      { name: 'uploads_layer_ids', value: '' },
      { name: 'uploads_layer_ids', value: '' },
      { name: 'uploads_layer_names', value: 'Scans' },
      { name: 'uploads_layer_names', value: 'Scans' },
      { name: 'uploads_epsgs', value: '29903' },
      { name: 'uploads_epsgs', value: '0' },
      { name: 'uploads_attach', value: '' },
      { name: 'uploads_attach', value: '' },
      { name: 'uploads', filename: 'scan.jpg', content: fixture('photos/noexif.jpg') },
      { name: 'uploads', filename: 'scan.prj', content: fixture('shapefile/box.prj') },
    ]);
    const res = await t.request('PATCH', `/api/maps/${mapId}`, {
      token: uploader.token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(200);
    const scans = (res.json().layers as { id: number; name: string }[]).find(
      (l) => l.name === 'Scans',
    );
    const rows = await filesOf(scans!.id);
    expect(rows).toMatchObject([
      { name: 'scan.jpg', role: 'source', file_type: 'raster', epsg: 29903, parent_id: null },
      {
        name: 'scan.prj',
        role: 'companion',
        file_type: 'raster',
        epsg: 29903,
        parent_id: rows[0]!.id,
      },
    ]);
  });
});
