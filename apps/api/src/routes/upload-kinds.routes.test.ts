import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../test/assertions.js';
import { seedLayer, filesOfLayer } from '../test/layers.js';
import { entriesUnder, fixture, sha256, uploadForm, type UploadItem } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('uploads of each kind of file', () => {
  const t = useTestApp();
  let acme: number;
  let uploader: TestUser;
  let mapId: number;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    uploader = await t.createUser({
      email: 'uploader@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.upload', 'layers.add_layer'],
    });
    mapId = (
      await t.container.repos.maps.create({
        organisation_id: acme,
        owner_id: uploader.id,
        name: 'Corridor',
        visibility: 'ORG',
      })
    ).id;
  });

  beforeEach(() => {
    t.jobs.take();
  });

  const upload = async (items: UploadItem[]) => {
    const form = uploadForm(items);
    const res = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: uploader.token,
      body: form.body,
      headers: form.headers,
    });
    return res;
  };
  const layerNamed = async (name: string) =>
    t.db.selectFrom('layers').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const filesOf = (layerId: number) => filesOfLayer(t, layerId);

  it('queues a zip for the processor to detect, leaving the layer untyped', async () => {
    const res = await upload([{ fixture: 'shapefile/qgis.zip', layerName: 'Zipped' }]);
    expect(res.statusCode).toBe(200);
    const layer = await layerNamed('Zipped');
    expect(layer.type).toBeNull();
    const rows = await filesOf(layer.id);
    expect(rows).toMatchObject([
      {
        name: 'qgis.zip',
        role: 'source',
        file_type: 'zip',
        status: 'queued',
        content_type: 'application/zip',
        sha256: sha256(fixture('shapefile/qgis.zip')),
      },
    ]);
    expect(t.jobs.fileIds).toEqual([rows[0]!.id]);
  });

  it('takes GeoPackages, photos and CAD drawings with their .prj', async () => {
    const res = await upload([
      { fixture: 'gpkg/rte.gpkg', layerName: 'Packages', type: 'vector' },
      { fixture: 'photos/IMG_20180725_163423-tiny.jpg', layerName: 'Photos', type: 'photo' },
      { fixture: 'cad/sample_AC1018_ascii.dxf', layerName: 'Drawings', type: 'vector' },
      { fixture: 'cad/sample_AC1018_ascii.prj', layerName: 'Drawings' },
      { fixture: 'cad/triple_circles.dwg', layerName: 'Drawings', type: 'vector', epsg: 2157 },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await layerNamed('Packages')).type).toBe('vector');
    expect((await layerNamed('Photos')).type).toBe('photo');
    const drawings = await filesOf((await layerNamed('Drawings')).id);
    const dxf = drawings.find((r) => r.name === 'sample_AC1018_ascii.dxf');
    expect(drawings.map((r) => [r.name, r.role, r.parent_id, r.epsg])).toEqual(
      expect.arrayContaining([
        ['sample_AC1018_ascii.dxf', 'source', null, null],
        ['sample_AC1018_ascii.prj', 'companion', dxf!.id, null],
        ['triple_circles.dwg', 'source', null, 2157],
      ]),
    );
    expect(drawings).toHaveLength(3);
    expect(dxf!.content_type).toBe('image/vnd.dxf');
    expect(t.jobs.fileIds).toHaveLength(4);
  });

  it('takes a JPEG raster with its .prj and world file, or with an EPSG code', async () => {
    const jpg = fixture('photos/noexif.jpg');
    const res = await upload([
      { name: 'scan.jpg', content: jpg, layerName: 'Scans', type: 'raster' },
      { name: 'scan.prj', content: fixture('shapefile/box.prj'), layerName: 'Scans' },
      {
        name: 'scan.jgw',
        content: Buffer.from('1\n0\n0\n-1\n500000\n600000\n'),
        layerName: 'Scans',
      },
      { name: 'plan.jpg', content: jpg, layerName: 'Scans', type: 'raster', epsg: 29903 },
    ]);
    expect(res.statusCode).toBe(200);
    const rows = await filesOf((await layerNamed('Scans')).id);
    expect(rows.map((r) => [r.name, r.role, r.epsg]).sort()).toEqual([
      ['plan.jpg', 'source', 29903],
      ['scan.jgw', 'companion', null],
      ['scan.jpg', 'source', null],
      ['scan.prj', 'companion', null],
    ]);
    expectFieldErrors(
      await upload([{ name: 'late.png', content: jpg, layerName: 'Scans', type: 'raster' }]),
      ['uploads_epsgs'],
    );
  });
});

describe('uploads over the size limit', () => {
  const t = useTestApp({ MAX_UPLOAD_BYTES: '1000' });

  it('refuses a file over MAX_UPLOAD_BYTES with a 400 upload error and keeps nothing', async () => {
    const acme = await t.createOrganisation('Acme', 'acme.test');
    const owner = await t.createUser({
      email: 'owner@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.upload'],
    });
    const id = await seedLayer(t, acme, owner.id);
    const form = uploadForm(
      [
        { fixture: 'geotiff/byte.tif', type: 'raster' },
        { fixture: 'geotiff/world.rgb.tif', type: 'raster' },
      ],
      false,
    );
    const res = await t.request('PATCH', `/api/layers/${id}/`, {
      token: owner.token,
      body: form.body,
      headers: form.headers,
    });
    expectFieldErrors(res, ['upload']);
    expect(await t.db.selectFrom('layer_files').select('id').execute()).toEqual([]);
    expect(await entriesUnder(t.config.STORAGE_DIR)).toEqual([]);
    expect(t.jobs.fileIds).toEqual([]);
  });
});
