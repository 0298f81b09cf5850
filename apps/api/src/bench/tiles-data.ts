import { sql } from 'kysely';
import type { Container } from '../container.js';
import { firstFid } from '../jobs/job-context.js';

/** Where the generated vector data lie: most of Europe, about 28 × 25 tiles at z8. */
export const AREA = { west: -10, south: 36, east: 30, north: 60 };

/**
 * A layer holding one generated "file" of features, loaded the way ingest loads a file (its own
 * partition, GiST and fid indexes, analysed, swapped in), so tiles read what production reads.
 */
async function generatedLayer(
  c: Container,
  organisationId: number,
  name: string,
  fill: (table: string, keys: ReturnType<typeof sql>) => ReturnType<typeof sql>,
): Promise<number> {
  const layer = await c.repos.layers.create({
    name,
    organisation_id: organisationId,
    owner_id: null,
    visibility: 'ORG',
    type: 'vector',
  });
  const file = await c.repos.layerFiles.create({
    layer_id: layer.id,
    parent_id: null,
    role: 'source',
    file_type: 'vector',
    name: `${name}.gpkg`,
    storage_key: `generated/${layer.id}`,
    size: 0,
    sha256: '',
    status: 'processing',
  });
  // layer_id, file_id and the fid base of this file: the leading columns of every row.
  const keys = sql`${sql.lit(layer.id)}, ${sql.lit(file.id)}, ${sql.raw(firstFid(file.id).toString())}::bigint`;
  const { featureBuilds, features, processedFiles } = c.repos;
  const table = await featureBuilds.create(layer.id, file.id);
  try {
    await fill(table, keys).execute(c.db);
    await featureBuilds.finish(table, false);
    await features.swapIn(table, layer.id, file.id, async (trx) => {
      const bounds = await features.fileBounds(layer.id, file.id, trx);
      await processedFiles.ready(
        file,
        { bounds, attributes: ['name', 'value'], sub_layers: ['A', 'B'] },
        'vector',
        trx,
      );
    });
  } finally {
    await featureBuilds.drop(table);
  }
  return layer.id;
}

/**
 * 1,000,000 points: half spread evenly over AREA (or `area`), half in 200 clusters (σ ≈ 5 km) —
 * towns with dense survey data between sparse countryside. Deterministic (setseed).
 */
export function pointLayer(
  c: Container,
  organisationId: number,
  count: number,
  area: typeof AREA = AREA,
): Promise<number> {
  const { west, south, east, north } = area;
  return generatedLayer(
    c,
    organisationId,
    'Points',
    (table, keys) => sql`
    with seed as (select setseed(0.42)),
    centres as (
      select k, ${sql.lit(west)} + random() * ${sql.lit(east - west)} as lon, ${sql.lit(south)} + random() * ${sql.lit(north - south)} as lat
      from seed, generate_series(0, 199) k),
    pts as (
      select i,
        case when i % 2 = 0 then ${sql.lit(west)} + random() * ${sql.lit(east - west)}
             else c.lon + 0.05 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) end as lon,
        case when i % 2 = 0 then ${sql.lit(south)} + random() * ${sql.lit(north - south)}
             else c.lat + 0.05 * sqrt(-2 * ln(1 - random())) * sin(2 * pi() * random()) end as lat
      from generate_series(1, ${sql.lit(count)}) i join centres c on c.k = i % 200)
    insert into ${sql.table(table)} (layer_id, file_id, fid, sub_layer, properties, geom)
    select ${keys} + i,
      case when i % 10 = 0 then 'B' else 'A' end,
      jsonb_build_object('name', 'MP ' || i, 'value', i % 97),
      st_transform(st_setsrid(st_makepoint(lon, lat), 4326), 3857)
    from pts`,
  );
}

/**
 * A grid of `side`² small irregular polygons (`vertices` each, wobbly circles of about 2 km)
 * over AREA: dense polygon data whose detail is far below a pixel at low zooms.
 */
export function polygonLayer(
  c: Container,
  organisationId: number,
  side: number,
  vertices = 32,
): Promise<number> {
  const { west, south, east, north } = AREA;
  const dx = (east - west) / side;
  const dy = (north - south) / side;
  return generatedLayer(
    c,
    organisationId,
    `Polygons ${vertices}`,
    (table, keys) => sql`
    insert into ${sql.table(table)} (layer_id, file_id, fid, sub_layer, properties, geom)
    select ${keys} + i * ${sql.lit(side)} + j,
      case when (i + j) % 10 = 0 then 'B' else 'A' end,
      jsonb_build_object('name', 'Parcel ' || i || '-' || j, 'value', (i * j) % 97),
      st_transform(st_setsrid(st_makepolygon(st_makeline(array(
        select st_makepoint(
          cx + r * (1 + 0.25 * sin(3 * (k % ${sql.lit(vertices)}) + i + j)) * cos(2 * pi() * (k % ${sql.lit(vertices)}) / ${sql.lit(vertices)}),
          cy + r * 0.6 * (1 + 0.25 * sin(3 * (k % ${sql.lit(vertices)}) + i + j)) * sin(2 * pi() * (k % ${sql.lit(vertices)}) / ${sql.lit(vertices)}))
        from generate_series(0, ${sql.lit(vertices)}) k))), 4326), 3857)
    from generate_series(0, ${sql.lit(side - 1)}) i, generate_series(0, ${sql.lit(side - 1)}) j,
      lateral (select ${sql.lit(west)} + (i + 0.5) * ${sql.lit(dx)} as cx, ${sql.lit(south)} + (j + 0.5) * ${sql.lit(dy)} as cy,
                      ${sql.lit(0.4 * dx)} as r) g`,
  );
}
