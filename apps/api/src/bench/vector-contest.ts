import type pg from 'pg';
import { preparedNameOf, type Db } from '../db/database.js';
import { vectorTileSql, vectorTilesSql } from '../repositories/vector-tile.repository.js';
import { MAX_BATCH } from '../tiles/batched-vector-tiles.js';
import { simplifyTolerance } from '../services/tile.service.js';
import { WORLD_HALF } from '../tiles/tile-math.js';
import type { TileAddress } from '../tiles/tile-math.js';
import { startServer } from './bench-server.js';
import {
  firstRequestRounds,
  lightSetTraces,
  type FirstRequestRound,
} from './first-request-rounds.js';
import { measure, medianOf, repeatTo, type httpGetter, type LoadResult } from './load.js';
import { mapServerTileQuery } from './mapserver.js';
import { nativeScripts, type NativePass } from './native-load.js';
import type { SchedTrace } from './sched-trace.js';

export interface VectorContest {
  db: Db;
  pool: pg.Pool;
  http: ReturnType<typeof httpGetter>;
  base: string;
  /** The same server without its caches (VECTOR_TILE_CACHE_MB=0, VECTOR_TILE_SHARED_MB=0): every
   * tile from PostGIS. */
  baseNoCache: string;
  /** The process of `baseNoCache`, whose CPU the first-request rounds count. */
  noCachePid: number;
  /** Authorization header and the csrftoken cookie a browser would send back. */
  auth: Record<string, string>;
  mapServerUrl: string;
  concurrency: number;
  /** PostGIS and our endpoint take the tile list round until this many requests (MapServer, at
   * a tile per process, gets the list once): light tiles then run long enough to be measured. */
  minRequests: number;
  /** Alternating rounds of PostGIS alone and first requests on light sets (see vectorRow). */
  rounds: number;
  /** Whether a light set's passes are traced with perf sched (lightSetTraces). */
  schedTraces: boolean;
  /** The light sets' rounds also from wrk and pgbench (see native-load.ts). */
  native: NativePass & { databaseUrl: string };
}

/** A vector tile's URL on a server at `base`. */
function tileUrl(base: string, layerId: number, { z, x, y }: TileAddress): string {
  return `${base}/api/tiles/layers/${layerId}/${z}/${x}/${y}.pbf`;
}

/** Warms every contestant's caches with one pass, then measures the second. */
export async function warmThenMeasure(jobs: (() => Promise<number>)[], concurrency: number) {
  await measure(jobs, concurrency);
  return measure(jobs, concurrency);
}

/** The tile SQL exactly as the server runs it for a layer without filters or bounds. */
function tileStatements(
  c: VectorContest,
  layerId: number,
  tiles: TileAddress[],
  tolerance: (z: number) => number = simplifyTolerance,
) {
  return tiles.map((t) =>
    vectorTileSql({
      layerId,
      ...t,
      subLayers: null,
      clip: null,
      simplify: tolerance(t.z),
    }).compile(c.db),
  );
}

/**
 * The tile SQL exactly as the server runs it for a layer without filters or bounds: as a plain
 * query, or `prepared` as a named statement (as the api runs it).
 */
export function sqlJobs(
  c: VectorContest,
  layerId: number,
  tiles: TileAddress[],
  tolerance: (z: number) => number = simplifyTolerance,
  prepared = false,
) {
  return tileStatements(c, layerId, tiles, tolerance).map((compiled) => {
    const values = [...compiled.parameters];
    const name = prepared ? preparedNameOf(compiled.sql) : undefined;
    return async () => {
      const res = await c.pool.query<{ mvt: Buffer | null }>({
        text: compiled.sql,
        values,
        ...(name ? { name } : {}),
      });
      return res.rows[0]?.mvt?.length ?? 0;
    };
  });
}

export interface VectorRow {
  /** PostGIS alone: the round of median tiles/s. */
  sql: LoadResult;
  /** Our endpoint, its tile cache warm: tiles asked again (the second pass). */
  ours: LoadResult;
  /** Our endpoint without its tile cache, every tile made by PostGIS as a first request's is:
   * the round of median tiles/s. */
  uncached: LoadResult;
  /** PostGIS alone's tiles came under the api's line between light and heavy (BATCH_BELOW_MS). */
  light: boolean;
  rounds: FirstRequestRound[];
  mapserver: LoadResult | null;
  /** On a light set, where the cores went in a pass of each (null: a heavy set, or no perf). */
  sched: { sql: SchedTrace | null; uncached: SchedTrace | null } | null;
}

const tilesPerSecond = (pass: LoadResult) => pass.perSecond;

/**
 * One tile set: PostGIS alone (the limit), our HTTP endpoint with its tile cache (the tiles
 * asked again) and without it (each tile as its first request makes it), MapServer's MVT.
 */
