import { beforeAll, describe, expect, it } from 'vitest';
import { uploadForm, type UploadItem } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { createSurveyor } from '../test/surveyor.js';

interface LayerView {
  id: number;
  name: string;
  type: string | null;
  status: string;
  extent: number[] | null;
  attributes: string[];
}

describe('pipeline: rasters and 360° photos', () => {
  const t = useTestApp();
  let mapId: number;
  let user: TestUser;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
  });

  async function upload(layerName: string, items: UploadItem[]): Promise<LayerView> {
    const form = uploadForm(items.map((i) => ({ layerName, ...i })));
    const res = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.runJobs();
    const map = (await t.request('GET', `/api/maps/${mapId}/`, { token: user.token })).json() as {
      layers: LayerView[];
    };
    const layer = map.layers.find((l) => l.name === layerName);
    if (!layer) throw new Error(`no layer ${layerName}`);
    return layer;
  }

  const fileStatus = async (layerId: number) =>
    (await t.request('GET', `/api/layers/${layerId}/status`, { token: user.token })).json() as {
      status: string;
      files: { name: string; status: string; error_code: number | null }[];
    };

  it('turns a GeoTIFF into a stored Cloud Optimized GeoTIFF with the data extent', async () => {
    const layer = await upload('Ortho', [{ fixture: 'geotiff/RGB.byte.tif', type: 'raster' }]);
    expect(layer).toMatchObject({ type: 'raster', status: 'ready' });
    // gdalinfo: UTM 18N, around 77.3°W–75.4°W, 23.2°N–25.1°N.
    const [w, s, e, n] = layer.extent!;
    expect(w).toBeCloseTo(-78.96, 0);
    expect(e).toBeCloseTo(-76.57, 0);
    expect(s).toBeCloseTo(23.56, 0);
    expect(n).toBeCloseTo(25.55, 0);
    const derived = await t.db
      .selectFrom('layer_files')
      .selectAll()
      .where('layer_id', '=', layer.id)
      .where('role', '=', 'derived')
      .execute();
    expect(derived).toHaveLength(1);
    expect(derived[0]!.name).toBe('RGB.byte.cog.tif');
    expect(await t.container.storage.exists(derived[0]!.storage_key)).toBe(true);
  });

  it('gives the spec’s codes for damaged, truncated and unprojected rasters', async () => {
    const corrupt = await upload('Corrupt', [{ fixture: 'geotiff/corrupt.tif', type: 'raster' }]);
    expect((await fileStatus(corrupt.id)).files[0]).toMatchObject({
      status: 'error',
      error_code: 4,
    });
    const truncated = await upload('Truncated', [
      { fixture: 'geotiff/RGB.byte.truncated-64k.tif', type: 'raster' },
    ]);
    expect((await fileStatus(truncated.id)).files[0]).toMatchObject({
      status: 'error',
      error_code: 10,
    });
    const unprojected = await upload('No CRS', [
      { fixture: 'geotiff/gadas-world.tif', type: 'raster' },
    ]);
    expect((await fileStatus(unprojected.id)).files[0]).toMatchObject({
      status: 'error',
      error_code: 8,
    });
    expect(unprojected.extent).toBeNull();
  });

  it('uses the EPSG code given with a raster that has none', async () => {
    const layer = await upload('Given CRS', [
      { fixture: 'geotiff/gadas-world.tif', type: 'raster', epsg: 3857 },
    ]);
    expect(layer.status).toBe('ready');
  });

  it('places a 360° photo at its GPS position with the photo as the point’s attachment', async () => {
    const layer = await upload('Photos', [
      { fixture: 'photos/IMG_20180725_163423-tiny.jpg', type: 'photo' },
    ]);
    expect(layer).toMatchObject({ type: 'photo', status: 'ready' });
    expect(layer.extent![0]).toBeCloseTo(14.82029, 4);
    expect(layer.extent![1]).toBeCloseTo(50.2996, 4);
    expect(layer.attributes).toEqual(expect.arrayContaining(['photo_date', 'label']));
    const feature = await t.db
      .selectFrom('features')
      .select(['fid', 'properties'])
      .where('layer_id', '=', layer.id)
      .executeTakeFirstOrThrow();
    expect((feature.properties as { photo_date: string }).photo_date).toMatch(/^2018-07-25/);
    const attachments = await t.request('GET', `/api/layers/${layer.id}/files/`, {
      token: user.token,
      query: { type: 'attachment', fid: String(feature.fid), details: 'true' },
    });
    expect(attachments.json().map((f: { name: string }) => f.name)).toEqual([
      'IMG_20180725_163423-tiny.jpg',
    ]);
  });

  it('answers code 6 for photos without usable GPS', async () => {
    const layer = await upload('No GPS', [{ fixture: 'photos/noexif.jpg', type: 'photo' }]);
    expect((await fileStatus(layer.id)).files[0]).toMatchObject({ status: 'error', error_code: 6 });
  });
});
