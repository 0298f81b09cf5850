import { sql, type SelectQueryBuilder } from 'kysely';
import type { PageWindow } from '../lib/ordering.js';

/** What a list of maps or layers is narrowed to. */
export interface ListFilter {
  organisationId?: number;
  /** Part of the name (maps: or title), any case and accents (see textMatches). */
  search?: string;
}

/**
 * One page of a filtered query and the total it pages through: the same `base` (joins and
 * filters) counted, then ordered and cut by `ordered`.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  window: PageWindow,
  ordered: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ count: number; rows: O[] }> {
  const counted = await base.select(sql<number>`count(*)`.as('count')).executeTakeFirst();
  const rows = await ordered(base).limit(window.limit).offset(window.offset).execute();
  return { count: Number((counted as { count?: number } | undefined)?.count ?? 0), rows };
}