export async function vectorRow(
  c: VectorContest,
  layerId: number,
  mapfile: string | null,
  tiles: TileAddress[],
): Promise<VectorRow> {
  const auth = c.auth;
  const load = (base: string) =>
    repeatTo(
      tiles.map((t) => c.http.job(tileUrl(base, layerId, t), auth)),
      c.minRequests,
    );
  const ours = await warmThenMeasure(load(c.base), c.concurrency);
  const { light, rounds } = await firstRequestRounds(
    c,
    repeatTo(sqlJobs(c, layerId, tiles), c.minRequests),
    load(c.baseNoCache),
    repeatTo(sqlJobs(c, layerId, tiles, simplifyTolerance, true), c.minRequests),
    await nativeScripts(
      c.native.work,
      tileStatements(c, layerId, tiles),
      tiles.map((t) => tileUrl('', layerId, t)),
      c.auth,
    ),
  );
  const sched =
    c.schedTraces && light
      ? await lightSetTraces(
          c,
          rounds,
          sqlJobs(c, layerId, tiles),
          tiles.map((t) => c.http.job(tileUrl(c.baseNoCache, layerId, t), auth)),
        )
      : null;
  let mapserver: LoadResult | null = null;
  if (mapfile) {
    const query = mapServerTileQuery(mapfile, 'features', 'mvt');
    mapserver = await warmThenMeasure(
      tiles.map((t) => c.http.job(`${c.mapServerUrl}${query(t)}`)),
      c.concurrency,
    );
  }
  return {
    sql: medianOf(
      rounds.map((r) => r.sql),
      tilesPerSecond,
    )!,
    ours,
    uncached: medianOf(
      rounds.map((r) => r.uncached),
      tilesPerSecond,
    )!,
    light,
    rounds,
    mapserver,
    sched,
  };
}

/**
 * What an ST_Simplify by one 256-px pixel buys on top of ST_AsMVTGeom's own grid snapping: the
 * same tiles with and without it, straight from PostGIS (the basis of simplifyTolerance).
 */
export async function simplificationRow(c: VectorContest, layerId: number, tiles: TileAddress[]) {
  const onePixel = (z: number) => (2 * WORLD_HALF) / 2 ** z / 256;
  const plain = await warmThenMeasure(
    sqlJobs(c, layerId, tiles, () => 0),
    c.concurrency,
  );
  const simplified = await warmThenMeasure(sqlJobs(c, layerId, tiles, onePixel), c.concurrency);
  return { plain, simplified };
}

/**
 * What making light tiles together buys (BatchedVectorTiles): the same tiles straight from
 * PostGIS, one statement each at the bench's concurrency, and eight to a statement
 * (vectorTilesSql) with two statements at once, as the api sends them.
 */
export async function batchingRow(c: VectorContest, layerId: number, tiles: TileAddress[]) {
  const shape = { layerId, subLayers: null, clip: null };
  const single = sqlJobs(c, layerId, tiles);
  const batches: (() => Promise<number>)[] = [];
  for (let i = 0; i < tiles.length; i += MAX_BATCH) {
    const group = tiles.slice(i, i + MAX_BATCH);
    const z = group[0]!.z;
    const compiled = vectorTilesSql({ ...shape, simplify: simplifyTolerance(z) }, z, group).compile(
      c.db,
    );
    batches.push(async () => {
      const res = await c.pool.query<{ mvt: Buffer | null }>(compiled.sql, [
        ...compiled.parameters,
      ]);
      return res.rows.reduce((bytes, row) => bytes + (row.mvt?.length ?? 0), 0);
    });
  }
  const one = await warmThenMeasure(repeatTo(single, c.minRequests), c.concurrency);
  const together = await warmThenMeasure(
    repeatTo(batches, c.minRequests / MAX_BATCH),
    Math.max(1, c.concurrency / MAX_BATCH) * 2,
  );
  // Tiles, not statements, per second.
  return { one, together: { ...together, perSecond: together.perSecond * MAX_BATCH } };
}

/** Revalidating tiles the client has: If-None-Match with the tag it got → 304. */
export async function revalidationRow(c: VectorContest, layerId: number, tiles: TileAddress[]) {
  const auth = c.auth;
  const url = (t: TileAddress) => tileUrl(c.base, layerId, t);
  const etags = await Promise.all(
    tiles.map(async (t) => (await c.http.get(url(t), auth)).headers.etag ?? ''),
  );
  return warmThenMeasure(
    repeatTo(
      tiles.map((t, i) => c.http.job(url(t), { ...auth, 'if-none-match': etags[i]! })),
      c.minRequests,
    ),
    c.concurrency,
  );
}

/**
 * The same tile URLs from a bare Fastify process (http-floor-server.ts): what any HTTP server
 * and this client cost per tile on these cores, beside which a first request is PostGIS's time
 * plus at least this.
 */
export async function httpFloorRow(c: VectorContest, layerId: number, tiles: TileAddress[]) {
  const floor = await startServer({}, 8197, 0, 'apps/api/src/bench/http-floor-server.ts');
  try {
    return await warmThenMeasure(
      repeatTo(
        tiles.map((t) => c.http.job(tileUrl(floor.base, layerId, t), c.auth)),
        c.minRequests,
      ),
      c.concurrency,
    );
  } finally {
    await floor.stop();
  }
}
