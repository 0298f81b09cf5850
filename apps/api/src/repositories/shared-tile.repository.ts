import { sql } from 'kysely';
import { queryPrepared, type Db } from '../db/database.js';

/**
 * The vector tiles every api process shares (vector_tile_cache, UNLOGGED). Always on the primary:
 * a replica cannot read an unlogged table.
 */
export class SharedTileRepository {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<Buffer | null> {
    const [row] = await queryPrepared(
      this.db,
      sql<{ tile: Buffer }>`select tile from vector_tile_cache where key = ${key}`.compile(this.db),
    );
    return row?.tile ?? null;
  }

  async put(key: string, layerId: number, dataVersion: number, tile: Buffer): Promise<void> {
    await sql`insert into vector_tile_cache (key, layer_id, data_version, tile)
      values (${key}, ${layerId}, ${dataVersion}, ${tile})
      on conflict (key) do nothing`.execute(this.db);
  }

  /**
   * Drops the tiles of versions their layers have left, then the oldest made until the rest
   * weigh at most `maxBytes`. Answers how many went.
   */
  async prune(maxBytes: number): Promise<number> {
    const stale = await sql`delete from vector_tile_cache c using layers l
      where l.id = c.layer_id and l.data_version <> c.data_version`.execute(this.db);
    const over = await sql`delete from vector_tile_cache where key in (
        select key from (
          select key, sum(octet_length(tile) + 100) over (order by made_at desc, key) as running
          from vector_tile_cache) r
        where running > ${maxBytes})`.execute(this.db);
    return Number(stale.numAffectedRows ?? 0n) + Number(over.numAffectedRows ?? 0n);
  }
}
