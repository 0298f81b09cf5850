import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vectorTileSql } from '../repositories/vector-tile.repository.js';
import { simplifyTolerance } from '../services/tile.service.js';
import type { TileAddress } from '../tiles/tile-math.js';
import type { LoadResult } from './load.js';
import { warmThenMeasure, type VectorContest } from './vector-contest.js';

export interface SharedCacheRow {
  set: string;
  /** Made by PostGIS as the server makes them (prepared statements). */
  made: LoadResult;
  /** Read back from an UNLOGGED PostgreSQL table by key (what api processes could share). */
  postgres: LoadResult;
  /** Read back from files on the local disk (the storage interface's local driver). */
  files: LoadResult;
}

const rate = (r: LoadResult) => `${r.perSecond.toFixed(0)}/s, p95 ${r.p95.toFixed(1)} ms`;

/**
 * Where a cache shared by several api processes could live, measured: a tile set made by PostGIS
 * against the same tiles read from PostgreSQL by key and from local files, same concurrency.
 */
export async function sharedCacheRow(
  c: VectorContest,
  set: string,
  layerId: number,
  tiles: TileAddress[],
  work: string,
): Promise<SharedCacheRow> {
  const keyOf = (t: TileAddress) => `${layerId}-${t.z}-${t.x}-${t.y}`;
  const compiled = tiles.map((t) =>
    vectorTileSql({
      layerId,
      ...t,
      subLayers: null,
      clip: null,
      simplify: simplifyTolerance(t.z),
    }).compile(c.db),
  );
  const tileOf = async (i: number) => {
    const q = compiled[i]!;
    const name = `bench_tile_${q.sql.length}_${q.sql.includes('st_simplify') ? 's' : 'p'}`;
    const res = await c.pool.query<{ mvt: Buffer | null }>({
      name,
      text: q.sql,
      values: [...q.parameters],
    });
    return res.rows[0]?.mvt ?? Buffer.alloc(0);
  };
  const made = await warmThenMeasure(
    tiles.map((_, i) => async () => (await tileOf(i)).length),
    c.concurrency,
  );
  await c.pool.query(
    'create unlogged table if not exists bench_tile_cache (key text primary key, mvt bytea not null)',
  );
  const dir = path.join(work, 'tile-cache');
  await mkdir(dir, { recursive: true });
  for (const [i, t] of tiles.entries()) {
    const mvt = await tileOf(i);
    await c.pool.query(
      'insert into bench_tile_cache values ($1, $2) on conflict (key) do update set mvt = excluded.mvt',
      [keyOf(t), mvt],
    );
    await writeFile(path.join(dir, keyOf(t)), mvt);
  }
  const postgres = await warmThenMeasure(
    tiles.map((t) => async () => {
      const res = await c.pool.query<{ mvt: Buffer }>({
        name: 'bench_tile_cache_get',
        text: 'select mvt from bench_tile_cache where key = $1',
        values: [keyOf(t)],
      });
      return res.rows[0]?.mvt.length ?? 0;
    }),
    c.concurrency,
  );
  const files = await warmThenMeasure(
    tiles.map((t) => async () => (await readFile(path.join(dir, keyOf(t)))).length),
    c.concurrency,
  );
  return { set, made, postgres, files };
}

export function printSharedCache(rows: SharedCacheRow[]): void {
  if (rows.length === 0) return;
  console.log('A vector tile cache shared by api processes: made, or read back by key');
  console.log('| set | made by PostGIS (prepared) | PostgreSQL table | local files |');
  console.log('| --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(`| ${r.set} | ${rate(r.made)} | ${rate(r.postgres)} | ${rate(r.files)} |`);
  }
  console.log('');
}
