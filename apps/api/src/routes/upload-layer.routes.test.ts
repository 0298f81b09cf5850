import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NOT_FOUND } from '../test/assertions.js';
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

describe('layer upload (PATCH layers/:id/, upload_file/, upload_attachment/)', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let owner: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    owner = await t.createUser({
      email: 'owner@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.upload'],
    });
    admin = await t.createUser({
      email: 'admin@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['layers.upload_geodata'],
    });
  });

  beforeEach(() => {
    t.jobs.take();
  });

  const send = (
    user: TestUser | undefined,
    layerId: number,
    form: ReturnType<typeof multipart>,
    path = '',
    method: 'PATCH' | 'POST' = path ? 'POST' : 'PATCH',
  ) =>
    t.request(method, `/api/layers/${layerId}/${path}`, {
      token: user?.token,
      body: form.body,
      headers: form.headers,
    });
  const upload = (user: TestUser | undefined, layerId: number, items: UploadItem[], path = '') =>
    send(user, layerId, uploadForm(items, false), path);
  const filesOf = (layerId: number) =>
    t.db
      .selectFrom('layer_files')
      .selectAll()
      .where('layer_id', '=', layerId)
      .orderBy('id')
      .execute();
  const newLayer = (values: Parameters<typeof seedLayer>[3] = {}) =>
    seedLayer(t, acme, owner.id, { name: 'Survey', ...values });

  it('stores a shapefile into the layer, types the layer and queues the source', async () => {
    const id = await newLayer();
    const res = await upload(owner, id, [
      { fixture: 'shapefile/box.shp', type: 'vector', epsg: 27700 },
      { fixture: 'shapefile/box.shx' },
      { fixture: 'shapefile/box.dbf' },
      { fixture: 'shapefile/box.prj' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, type: 'vector', status: 'queued' });
    const rows = await filesOf(id);
    expect(rows.map((r) => [r.name, r.role, r.parent_id, r.epsg, r.file_type])).toEqual([
      ['box.shp', 'source', null, 27700, 'vector'],
      ['box.shx', 'companion', rows[0]!.id, 27700, 'vector'],
      ['box.dbf', 'companion', rows[0]!.id, 27700, 'vector'],
      ['box.prj', 'companion', rows[0]!.id, 27700, 'vector'],
    ]);
    for (const row of rows) {
      const content = fixture(`shapefile/${row.name}`);
      expect([Number(row.size), row.sha256]).toEqual([content.length, sha256(content)]);
    }
    expect(t.jobs.fileIds).toEqual([rows[0]!.id]);
    const status = await t.request('GET', `/api/layers/${id}/status`, { token: owner.token });
    expect(status.json()).toMatchObject({ status: 'queued', files: [{ name: 'box.shp' }] });
    // Typed now: raster data no longer fits.
    expectFieldErrors(await upload(owner, id, [{ fixture: 'geotiff/byte.tif', type: 'raster' }]), [
      'uploads_types',
    ]);
  });

  it('takes geodata on upload_file/ and attachments on upload_attachment/ only', async () => {
    const id = await newLayer({ type: 'raster', attachment_field: 'report_id' });
    const tif = await upload(
      owner,
      id,
      [{ fixture: 'geotiff/byte.tif', type: 'raster' }],
      'upload_file/',
    );
    expect(tif.statusCode).toBe(200);
    const pdf = { fixture: 'attachments/pdf-definition.pdf', attach: 'report_id,42' };
    expectFieldErrors(await upload(owner, id, [pdf], 'upload_file/'), ['uploads_types']);
    expectFieldErrors(
      await upload(
        owner,
        id,
        [{ fixture: 'geotiff/RGB.byte.tif', type: 'raster' }],
        'upload_attachment/',
      ),
      ['uploads_types'],
    );
    const attached = await upload(
      owner,
      id,
      [pdf, { fixture: '3d/Box.glb', attach: '__ALL__,*' }],
      'upload_attachment/',
    );
    expect(attached.statusCode).toBe(200);
    const rows = await filesOf(id);
    expect(rows).toMatchObject([
      { name: 'byte.tif', role: 'source', file_type: 'raster', status: 'queued' },
      {
        name: 'pdf-definition.pdf',
        role: 'attachment',
        link_field: 'report_id',
        link_value: '42',
        content_type: 'application/pdf',
        status: 'ready',
      },
      { name: 'Box.glb', role: 'attachment', attach_all: true, content_type: 'model/gltf-binary' },
    ]);
    expect(t.jobs.fileIds).toEqual([rows[0]!.id]);
    const list = await t.request('GET', `/api/layers/${id}/files/`, {
      token: owner.token,
      query: { details: 'true', ordering: 'id' },
    });
    expect(
      list
        .json()
        .map((f: { name: string; attach_where: string | null }) => [f.name, f.attach_where]),
    ).toEqual([
      ['byte.tif', null],
      ['pdf-definition.pdf', 'report_id,42'],
      ['Box.glb', '__ALL__,*'],
    ]);
  });

  it('accepts a point cloud only as an attachment', async () => {
    const id = await newLayer({ type: 'vector' });
    const laz = '3d/ellipsoid.copc.laz';
    expectFieldErrors(await upload(owner, id, [{ fixture: laz, type: 'vector' }]), [
      'uploads_types',
    ]);
    expectFieldErrors(await upload(owner, id, [{ fixture: laz }]), ['uploads_types']);
    const res = await upload(owner, id, [{ fixture: laz, type: 'attachment', attach: 'id,1' }]);
    expect(res.statusCode).toBe(200);
    expect(await filesOf(id)).toMatchObject([
      { name: 'ellipsoid.copc.laz', role: 'attachment', link_field: 'id', link_value: '1' },
    ]);
    expect(t.jobs.fileIds).toEqual([]);
  });

  it('reduces file names with directories or .. to a safe base name', async () => {
    const id = await newLayer();
    const content = fixture('attachments/pdf-definition.pdf');
    const form = multipart([
      { name: 'uploads', filename: '../../../etc/report.pdf', content },
      { name: 'uploads_attach', value: '__ALL__,*' },
      { name: 'uploads', filename: 'C:\\Users\\me\\..\\notes.pdf', content },
      { name: 'uploads_attach', value: '__ALL__,*' },
      { name: 'uploads', filename: 'sub/dir/plan\u0007.pdf', content },
      { name: 'uploads_attach', value: '__ALL__,*' },
    ]);
    expect((await send(owner, id, form)).statusCode).toBe(200);
    const rows = await filesOf(id);
    expect(rows.map((r) => r.name)).toEqual(['report.pdf', 'notes.pdf', 'plan.pdf']);
    for (const row of rows)
      expect(row.storage_key).toMatch(new RegExp(`^layers/${id}/[\\w-]+/${row.name}$`));
    const stored = await entriesUnder(t.config.STORAGE_DIR);
    expect(stored.filter((e) => e.startsWith(`layers/${id}/`) && e.endsWith('.pdf'))).toHaveLength(
      3,
    );
    // Nothing lands outside layers/ (no staging left, nothing climbed out of its directory).
    expect(stored.filter((e) => e !== 'layers' && !e.startsWith('layers/'))).toEqual([]);
  });

  it('answers 403 to uploaders who cannot edit the layer, and lets admins upload to shared ones', async () => {
    const shared = await newLayer({ visibility: 'ORG' });
    const colleague = await t.createUser({
      email: 'colleague@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.upload', 'layers.change_layer'],
    });
    const noUpload = await t.createUser({
      email: 'noupload@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['layers.change_layer', 'layers.add_layer'],
    });
    const tif: UploadItem[] = [{ fixture: 'geotiff/byte.tif', type: 'raster' }];
    for (const path of ['', 'upload_file/']) {
      expectError(await upload(colleague, shared, tif, path), 403);
      expectError(await upload(noUpload, shared, tif, path), 403);
    }
    expectError(await upload(undefined, shared, tif), 403);
    expect(await filesOf(shared)).toEqual([]);
    expect((await upload(admin, shared, tif)).statusCode).toBe(200);
  });

  it('answers 404 for private layers of others, other organisations and unknown layers', async () => {
    const privateLayer = await newLayer({ visibility: 'OWN' });
    const outsider = await t.createUser({
      email: 'out@other.test',
      organisations: [{ id: other, admin: true }],
      permissions: ['layers.upload'],
    });
    const foreign = await seedLayer(t, other, outsider.id);
    const tif: UploadItem[] = [{ fixture: 'geotiff/byte.tif', type: 'raster' }];
    for (const path of ['', 'upload_file/', 'upload_attachment/']) {
      expectError(await upload(admin, privateLayer, tif, path), 404, NOT_FOUND);
      expectError(await upload(outsider, privateLayer, tif, path), 404, NOT_FOUND);
      expectError(await upload(owner, foreign, tif, path), 404, NOT_FOUND);
      expectError(await upload(owner, 999999, tif, path), 404, NOT_FOUND);
    }
    expect(await filesOf(privateLayer)).toEqual([]);
  });
});
