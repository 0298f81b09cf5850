import { modelProperties } from '@waymark/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testIfcText } from '../processing/test-support/test-ifc.js';
import { zipOf } from '../test/files.js';
import { filesOfLayer } from '../test/layers.js';
import { uploadForm, type UploadItem } from '../test/multipart.js';
import { shareToken, stationsForSharing } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

const SHELTER = Buffer.from(
  testIfcText({
    name: 'shelter.ifc',
    site: { lat: [53, 20, 0], lng: [-6, -15, 0] },
    mapConversion: { epsg: 2157, eastings: 715830, northings: 734697, height: 20, rotation: 30 },
  }),
);
// The share keeps the west: station S1 inside, S2 outside.
const WEST = [-6.3, 53.3, -6.2, 53.4];

describe('pipeline: IFC attachments converted to glb', () => {
  const t = useTestApp();
  let user: TestUser;
  let layerId: number;
  let share = '';

  const files = () => filesOfLayer(t, layerId);
  const attach = async (items: UploadItem[]) => {
    const form = uploadForm(items, false);
    const res = await t.request('PATCH', `/api/layers/${layerId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.runJobs();
  };
  const fileNamed = async (name: string) => (await files()).find((f) => f.name === name)!;
  const model = (fileId: number, part = '') =>
    `/api/layers/${layerId}/files/${fileId}/model/${part}`;

  beforeAll(async () => {
    const stations = await stationsForSharing(
      t,
      [
        { ref: 'S1', lon: -6.25, lat: 53.35 },
        { ref: 'S2', lon: -6.15, lat: 53.35 },
      ],
      [-6.4, 53.3, -6.1, 53.4],
    );
    ({ user, layerId } = stations);
    share = await shareToken(t, user, stations.mapId, WEST);
    await attach([
      { name: 'shelter.ifc', content: SHELTER, attach: 'ref,S1', type: 'attachment' },
      { fixture: '3d/example.ifc', attach: 'ref,S2', type: 'attachment' },
      {
        name: 'broken.ifc',
        content: Buffer.from('ISO-10303-21;\nnot really'),
        attach: 'ref,S1',
        type: 'attachment',
      },
    ]);
  });

  it('stores the glb and the properties beside the IFC, which is ready', async () => {
    const shelter = await fileNamed('shelter.ifc');
    expect(shelter).toMatchObject({ status: 'ready', role: 'attachment' });
    const derived = (await files()).filter((f) => f.parent_id === shelter.id);
    expect(derived.map((f) => [f.name, f.role, f.file_type]).sort()).toEqual([
      ['shelter.glb', 'derived', 'model-glb'],
      ['shelter.properties.json', 'derived', 'model-properties'],
    ]);
    for (const file of derived) {
      expect(await t.container.storage.exists(file.storage_key)).toBe(true);
    }
  });

  it('serves the glb and the properties to whoever may fetch the IFC', async () => {
    const shelter = await fileNamed('shelter.ifc');
    const glb = await t.request('GET', model(shelter.id), { token: user.token });
    expect(glb.statusCode).toBe(200);
    expect(glb.headers['content-type']).toBe('model/gltf-binary');
    expect(glb.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
    expect(glb.headers.etag).toBeTruthy();
    const properties = await t.request('GET', model(shelter.id, 'properties/'), {
      token: user.token,
    });
    expect(properties.statusCode).toBe(200);
    const parsed = modelProperties.parse(properties.json());
    expect(Object.values(parsed.elements)).toContainEqual(
      expect.objectContaining({ className: 'IfcBuildingElementProxy' }),
    );
    const byShare = await t.request('GET', model(shelter.id), {
      headers: { mapshare: `Token ${share}` },
    });
    expect(byShare.statusCode).toBe(200);
  });

  it("keeps a model attached only outside a share's bounds from its viewers", async () => {
    const example = await fileNamed('example.ifc');
    expect(example.status).toBe('ready');
    expect((await t.request('GET', model(example.id), { token: user.token })).statusCode).toBe(200);
    for (const part of ['', 'properties/']) {
      const res = await t.request('GET', model(example.id, part), {
        headers: { mapshare: `Token ${share}` },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('gives an IFC that cannot be read the error GDAL_COMPATIBLE, and no model', async () => {
    const broken = await fileNamed('broken.ifc');
    expect(broken).toMatchObject({ status: 'error', error_code: 10 });
    expect(broken.error_detail).toMatch(/could not be converted/);
    expect((await t.request('GET', model(broken.id), { token: user.token })).statusCode).toBe(404);
    // Any other attachment is no model either.
    await attach([
      { fixture: 'attachments/pdf-definition.pdf', attach: 'ref,S1', type: 'attachment' },
    ]);
    const pdf = await fileNamed('pdf-definition.pdf');
    expect(pdf.status).toBe('ready');
    expect((await t.request('GET', model(pdf.id), { token: user.token })).statusCode).toBe(404);
  });

  it('converts an IFC that comes in a zip of attachments', async () => {
    const content = await zipOf([['S1/platform.ifc', SHELTER]]);
    await attach([{ name: 'models.zip', content, type: 'attachment' }]);
    const platform = await fileNamed('S1/platform.ifc');
    expect(platform.status).toBe('ready');
    expect((await t.request('GET', model(platform.id), { token: user.token })).statusCode).toBe(
      200,
    );
    expect((await fileNamed('models.zip')).status).toBe('ready');
  });
});
