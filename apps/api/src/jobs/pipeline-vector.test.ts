import { beforeAll, describe, expect, it } from 'vitest';
import { uploadForm, type UploadItem } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { createSurveyor } from '../test/surveyor.js';

/** Uploads through the API, processes as a worker would, and reads the result back. */
describe('pipeline: vector files to features', () => {
  const t = useTestApp();
  let mapId: number;
  let user: TestUser;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
  });

  async function upload(items: UploadItem[]) {
    const form = uploadForm(items);
    const res = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.runJobs();
    const map = (await t.request('GET', `/api/maps/${mapId}/`, { token: user.token })).json();
    return map as {
      layers: {
        id: number;
        name: string;
        type: string;
        extent: number[];
        attributes: string[];
        available_sub_layers: string[];
        status: string;
      }[];
      extent: number[];
    };
  }

  const layerNamed = (map: Awaited<ReturnType<typeof upload>>, name: string) => {
    const layer = map.layers.find((l) => l.name === name);
    if (!layer) throw new Error(`no layer ${name}`);
    return layer;
  };

  it('loads a shapefile with its companions into a ready vector layer with its extent', async () => {
    const map = await upload([
      { fixture: 'shapefile/senate.shp', type: 'vector', layerName: 'Senate' },
      { fixture: 'shapefile/senate.shx' },
      { fixture: 'shapefile/senate.dbf' },
      { fixture: 'shapefile/senate.prj' },
    ]);
    const layer = layerNamed(map, 'Senate');
    expect(layer).toMatchObject({ type: 'vector', status: 'ready' });
    const count = await t.db
      .selectFrom('features')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('layer_id', '=', layer.id)
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(40);
    // Massachusetts, in degrees.
    expect(layer.extent[0]).toBeGreaterThan(-74);
    expect(layer.extent[2]).toBeLessThan(-69);
    expect(layer.extent[1]).toBeGreaterThan(41);
    expect(layer.extent[3]).toBeLessThan(43.5);
    expect(layer.attributes.length).toBeGreaterThan(0);
    expect(map.extent).toEqual(layer.extent);
    const status = (
      await t.request('GET', `/api/layers/${layer.id}/status`, { token: user.token })
    ).json();
    expect(status).toMatchObject({
      status: 'ready',
      files: [{ name: 'senate.shp', status: 'ready', progress: 100, error_code: null }],
    });
  });

  it('replaces a file’s features when it is processed again, without duplicates', async () => {
    const map = await upload([
      { fixture: 'shapefile/box.shp', type: 'vector', layerName: 'Box' },
      { fixture: 'shapefile/box.shx' },
      { fixture: 'shapefile/box.dbf' },
      { fixture: 'shapefile/box.prj' },
    ]);
    const layer = layerNamed(map, 'Box');
    const [source] = await t.db
      .selectFrom('layer_files')
      .select(['id'])
      .where('layer_id', '=', layer.id)
      .where('role', '=', 'source')
      .execute();
    await t.db
      .updateTable('layer_files')
      .set({ status: 'queued' })
      .where('id', '=', source!.id)
      .execute();
    await t.jobs.enqueueFile(source!.id);
    await t.runJobs();
    const rows = await t.db
      .selectFrom('features')
      .select(['fid'])
      .where('layer_id', '=', layer.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps CAD layers as sub-layers and OGR styles as waymark__ogr_style__ properties', async () => {
    const map = await upload([
      { fixture: 'cad/sample_AC1018_ascii.dxf', type: 'vector', layerName: 'CAD' },
      { fixture: 'cad/sample_AC1018_ascii.prj' },
    ]);
    const layer = layerNamed(map, 'CAD');
    expect(layer.status).toBe('ready');
    expect(layer.available_sub_layers.length).toBeGreaterThan(0);
    expect(layer.attributes.some((a) => a.startsWith('waymark__ogr_style__'))).toBe(true);
    const styled = await t.db
      .selectFrom('features')
      .select('properties')
      .where('layer_id', '=', layer.id)
      .where((eb) => eb(eb.ref('properties'), '?', 'waymark__ogr_style__pen_color'))
      .executeTakeFirst();
    expect((styled?.properties as Record<string, unknown>).waymark__ogr_style__pen_color).toMatch(
      /^#[0-9a-f]{6}/i,
    );
  });

  it('marks a shapefile without its .dbf with code 7 and leaves the layer’s data alone', async () => {
    const map = await upload([
      { fixture: 'shapefile/box.shp', type: 'vector', layerName: 'Broken' },
      { fixture: 'shapefile/box.shx' },
      { fixture: 'shapefile/box.prj' },
    ]);
    const layer = layerNamed(map, 'Broken');
    const status = (
      await t.request('GET', `/api/layers/${layer.id}/status`, { token: user.token })
    ).json();
    expect(status).toMatchObject({
      status: 'error',
      files: [
        {
          status: 'error',
          error_code: 7,
          error: 'Missing a mandatory related file. Unable to process.',
        },
      ],
    });
  });

  it('loads every vector layer of a GeoPackage, each a sub-layer', async () => {
    const map = await upload([
      { fixture: 'gpkg/gdal_sample.gpkg', type: 'vector', layerName: 'Sample' },
    ]);
    const layer = layerNamed(map, 'Sample');
    expect(layer.status).toBe('ready');
    expect(layer.available_sub_layers).toEqual(
      expect.arrayContaining(['point2d', 'linestring2d', 'polygon2d']),
    );
  });

  it('drops a deleted file’s features and recomputes the layer', async () => {
    const map = await upload([
      { fixture: 'shapefile/box.shp', type: 'vector', layerName: 'Deleted' },
      { fixture: 'shapefile/box.shx' },
      { fixture: 'shapefile/box.dbf' },
      { fixture: 'shapefile/box.prj' },
    ]);
    const layer = layerNamed(map, 'Deleted');
    expect(layer.extent).not.toBeNull();
    const [source] = await t.db
      .selectFrom('layer_files')
      .select('id')
      .where('layer_id', '=', layer.id)
      .where('role', '=', 'source')
      .execute();
    const res = await t.request('DELETE', `/api/layers/${layer.id}/files/${source!.id}`, {
      token: user.token,
    });
    expect(res.statusCode).toBe(204);
    const left = await t.db
      .selectFrom('features')
      .select('fid')
      .where('layer_id', '=', layer.id)
      .execute();
    expect(left).toEqual([]);
    const after = (
      await t.request('GET', `/api/layers/${layer.id}/`, { token: user.token })
    ).json();
    expect(after).toMatchObject({ extent: null, attributes: [], status: 'empty' });
  });
});
