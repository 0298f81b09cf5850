import { sql } from 'kysely';
import { seedFeatures, seedLayer, type SeedFeature } from './layers.js';
import type { TestContext, TestUser } from './test-app.js';

/** Points along a line through Dublin, one a ~100 m step east, fid 1…n. */
export function dublinPoints(count: number): SeedFeature[] {
  return Array.from({ length: count }, (_, i) => ({
    fid: i + 1,
    lon: -6.3 + i * 0.0015,
    lat: 53.35,
    properties: {
      name: `Bridge ${i + 1}`,
      height: 2.5 + i / 4,
      spans: i % 3,
      surveyed: `2021-03-${String((i % 28) + 1).padStart(2, '0')}`,
      kind: i % 2 === 0 ? 'arch' : 'beam',
    },
  }));
}

export interface OgcWorld {
  orgA: number;
  orgB: number;
  reader: TestUser;
  owner: TestUser;
  stranger: TestUser;
  points: number;
  privateLayer: number;
  cad: number;
  raster: number;
  bravo: number;
  mapId: number;
}

/** CAD features: a feature per sub-layer, all at one spot. */
async function seedCad(t: TestContext, layerId: number, subLayers: string[]): Promise<void> {
  await sql`create table if not exists ${sql.table(`features_l${layerId}`)} partition of features
    for values in (${sql.lit(layerId)})`.execute(t.db);
  for (const [i, subLayer] of subLayers.entries()) {
    await sql`insert into features (layer_id, file_id, fid, sub_layer, properties, geom)
      values (${layerId}, 0, ${i + 1}, ${subLayer}, ${JSON.stringify({ handle: `H${i}` })}::jsonb,
              st_transform(st_setsrid(st_makepoint(-6.26, 53.34), 4326), 3857))`.execute(t.db);
  }
}

/**
 * Organisation A with a reader, an owner of a private layer, shared points (25, with a date
 * field), a CAD layer showing two of its three sub-layers and a raster layer; organisation B
 * with a stranger and its own layer.
 */
export async function buildOgcWorld(t: TestContext): Promise<OgcWorld> {
  const orgA = await t.createOrganisation('Alpha Rail', 'alpha.test');
  const orgB = await t.createOrganisation('Bravo Rail', 'bravo.test');
  const reader = await t.createUser({ email: 'reader@alpha.test', organisations: [{ id: orgA }] });
  const owner = await t.createUser({ email: 'owner@alpha.test', organisations: [{ id: orgA }] });
  const stranger = await t.createUser({
    email: 'someone@bravo.test',
    organisations: [{ id: orgB }],
  });
  const map = await t.container.repos.maps.create({
    organisation_id: orgA,
    owner_id: owner.id,
    name: 'Corridor',
    visibility: 'ORG',
  });
  const attributes = ['height', 'kind', 'name', 'spans', 'surveyed'];
  const points = await seedLayer(
    t,
    orgA,
    owner.id,
    { name: 'Bridges', attributes, extent: [-6.3, 53.35, -6.264, 53.35] },
    [map.id],
  );
  await seedFeatures(t, points, dublinPoints(25));
  const privateLayer = await seedLayer(t, orgA, owner.id, {
    name: 'Private sketches',
    visibility: 'OWN',
    attributes: ['name'],
  });
  await seedFeatures(t, privateLayer, [
    { fid: 1, lon: -6.26, lat: 53.35, properties: { name: 'Sketch' } },
  ]);
  const cad = await seedLayer(
    t,
    orgA,
    owner.id,
    {
      name: 'Station drawing',
      attributes: ['handle'],
      available_sub_layers: ['Doors', 'Text', 'Walls'],
      sub_layers: ['Doors', 'Walls'],
    },
    [map.id],
  );
  await seedCad(t, cad, ['Walls', 'Doors', 'Text']);
  const raster = await seedLayer(t, orgA, owner.id, { name: 'Orthophoto', type: 'raster' });
  const bravo = await seedLayer(t, orgB, stranger.id, {
    name: 'Bravo culverts',
    attributes: ['name'],
  });
  await seedFeatures(t, bravo, [
    { fid: 1, lon: -6.26, lat: 53.35, properties: { name: 'Culvert' } },
  ]);
  return {
    orgA,
    orgB,
    reader,
    owner,
    stranger,
    points,
    privateLayer,
    cad,
    raster,
    bravo,
    mapId: map.id,
  };
}
