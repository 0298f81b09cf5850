import { sql, type RawBuilder } from 'kysely';

/** LIKE treats % and _ as wildcards and \ as the escape: a search's own are literal. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Whether any of `columns` contains `search`, without regard to case or accents ('zurich'
 * finds 'Zürich'): both sides go through waymark_search_text (lower(unaccent()), migration
 * 0005). Null when there is nothing to search for, so that callers add no condition.
 */
export function textMatches(
  search: string | undefined,
  columns: readonly string[],
): RawBuilder<boolean> | null {
  if (!search) return null;
  const pattern = sql`'%' || waymark_search_text(${escapeLike(search)}::text) || '%'`;
  const tests = columns.map(
    (column) => sql<boolean>`coalesce(waymark_search_text(${sql.ref(column)}), '') like ${pattern}`,
  );
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}
