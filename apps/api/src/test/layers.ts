import { sql, type Insertable } from 'kysely';
import { expect } from 'vitest';
import type { LayersTable } from '../db/schema.js';
import type { NewLayerFile } from '../repositories/layer-file.repository.js';
import { entriesUnder } from './multipart.js';
import type { TestContext } from './test-app.js';

type LayerSeed = Partial<Omit<Insertable<LayersTable>, 'organisation_id' | 'owner_id'>>;

/** A layer straight in the database (as processing leaves it), optionally on maps. */
export async function seedLayer(
  t: TestContext,
  organisationId: number,
  ownerId: number | null,
  values: LayerSeed = {},
  maps: number[] = [],
): Promise<number> {
  const layer = await t.container.repos.layers.create({
    name: 'Layer',
    visibility: 'ORG',
    ...values,
    organisation_id: organisationId,
    owner_id: ownerId,
  });
  for (const mapId of maps) await t.container.repos.mapLayers.attach(mapId, layer.id);
  return layer.id;
}

/**
 * A file row of a layer as uploads and processing leave it, with no stored bytes unless the
 * caller stores them: a vector source of 10 bytes unless `values` says otherwise.
 */
export async function seedLayerFile(
  t: TestContext,
  layerId: number,
  values: Partial<NewLayerFile> & Pick<NewLayerFile, 'name' | 'storage_key'>,
): Promise<number> {
  const row = await t.container.repos.layerFiles.create({
    layer_id: layerId,
    parent_id: null,
    role: 'source',
    file_type: 'vector',
    size: 10,
    sha256: '0'.repeat(64),
    content_type: null,
    epsg: null,
    link_field: null,
    link_value: null,
    fid: null,
    error_code: null,
    error_detail: null,
    feature_count: null,
    bounds: null,
    uploaded_by: null,
    ...values,
  });
  return row.id;
}

export interface SeedFeature {
  fid: number;
  properties: Record<string, unknown>;
  lon: number;
  lat: number;
}

/** Point features of a layer, in their own partition, as processing would load them. */
export async function seedFeatures(
  t: TestContext,
  layerId: number,
  features: readonly SeedFeature[],
  fileId = 0,
): Promise<void> {
  const table = `features_l${layerId}`;
  await sql`create table if not exists ${sql.table(table)} partition of features
    for values in (${sql.lit(layerId)})`.execute(t.db);
  for (const f of features) {
    await sql`insert into features (layer_id, file_id, fid, properties, geom)
      values (${layerId}, ${fileId}, ${f.fid}, ${JSON.stringify(f.properties)}::jsonb,
              ST_Transform(ST_SetSRID(ST_MakePoint(${f.lon}, ${f.lat}), 4326), 3857))`.execute(
      t.db,
    );
  }
}

export async function tableExists(t: TestContext, table: string): Promise<boolean> {
  const result = await sql<{
    found: string | null;
  }>`select to_regclass(${table})::text as found`.execute(t.db);
  return result.rows[0]?.found != null;
}

/**
 * After a refused upload: no file rows, no layers beyond `layerCount`, nothing at all under the
 * storage directory (staging/ included) and nothing queued.
 */
export async function expectNothingStored(t: TestContext, layerCount: number): Promise<void> {
  expect(await t.db.selectFrom('layer_files').select('id').execute()).toEqual([]);
  expect((await t.db.selectFrom('layers').select('id').execute()).length).toBe(layerCount);
  expect(await entriesUnder(t.config.STORAGE_DIR)).toEqual([]);
  expect(t.jobs.fileIds).toEqual([]);
}

/** Every file row of a layer, in the order they were stored. */
export function filesOfLayer(t: TestContext, layerId: number) {
  return t.db
    .selectFrom('layer_files')
    .selectAll()
    .where('layer_id', '=', layerId)
    .orderBy('id')
    .execute();
}
