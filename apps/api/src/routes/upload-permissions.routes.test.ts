import { beforeAll, describe, it } from 'vitest';
import { expectError, NOT_FOUND } from '../test/assertions.js';
import { expectNothingStored, seedLayer } from '../test/layers.js';
import { uploadForm, type UploadItem } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('general upload: who may upload where', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let uploader: TestUser;
  let mapId: number;
  let survey: number;
  let layerCount: number;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
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
    layerCount = (await t.db.selectFrom('layers').select('id').execute()).length;
  });

  const upload = (items: UploadItem[], user = uploader, id: number = mapId) => {
    const form = uploadForm(items);
    return t.request('PATCH', `/api/maps/${id}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
  };
  const expectNothingLeft = () => expectNothingStored(t, layerCount);
  const box = (): UploadItem[] => [
    { fixture: 'shapefile/box.shp', layerId: survey, type: 'vector' },
    { fixture: 'shapefile/box.shx', layerId: survey },
    { fixture: 'shapefile/box.dbf', layerId: survey },
  ];
  const tif = 'geotiff/byte.tif';

  it('answers 403 for new layers without layers.add_layer, and uploads without permission', async () => {
    const noAdd = await t.createUser({
      email: 'noadd@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.upload'],
    });
    expectError(await upload([{ fixture: tif, layerName: 'New', type: 'raster' }], noAdd), 403);
    await expectNothingLeft();
    const noUpload = await t.createUser({
      email: 'noupload@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.add_layer', 'layers.change_layer', 'maps.change_map'],
    });
    expectError(await upload([{ fixture: tif, layerName: 'New', type: 'raster' }], noUpload), 403);
    await expectNothingLeft();
  });

  it('answers 403 for a layer of the map the uploader cannot edit', async () => {
    const colleague = await t.createUser({
      email: 'colleague@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.upload', 'layers.add_layer', 'layers.change_layer'],
    });
    expectError(await upload(box(), colleague), 403);
    await expectNothingLeft();
  });

  it('answers 404 for maps of other organisations, private maps of others and unknown maps', async () => {
    const outsider = await t.createUser({
      email: 'out@other.test',
      organisations: [{ id: other }],
      permissions: ['layers.upload', 'layers.add_layer'],
    });
    expectError(
      await upload([{ fixture: tif, layerName: 'X', type: 'raster' }], outsider),
      404,
      NOT_FOUND,
    );
    const someone = await t.createUser({
      email: 'someone@acme.test',
      organisations: [{ id: acme }],
    });
    const privateMap = await t.container.repos.maps.create({
      organisation_id: acme,
      owner_id: someone.id,
      name: 'Private',
      visibility: 'OWN',
    });
    expectError(await upload(box(), uploader, privateMap.id), 404, NOT_FOUND);
    expectError(await upload(box(), uploader, 999999), 404, NOT_FOUND);
    const anonymous = uploadForm(box());
    expectError(
      await t.request('PATCH', `/api/maps/${mapId}/`, {
        body: anonymous.body,
        headers: anonymous.headers,
      }),
      403,
    );
    await expectNothingLeft();
  });
});
