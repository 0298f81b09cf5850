import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../test/assertions.js';
import { expectNothingStored, seedLayer } from '../test/layers.js';
import { fixture, multipart, uploadForm, type UploadItem } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

const UPLOAD_ERROR_KEYS = ['upload', 'uploads_epsgs', 'uploads_types'];

describe('general upload: refused uploads leave nothing behind', () => {
  const t = useTestApp();
  let acme: number;
  let uploader: TestUser;
  let mapId: number;
  let survey: number;
  let offMap: number;
  let layerCount: number;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    const other = await t.createOrganisation('Other', 'other.test');
    uploader = await t.createUser({
      email: 'uploader@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.upload_geodata', 'layers.add_layer'],
    });
    const map = await t.container.repos.maps.create({
      organisation_id: acme,
      owner_id: uploader.id,
      name: 'Corridor',
      visibility: 'ORG',
    });
    mapId = map.id;
    survey = await seedLayer(t, acme, uploader.id, { name: 'Survey', type: 'vector' }, [mapId]);
    offMap = await seedLayer(t, acme, uploader.id, { name: 'Elsewhere' });
    await seedLayer(t, other, null, { name: 'Theirs' });
    layerCount = (await t.db.selectFrom('layers').select('id').execute()).length;
  });

  const send = (form: ReturnType<typeof multipart>, user = uploader, id: number = mapId) =>
    t.request('PATCH', `/api/maps/${id}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
  const upload = (items: UploadItem[], user = uploader, id: number = mapId) =>
    send(uploadForm(items), user, id);

  const expectNothingLeft = () => expectNothingStored(t, layerCount);

  const box = (extra: Partial<UploadItem> = {}): UploadItem[] => [
    { fixture: 'shapefile/box.shp', layerId: survey, type: 'vector', ...extra },
    { fixture: 'shapefile/box.shx', layerId: survey, ...extra },
    { fixture: 'shapefile/box.dbf', layerId: survey, ...extra },
  ];
  const pdf = 'attachments/pdf-definition.pdf';
  const tif = 'geotiff/byte.tif';

  // Built lazily: the layer ids exist once beforeAll has run.
  const cases: [string, () => UploadItem[], string[]][] = [
    ['an unknown EPSG code', () => box({ epsg: 9999999 }), ['uploads_epsgs']],
    ['an EPSG code PostGIS does not know', () => box({ epsg: 999998 }), ['uploads_epsgs']],
    ['an EPSG code that is not a number', () => box({ epsg: 'ITM' }), ['uploads_epsgs']],
    [
      'a PDF typed vector',
      () => [{ fixture: pdf, layerId: survey, type: 'vector' }],
      ['uploads_types'],
    ],
    [
      'an unknown type',
      () => [{ fixture: tif, layerId: survey, type: 'lidar' }],
      ['uploads_types'],
    ],
    [
      'a companion without its main file',
      () => [{ fixture: 'shapefile/box.shx', layerId: survey }],
      ['uploads_types'],
    ],
    [
      'a companion of another base name',
      () => [...box(), { fixture: 'shapefile/senate.prj', layerId: survey }],
      ['uploads_types'],
    ],
    [
      'an attachment without attach target',
      () => [{ fixture: pdf, layerId: survey, type: 'attachment' }],
      ['upload'],
    ],
    [
      'an attach target that is not field,value',
      () => [{ fixture: pdf, layerId: survey, attach: 'report_id' }],
      ['upload'],
    ],
    [
      'a raster file into a vector layer',
      () => [{ fixture: tif, layerId: survey, type: 'raster' }],
      ['uploads_types'],
    ],
    ['a layer that is not on this map', () => box({ layerId: offMap }), ['upload']],
    [
      'a layer id that is not a number',
      () => box({ layerId: 'x' as unknown as number }),
      ['upload'],
    ],
    ['a file without layer', () => [{ fixture: tif, type: 'raster' }], ['upload']],
    [
      'a new layer name over 255 characters',
      () => [{ fixture: tif, layerName: 'n'.repeat(256), type: 'raster' }],
      ['upload'],
    ],
    [
      'a point cloud as vector data',
      () => [{ fixture: '3d/ellipsoid.copc.laz', layerName: 'PC', type: 'vector' }],
      ['uploads_types'],
    ],
    [
      'a PDF typed zip',
      () => [{ fixture: pdf, layerName: 'Zips', type: 'zip' }],
      ['uploads_types'],
    ],
    [
      'a JPEG raster with neither .prj nor EPSG code',
      () => [{ fixture: 'photos/noexif.jpg', layerName: 'Scans', type: 'raster' }],
      ['uploads_epsgs'],
    ],
    [
      'raster and vector data for one new layer',
      () => [
        { fixture: tif, layerName: 'Mixed', type: 'raster' },
        ...box({ layerId: '', layerName: 'Mixed' }),
      ],
      ['uploads_types'],
    ],
    [
      'the same file name twice',
      () => [...box(), { fixture: 'shapefile/box.shx', layerId: survey }],
      ['upload'],
    ],
    [
      'a valid shapefile beside an invalid file',
      () => [...box(), { fixture: pdf, layerId: survey, type: 'raster' }],
      ['uploads_types'],
    ],
  ];

  it.each(cases)('answers 400 for %s', async (_case, items, keys) => {
    const res = await upload(items());
    const body = expectFieldErrors(res, keys);
    expect(UPLOAD_ERROR_KEYS).toEqual(expect.arrayContaining(Object.keys(body)));
    await expectNothingLeft();
  });

  it('answers 400 upload for mismatched field counts, no files and unsafe names', async () => {
    const twoFilesOneType = multipart([
      { name: 'uploads', filename: 'a.tif', content: fixture(tif) },
      { name: 'uploads', filename: 'b.tif', content: fixture(tif) },
      { name: 'uploads_layer_ids', value: String(survey) },
      { name: 'uploads_layer_ids', value: String(survey) },
      { name: 'uploads_types', value: 'raster' },
    ]);
    expectFieldErrors(await send(twoFilesOneType), ['upload']);
    await expectNothingLeft();
    expectFieldErrors(await send(multipart([{ name: 'uploads_types', value: 'raster' }])), [
      'upload',
    ]);
    for (const filename of ['..', '../..', 'dir/', '']) {
      const form = multipart([
        { name: 'uploads', filename: 'first.tif', content: fixture(tif) },
        { name: 'uploads', filename, content: fixture(tif) },
      ]);
      expectFieldErrors(await send(form), ['upload']);
      await expectNothingLeft();
    }
  });

  it('answers 400 upload for bodies that are not multipart/form-data or cannot be read', async () => {
    const json = await t.request('POST', `/api/layers/${survey}/upload_file/`, {
      token: uploader.token,
      body: { uploads: 'box.shp' },
    });
    expectFieldErrors(json, ['upload']);
    const noBoundary = { 'content-type': 'multipart/form-data' };
    for (const url of [`/api/maps/${mapId}/`, `/api/layers/${survey}/`])
      expectFieldErrors(
        await t.request('PATCH', url, { token: uploader.token, body: 'x', headers: noBoundary }),
        ['upload'],
      );
    await expectNothingLeft();
  });
});
