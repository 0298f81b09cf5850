import { sql } from 'kysely';
import type { Container } from '../container.js';
import { boundsToBox } from '../tiles/tile-math.js';
import { timed } from './bench-support.js';
import { measure, type LoadResult } from './load.js';

/** Exact, prefix, substring and fuzzy (a typo) queries against the generated 'MP <n>' names. */
export const QUERIES = ['MP 123456', 'mp 4242', '77777', 'MP 98765x', 'mp 5OO1'];

export interface SearchRow {
  withoutIndex: LoadResult;
  indexSeconds: number;
  indexMb: number;
  withIndex: LoadResult;
}

/**
 * Map search on the 1,000,000-point layer: the same queries (20 rounds, concurrency 4) before
 * and after the layer's search indexes (C-collated btree and trigram GiST), and what building the index costs.
 */
export async function searchRow(c: Container, layerId: number): Promise<SearchRow> {
  const layer = [{ id: layerId, field: 'name' }];
  const view = boundsToBox([2, 45, 12, 52]);
  const jobs = Array.from({ length: 20 }, () =>
    QUERIES.map((q) => async () => (await c.repos.featureSearch.search(layer, q, view, 20)).length),
  ).flat();
  await c.repos.searchIndexes.ensure(layerId, null);
  const withoutIndex = await measure(jobs, 4);
  const built = await timed(() => c.repos.searchIndexes.ensure(layerId, 'name'));
  const size = await sql<{ mb: number }>`
    select sum(pg_relation_size(i.indexrelid)) / 1048576.0 as mb
    from pg_index i join pg_class t on t.oid = i.indrelid
    where t.relname ~ ${`^features_l${layerId}_(f[0-9]+|direct)$`}
      and pg_get_indexdef(i.indexrelid) like '%waymark_search_text%'`.execute(c.db);
  await measure(jobs.slice(0, QUERIES.length), 1);
  const withIndex = await measure(jobs, 4);
  return {
    withoutIndex,
    indexSeconds: built.seconds,
    indexMb: Number(size.rows[0]?.mb ?? 0),
    withIndex,
  };
}
