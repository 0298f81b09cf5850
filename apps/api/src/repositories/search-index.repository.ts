import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { searchExpression } from './feature-search.repository.js';
import { featurePartition } from './layer.repository.js';

export function searchIndexNames(layerId: number) {
  const partition = featurePartition(layerId);
  return {
    prefix: `${partition}_search`,
    trigram: `${partition}_search_trgm`,
    substring: `${partition}_search_gin`,
  };
}

/**
 * The GiST's trigram signature: at the default 12 bytes nearly every name of a large layer
 * shares bits with the query and the nearest-neighbour scan rechecks most of them (226 ms for
 * 'MP 123456' on 1,000,000 points); at 256 it stops after a few (23 ms), and the index is smaller.
 */
const GIST_SIGNATURE_BYTES = 256;

/**
 * Three indexes per searchable layer, on its feature partition, over the normalised value of its
 * search field: a C-collated btree (exact and prefix matches, read in order, stopping after a
 * page), a trigram GIN (substring matches: five times faster than the GiST on 1,000,000 points,
 * npm run bench -- search) and a trigram GiST (fuzzy matches as nearest neighbours, stopping
 * early; GIN cannot order by similarity). An index cannot follow a jsonb key chosen at
 * run time, so they are rebuilt when the layer's search field changes; files loaded later get
 * them when their partition is attached. Built on the partitioned table, PostgreSQL creates them
 * on every file partition. Measured on 1,000,000 points: npm run bench -- tiles.
 */
export class SearchIndexRepository {
  constructor(private readonly db: Db) {}

  async ensure(layerId: number, field: string | null): Promise<void> {
    const partition = featurePartition(layerId);
    const names = searchIndexNames(layerId);
    await this.db.transaction().execute(async (trx) => {
      // The same lock as loading and dropping files, so the partition does not change meanwhile.
      await sql`select pg_advisory_xact_lock(${layerId})`.execute(trx);
      await sql`drop index if exists ${sql.table(names.prefix)}`.execute(trx);
      await sql`drop index if exists ${sql.table(names.trigram)}`.execute(trx);
      await sql`drop index if exists ${sql.table(names.substring)}`.execute(trx);
      const exists = await sql<{
        t: string | null;
      }>`select to_regclass(${partition})::text as t`.execute(trx);
      if (!field || !exists.rows[0]?.t) return;
      await sql`create index ${sql.table(names.prefix)} on ${sql.table(partition)}
        (${searchExpression(field, null, true)})`.execute(trx);
      await sql`create index ${sql.table(names.trigram)} on ${sql.table(partition)}
        using gist (${searchExpression(field, null)} gist_trgm_ops(siglen = ${sql.lit(GIST_SIGNATURE_BYTES)}))`.execute(
        trx,
      );
      await sql`create index ${sql.table(names.substring)} on ${sql.table(partition)}
        using gin (${searchExpression(field, null)} gin_trgm_ops)`.execute(trx);
    });
  }
}
