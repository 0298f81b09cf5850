import type { PackRead } from '@waymark/contract/pack';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedLayer } from '../test/layers.js';
import { archiveReader, packAndBuild } from '../test/packs.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import type { PackSearchIndex } from './pack-search-index.js';

const EXTENT: [number, number, number, number] = [-6.5, 53.2, -6.0, 53.5];
const AREA: [number, number, number, number] = [-6.3, 53.3, -6.2, 53.36];
const REQUEST = { bbox: AREA, zoom_min: 10, zoom_max: 11 };

interface Seeded {
  fid: number;
  properties: Record<string, unknown>;
  /** WKT in degrees. */
  wkt: string;
  subLayer: string;
}

const FEATURES: Seeded[] = [
  { fid: 1, properties: { name: 'Weir', code: 'W1' }, wkt: 'POINT(-6.25 53.33)', subLayer: 'A' },
  { fid: 2, properties: { name: 'Bridge', code: 'B7' }, wkt: 'POINT(-6.21 53.31)', subLayer: 'A' },
  // Across the area's west edge: its box is cut there.
  {
    fid: 3,
    properties: { name: 'Culvert', code: 'C2' },
    wkt: 'LINESTRING(-6.35 53.32, -6.25 53.34)',
    subLayer: 'A',
  },
  // Outside the area.
  { fid: 4, properties: { name: 'Aqueduct', code: 'A1' }, wkt: 'POINT(-6.4 53.4)', subLayer: 'A' },
  // In a sub-layer the layer does not show.
  { fid: 5, properties: { name: 'Drain', code: 'D3' }, wkt: 'POINT(-6.24 53.32)', subLayer: 'B' },
  // Blank or without the field.
  { fid: 6, properties: { name: '  ', code: 'X' }, wkt: 'POINT(-6.23 53.32)', subLayer: 'A' },
  { fid: 7, properties: { code: 'Y' }, wkt: 'POINT(-6.22 53.32)', subLayer: 'A' },
];

describe('the search index of a vector archive', () => {
  const t = useTestApp();
  let user: TestUser;
  let orgId: number;
  let mapId: number;
  let layerId: number;

  beforeAll(async () => {
    ({ user, orgId, mapId } = await createSurveyor(t));
    layerId = await seedLayer(
      t,
      orgId,
      user.id,
      {
        name: 'Structures',
        type: 'vector',
        extent: EXTENT,
        attributes: ['code', 'name'],
        search_field: 'name',
        sub_layers: ['A'],
        available_sub_layers: ['A', 'B'],
      },
      [mapId],
    );
    await sql`create table if not exists ${sql.table(`features_l${layerId}`)} partition of features
      for values in (${sql.lit(layerId)})`.execute(t.db);
    for (const f of FEATURES) {
      await sql`insert into features (layer_id, file_id, fid, properties, geom, sub_layer)
        values (${layerId}, 0, ${f.fid}, ${JSON.stringify(f.properties)}::jsonb,
          st_transform(st_geomfromtext(${f.wkt}, 4326), 3857), ${f.subLayer})`.execute(t.db);
    }
  });

  async function metadataOf(pack: PackRead) {
    const [archive] = pack.archives;
    expect(archive).toMatchObject({ layer: layerId, kind: 'vector', status: 'ready' });
    const metadata = (await archiveReader(t, archive!.url!).getMetadata()) as {
      waymark: { search?: PackSearchIndex };
    };
    return metadata.waymark;
  }

  const fingerprints = () =>
    t.db
      .selectFrom('pack_archives')
      .select(['id', 'fingerprint'])
      .where('layer_id', '=', layerId)
      .where('status', '=', 'ready')
      .orderBy('id')
      .execute();

  it('holds the features of the area in the shown sub-layers, by text, with their boxes', async () => {
    const { search } = await metadataOf(await packAndBuild(t, user, mapId, REQUEST));
    expect(search).toEqual({
      field: 'name',
      entries: [
        ['Bridge', -6.21, 53.31, -6.21, 53.31, 2],
        ['Culvert', -6.3, 53.32, -6.25, 53.34, 3],
        ['Weir', -6.25, 53.33, -6.25, 53.33, 1],
      ],
    });
  });

  it('is read for the layer of its own organisation only', async () => {
    const other = await t.createOrganisation('Canal', 'canal.test');
    const scope = { layerId, field: 'name', subLayers: null, area: AREA };
    const search = t.container.repos.featureSearch;
    expect(await search.packIndex({ ...scope, organisationId: other }, 10)).toEqual([]);
    const all = await search.packIndex({ ...scope, organisationId: orgId }, 10);
    // Every sub-layer when none is chosen; the first by text when capped.
    expect(all.map((row) => row.text)).toEqual(['Bridge', 'Culvert', 'Drain', 'Weir']);
    expect((await search.packIndex({ ...scope, organisationId: orgId }, 2)).length).toBe(2);
  });

  it('makes a new archive once the search field changes, and none without one', async () => {
    const [before] = await fingerprints();
    await t.db
      .updateTable('layers')
      .set({ search_field: 'code' })
      .where('id', '=', layerId)
      .execute();
    const byCode = await packAndBuild(t, user, mapId, REQUEST);
    const built = await fingerprints();
    expect(built).toHaveLength(2);
    expect(built[1]!.fingerprint).not.toBe(before!.fingerprint);
    expect((await metadataOf(byCode)).search).toEqual({
      field: 'code',
      entries: [
        ['B7', -6.21, 53.31, -6.21, 53.31, 2],
        ['C2', -6.3, 53.32, -6.25, 53.34, 3],
        ['W1', -6.25, 53.33, -6.25, 53.33, 1],
        ['X', -6.23, 53.32, -6.23, 53.32, 6],
        ['Y', -6.22, 53.32, -6.22, 53.32, 7],
      ],
    });

    await t.db
      .updateTable('layers')
      .set({ search_field: null })
      .where('id', '=', layerId)
      .execute();
    const plain = await metadataOf(await packAndBuild(t, user, mapId, REQUEST));
    expect(plain).toMatchObject({ layer: layerId, kind: 'vector' });
    expect(plain.search).toBeUndefined();
    expect(await fingerprints()).toHaveLength(3);
  });
});
