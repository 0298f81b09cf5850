import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Box } from '../tiles/tile-math.js';
import { escapeLike } from './text-search.js';

export interface SearchableLayer {
  id: number;
  /** The attribute matched; validated against the layer's attributes when set. */
  field: string;
  /** Only features in this box (EPSG:3857): the layer's bounds, and a share's. */
  clip?: Box | null;
}

export interface FeatureHit {
  layer_id: number;
  fid: number;
  text: string;
  /** EPSG:4326 [w, s, e, n]. */
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Below this many characters a trigram index cannot filter: only exact and prefix matches. */
const MIN_TRIGRAM_QUERY = 3;

/**
 * The normalised value of a layer's search field — the indexed expression (see
 * SearchIndexRepository). The field is a literal, not a parameter, so that the planner matches
 * the layer's indexes; `collated` is the form of the C-collated btree (prefixes, in order).
 */
export function searchExpression(field: string, alias: 'f' | null = 'f', collated = false) {
  const column = alias ? sql.ref(`${alias}.properties`) : sql.ref('properties');
  const expression = sql`waymark_search_text(${column} ->> ${sql.lit(field)})`;
  return collated ? sql`(${expression} collate "C")` : expression;
}

/**
 * Features whose search field matches a query, case- and accent-insensitively, in tiers that
 * each stop after `limit` rows thanks to an index: prefix (exact included) through the
 * C-collated btree in order, substring through the trigram GiST, and fuzzy as the trigram
 * GiST's nearest neighbours (similarity). Each tier runs anywhere and inside the view, so the
 * view's matches are found even when the rest of the layer has more. Ranked: exact matches,
 * then real matches (prefix, substring) inside the view, outside it, then fuzzy ones (inside
 * the view first); then by similarity and length.
 */
export class FeatureSearchRepository {
  constructor(private readonly db: Db) {}

  async search(
    layers: readonly SearchableLayer[],
    query: string,
    view: Box | null,
    limit: number,
  ): Promise<FeatureHit[]> {
    if (layers.length === 0 || limit <= 0) return [];
    const q = sql`waymark_search_text(${query}::text)`;
    const like = sql`waymark_search_text(${escapeLike(query)}::text)`;
    const viewBox = view
      ? sql`st_makeenvelope(${view.minX}, ${view.minY}, ${view.maxX}, ${view.maxY}, 3857)`
      : null;
    const trigrams = query.trim().length >= MIN_TRIGRAM_QUERY;
    // Every tier twice when there is a view: anywhere, and inside the view.
    const boxes = viewBox ? [null, viewBox] : [null];
    const candidates = layers.flatMap(({ id, field, clip }) => {
      const v = searchExpression(field);
      const sorted = searchExpression(field, 'f', true);
      const inClip = clip
        ? sql` and f.geom && st_makeenvelope(${clip.minX}, ${clip.minY}, ${clip.maxX}, ${clip.maxY}, 3857)`
        : sql``;
      const tier = (where: RawBuilder<unknown>, order: RawBuilder<unknown> | null) =>
        boxes.map(
          (box) => sql`(select ${id}::int as layer_id, f.fid,
              f.properties ->> ${sql.lit(field)} as text, f.geom
            from features f
            where f.layer_id = ${id}::int and ${where}${box ? sql` and f.geom && ${box}` : sql``}${inClip}
            ${order ? sql`order by ${order}` : sql``}
            limit ${limit})`,
        );
      return [
        ...tier(sql`${sorted} like ${like} || '%'`, sorted),
        ...(trigrams
          ? [
              ...tier(sql`${v} like '%' || ${like} || '%'`, null),
              ...tier(sql`${v} % ${q}`, sql`${v} <-> ${q}`),
            ]
          : []),
      ];
    });
    const inView = viewBox ? sql`c.geom && ${viewBox}` : sql`false`;
    const result = await sql<FeatureHit>`
      with candidates as (${sql.join(candidates, sql` union all `)}),
      unique_hits as (select distinct on (layer_id, fid) * from candidates c),
      ranked as (
        select c.layer_id, c.fid, c.text, c.geom, n.v = ${q} as exact, ${inView} as in_view,
          case when n.v like ${like} || '%' then 1 when n.v like '%' || ${like} || '%' then 2 else 3 end as rank,
          greatest(similarity(n.v, ${q}), word_similarity(${q}, n.v)) as score
        from unique_hits c, lateral (select waymark_search_text(c.text) as v) n),
      best as (
        select * from ranked
        order by exact desc, rank < 3 desc, in_view desc, rank, score desc, length(text), layer_id, fid
        limit ${limit})
      select layer_id, fid, text, st_xmin(b) as west, st_ymin(b) as south,
             st_xmax(b) as east, st_ymax(b) as north
      from best, lateral (select box2d(st_transform(st_setsrid(box2d(best.geom)::geometry, 3857), 4326)) as b) t
      order by exact desc, rank < 3 desc, in_view desc, rank, score desc, length(text), layer_id, fid`.execute(
      this.db,
    );
    return result.rows;
  }
}
