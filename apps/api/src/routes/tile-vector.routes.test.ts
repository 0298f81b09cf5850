import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { simplifyTolerance } from '../services/tile.service.js';
import { tileAt, tileBox, xToLon, type TileAddress } from '../tiles/tile-math.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { decodeMvt, SENATE_SHAPEFILE, uploadLayer, type UploadedLayer } from '../test/viewer.js';

const url = (layerId: number, { z, x, y }: TileAddress, ext = 'pbf') =>
  `/api/tiles/layers/${layerId}/${z}/${x}/${y}.${ext}`;

describe('vector tiles', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;
  let senate: UploadedLayer;
  let centre: TileAddress;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
    senate = await uploadLayer(t, user.token, mapId, 'Senate', SENATE_SHAPEFILE);
    // Near Worcester, Massachusetts: inside the senate districts.
    centre = tileAt(-71.8, 42.27, 9);
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.request('GET', path, { token: user.token, headers });

  /** Features in the database whose geometry reaches the tile (with the 64/4096 buffer). */
  async function featuresNear(layerId: number, tile: TileAddress) {
    const rows = await sql<{ fid: number; properties: Record<string, unknown> }>`
      select fid, properties from features
      where layer_id = ${layerId}
        and geom && st_tileenvelope(${tile.z}::int, ${tile.x}::int, ${tile.y}::int, margin => 64.0 / 4096)
      order by fid`.execute(t.db);
    return rows.rows;
  }

  it('encodes every feature of the tile with its fid as id, its attributes and fid as properties', async () => {
    const res = await get(url(senate.id, centre));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    const { layers, features } = decodeMvt(res.rawPayload);
    expect(layers).toEqual(['features']);
    const expected = await featuresNear(senate.id, centre);
    expect(expected.length).toBeGreaterThan(1);
    expect(features.map((f) => f.id).sort((a, b) => a! - b!)).toEqual(expected.map((r) => r.fid));
    for (const feature of features) {
      const row = expected.find((r) => r.fid === feature.id)!;
      const scalars = Object.fromEntries(
        Object.entries(row.properties).filter(([, v]) => v !== null && typeof v !== 'object'),
      );
      expect(feature.properties).toEqual({ ...scalars, fid: row.fid });
      expect(feature.type).toBe(3); // polygon
    }
  });

  it('sends only the sub-layers the layer is filtered to, each feature tagged with its sub_layer', async () => {
    const sample = await uploadLayer(t, user.token, mapId, 'Sample', [
      { fixture: 'gpkg/gdal_sample.gpkg', type: 'vector' },
    ]);
    const world = { z: 0, x: 0, y: 0 };
    const all = decodeMvt((await get(url(sample.id, world))).rawPayload).features;
    const stored = await t.db
      .selectFrom('features')
      .select(['fid', 'sub_layer'])
      .where('layer_id', '=', sample.id)
      .execute();
    for (const f of all) {
      expect(f.properties.sub_layer).toBe(stored.find((r) => r.fid === f.id)!.sub_layer);
    }
    const present = [...new Set(all.map((f) => f.properties.sub_layer as string))].sort();
    expect(present.length).toBeGreaterThan(2);
    const chosen = present.slice(0, 2);

    const patch = await t.request('PATCH', `/api/layers/${sample.id}/`, {
      token: user.token,
      body: { sub_layers: chosen },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const filtered = decodeMvt((await get(url(sample.id, world))).rawPayload).features;
    expect(filtered.map((f) => f.id).sort()).toEqual(
      all
        .filter((f) => chosen.includes(f.properties.sub_layer as string))
        .map((f) => f.id)
        .sort(),
    );
    expect(new Set(filtered.map((f) => f.properties.sub_layer))).toEqual(new Set(chosen));
  });

  it('sends nothing outside the layer bounds and cuts features at them', async () => {
    const layer = await uploadLayer(t, user.token, mapId, 'Bounded', SENATE_SHAPEFILE);
    // Central Massachusetts only: west of -71.5°.
    const east = -71.5;
    const bounds = [-73.6, 41.2, east, 42.9];
    expect(
      (
        await t.request('PATCH', `/api/layers/${layer.id}/`, {
          token: user.token,
          body: { bounds },
        })
      ).statusCode,
    ).toBe(200);
    expect((await get(url(layer.id, tileAt(-70.5, 41.9, 10)))).statusCode).toBe(204);

    const straddling = tileAt(east, 42.27, 8);
    const box = tileBox(straddling);
    const res = await get(url(layer.id, straddling));
    expect(res.statusCode).toBe(200);
    const xs = decodeMvt(res.rawPayload).features.flatMap((f) => f.points.map((p) => p.x));
    const lons = xs.map((x) => xToLon(box.minX + (x / 4096) * (box.maxX - box.minX)));
    expect(Math.max(...lons)).toBeLessThanOrEqual(east + 0.01);
    // Without bounds the same tile reaches further east.
    const unbounded = decodeMvt((await get(url(senate.id, straddling))).rawPayload).features;
    const unboundedLons = unbounded
      .flatMap((f) => f.points.map((p) => p.x))
      .map((x) => xToLon(box.minX + (x / 4096) * (box.maxX - box.minX)));
    expect(Math.max(...unboundedLons)).toBeGreaterThan(east + 0.2);
  });

  it('answers 204 for an empty tile and outside the zoom range', async () => {
    // The Atlantic, far from Massachusetts.
    expect((await get(url(senate.id, tileAt(-40, 30, 9)))).statusCode).toBe(204);
    const layer = await uploadLayer(t, user.token, mapId, 'Zoomed', SENATE_SHAPEFILE);
    await t.request('PATCH', `/api/layers/${layer.id}/`, {
      token: user.token,
      body: { zoom_min: 9, zoom_max: 12 },
    });
    expect((await get(url(layer.id, tileAt(-71.8, 42.27, 8)))).statusCode).toBe(204);
    expect((await get(url(layer.id, tileAt(-71.8, 42.27, 9)))).statusCode).toBe(200);
    expect((await get(url(layer.id, tileAt(-71.8, 42.27, 12)))).statusCode).toBe(200);
    expect((await get(url(layer.id, tileAt(-71.8, 42.27, 13)))).statusCode).toBe(204);
  });

  it('answers a tile asked again from its cache, and a changed layer’s tile anew', async () => {
    const tile = { ...centre, x: centre.x - 1 };
    const lookups = async () => {
      const text = (await t.container.metrics.scrape()).body;
      const count = (result: string) =>
        Number(
          new RegExp(
            `waymark_tile_cache_lookups_total\\{cache="vector_tile",result="${result}"\\} (\\d+)`,
          ).exec(text)?.[1] ?? 0,
        );
      return { hit: count('hit'), miss: count('miss') };
    };
    const before = await lookups();
    const first = await get(url(senate.id, tile));
    const second = await get(url(senate.id, tile));
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await lookups()).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
    // A feature moved out of the tile with a new data version: the tile made again, without it.
    await sql`update features set geom = st_translate(geom, 1e7, 0)
      where layer_id = ${senate.id}`.execute(t.db);
    await sql`update layers set data_version = data_version + 1 where id = ${senate.id}`.execute(
      t.db,
    );
    const moved = await get(url(senate.id, tile));
    expect(moved.statusCode).toBe(204);
    // Back where they were, for the other tests.
    await sql`update features set geom = st_translate(geom, -1e7, 0)
      where layer_id = ${senate.id}`.execute(t.db);
    await sql`update layers set data_version = data_version + 1 where id = ${senate.id}`.execute(
      t.db,
    );
  });

  it('revalidates with the ETag (304) until the layer’s bounds or data change', async () => {
    const first = await get(url(senate.id, centre));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(url(senate.id, centre), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another tile, another tag.
    expect((await get(url(senate.id, { ...centre, x: centre.x + 1 }))).headers.etag).not.toBe(etag);

    await t.request('PATCH', `/api/layers/${senate.id}/`, {
      token: user.token,
      body: { bounds: [-73.6, 41.2, -69.8, 42.9] },
    });
    const afterBounds = await get(url(senate.id, centre), { 'if-none-match': etag });
    expect(afterBounds.statusCode).toBe(200);
    const boundsTag = afterBounds.headers.etag as string;
    expect(boundsTag).not.toBe(etag);

    await uploadLayer(t, user.token, mapId, 'Senate', [
      { fixture: 'shapefile/box.shp', type: 'vector', layerId: senate.id },
      { fixture: 'shapefile/box.shx', layerId: senate.id },
      { fixture: 'shapefile/box.dbf', layerId: senate.id },
      { fixture: 'shapefile/box.prj', layerId: senate.id },
    ]);
    const afterUpload = await get(url(senate.id, centre), { 'if-none-match': boundsTag });
    expect(afterUpload.statusCode).toBe(200);
    expect(afterUpload.headers.etag).not.toBe(boundsTag);
  });

  it('makes tiles asked together in one statement, each the bytes its own statement makes', async () => {
    const repo = t.container.repos.vectorTiles;
    const shape = { layerId: senate.id, subLayers: null, clip: null, simplify: 0 };
    const around = [-1, 0, 1].flatMap((dx) =>
      [-1, 0, 1].map((dy) => ({ x: centre.x + dx, y: centre.y + dy })),
    );
    // A tile far from Massachusetts has no feature: its place in the batch is kept, empty.
    const asked = [...around, { x: 0, y: 0 }];
    for (const simplify of [0, simplifyTolerance(centre.z)]) {
      const together = await repo.tiles({ ...shape, simplify }, centre.z, asked, 1);
      const alone = await Promise.all(
        asked.map((a) => repo.tile({ ...shape, simplify, z: centre.z, ...a }, 1)),
      );
      expect(together.filter((tile) => tile.length > 0).length).toBeGreaterThan(4);
      expect(together.at(-1)!.length).toBe(0);
      together.forEach((tile, i) => expect(tile.equals(alone[i]!)).toBe(true));
    }
  });
});
