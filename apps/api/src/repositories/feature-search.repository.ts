import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { primaryReads, type Reads } from '../db/read-router.js';
import { boundsToBox, type Box } from '../tiles/tile-math.js';
import { rankHits, type RankedHit } from './search-ranking.js';
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

/** Which features an offline pack's search index holds (see packIndex). */
export interface PackIndexScope {
  organisationId: number;
  layerId: number;
  /** The layer's search field. */
  field: string;
  /** The layer's chosen CAD sub-layers; null for all. */
  subLayers: readonly string[] | null;
  /** The archive's area, [w, s, e, n] in degrees. */
  area: readonly [number, number, number, number];
}

/** One feature of a pack's search index: its search field's value, and its box in degrees. */
export type PackIndexRow = Omit<FeatureHit, 'layer_id'>;

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

type Tier = 'prefix' | 'substring' | 'fuzzy';

/** One tier on one layer, anywhere or inside the view, stopping after `limit` rows. */
interface TierRun {
  layer: SearchableLayer;
  tier: Tier;
  inView: boolean;
  limit: number;
}

/**
 * How many more rows than the search's limit a tier reads anywhere: enough, most of the time,
 * to hold the view's best matches too, which spares a second index scan inside the view. A
 * nearest-neighbour scan costs about the same for 20 rows or 400 (its cost is in finding the
 * first), and a btree's next rows cost almost nothing.
 */
const OVERSCAN = 20;

/**
 * Features whose search field matches a query, case- and accent-insensitively, in tiers that
 * each stop after a number of rows thanks to an index: prefix (exact included) through the
 * C-collated btree in order, substring through the trigram GiST, and fuzzy as the trigram
 * GiST's nearest neighbours (similarity). Ranked as compareHits says: real matches before
 * fuzzy ones, inside the view before outside.
 *
 * Each tier runs anywhere, reading OVERSCAN times the limit; it runs again inside the view
 * only when that read stopped short of all matches and holds fewer than `limit` of the view's
 * (the view's best matches in the tier's order are otherwise among the rows read).
 */
export class FeatureSearchRepository {
  constructor(
    private readonly db: Db,
    /** Where the searches run (a replica, where one serves them; see ReadRouter). */
    private readonly on: Reads = primaryReads(db),
    /** The bench's baseline reads each tier `limit` rows, anywhere and always in the view. */
    private readonly reads = { overscan: OVERSCAN, alwaysInView: false },
  ) {}

  async search(
    layers: readonly SearchableLayer[],
    query: string,
    view: Box | null,
    limit: number,
  ): Promise<FeatureHit[]> {
    if (layers.length === 0 || limit <= 0) return [];
    const tiers: Tier[] =
      query.trim().length >= MIN_TRIGRAM_QUERY ? ['prefix', 'substring', 'fuzzy'] : ['prefix'];
    const anywhere = layers.flatMap((layer) =>
      tiers.map((tier) => ({ layer, tier, inView: false, limit: limit * this.reads.overscan })),
    );
    return this.on.run(async (db) => {
      const found = await this.runTiers(db, anywhere, query, view);
      const inView = view
        ? anywhere
            .filter((run, k) => {
              const rows = found[k]!;
              if (this.reads.alwaysInView) return true;
              return rows.length === run.limit && rows.filter((h) => h.in_view).length < limit;
            })
            .map((run) => ({ ...run, inView: true, limit }))
        : [];
      const again = await this.runTiers(db, inView, query, view);
      return rankHits([...found.flat(), ...again.flat()], limit);
    });
  }

  /**
   * The search field's values of a layer's features within `area` (as an offline pack's
   * archive holds them): the first `limit` by text (bytewise, then fid), each with its
   * feature's box in degrees. Features as the layer's tiles show them (its chosen sub-layers;
   * those meeting the area, which is within the layer's bounds). Values that are empty or
   * blank are left out. On the primary: the pack's build checks afterwards that the layer's
   * data version is the one it drew, which a replica might not have replayed yet.
   */
  async packIndex(scope: PackIndexScope, limit: number): Promise<PackIndexRow[]> {
    const { organisationId, layerId, field, subLayers, area } = scope;
    if (limit <= 0) return [];
    const box = boundsToBox(area);
    const envelope = sql`st_makeenvelope(${box.minX}::float8, ${box.minY}::float8,
      ${box.maxX}::float8, ${box.maxY}::float8, 3857)`;
    const text = sql`f.properties ->> ${field}::text`;
    const conditions = [
      sql`f.layer_id = ${layerId}::int`,
      sql`l.organisation_id = ${organisationId}::int`,
      sql`btrim(${text}) <> ''`,
      sql`f.geom && ${envelope} and (f.geom @ ${envelope} or st_intersects(f.geom, ${envelope}))`,
    ];
    if (subLayers) conditions.push(sql`f.sub_layer = any(${sql.val(subLayers)}::text[])`);
    // The boxes of the rows kept only: computed outside the sorted, limited query.
    const result = await sql<PackIndexRow>`
      select c.fid, c.text,
        st_xmin(b) as west, st_ymin(b) as south, st_xmax(b) as east, st_ymax(b) as north
      from (select f.fid::float8 as fid, ${text} as text, f.geom
        from features f
        join layers l on l.id = f.layer_id
        where ${sql.join(conditions, sql` and `)}
        order by (${text}) collate "C", f.fid
        limit ${limit}::int) c,
        lateral (select box2d(st_transform(st_setsrid(box2d(c.geom)::geometry, 3857), 4326)) as b) t
      order by c.text collate "C", c.fid`.execute(this.db);
    return result.rows;
  }

  /** The runs' matches in one statement, per run in the order given. */
  private async runTiers(
    db: Db,
    runs: readonly TierRun[],
    query: string,
    view: Box | null,
  ): Promise<RankedHit[][]> {
    if (runs.length === 0) return [];
    const q = sql`waymark_search_text(${query}::text)`;
    const like = sql`waymark_search_text(${escapeLike(query)}::text)`;
    const viewBox = view
      ? sql`st_makeenvelope(${view.minX}, ${view.minY}, ${view.maxX}, ${view.maxY}, 3857)`
      : null;
    const selects = runs.map(({ layer: { id, field, clip }, tier, inView, limit: rows }, k) => {
      const v = searchExpression(field);
      const sorted = searchExpression(field, 'f', true);
      const where = {
        prefix: sql`${sorted} like ${like} || '%'`,
        substring: sql`${v} like '%' || ${like} || '%'`,
        fuzzy: sql`${v} % ${q}`,
      }[tier];
      const order = { prefix: sorted, substring: null, fuzzy: sql`${v} <-> ${q}` }[tier];
      const inClip = clip
        ? sql` and f.geom && st_makeenvelope(${clip.minX}, ${clip.minY}, ${clip.maxX}, ${clip.maxY}, 3857)`
        : sql``;
      const inBox = inView && viewBox ? sql` and f.geom && ${viewBox}` : sql``;
      return sql`(select ${k}::int as run, ${id}::int as layer_id, f.fid,
          f.properties ->> ${sql.lit(field)} as text, f.geom
        from features f
        where f.layer_id = ${id}::int and ${where}${inBox}${inClip}
        ${order ? sql`order by ${order}` : sql``}
        limit ${rows})`;
    });
    const inViewTest = viewBox ? sql`c.geom && ${viewBox}` : sql`false`;
    const result = await sql<RankedHit & { run: number }>`
      select c.run, c.layer_id, c.fid::float8 as fid, c.text, n.v = ${q} as exact,
        ${inViewTest} as in_view,
        case when n.v like ${like} || '%' then 1 when n.v like '%' || ${like} || '%' then 2 else 3 end as rank,
        greatest(similarity(n.v, ${q}), word_similarity(${q}, n.v)) as score,
        st_xmin(b) as west, st_ymin(b) as south, st_xmax(b) as east, st_ymax(b) as north
      from (${sql.join(selects, sql` union all `)}) c,
        lateral (select waymark_search_text(c.text) as v) n,
        lateral (select box2d(st_transform(st_setsrid(box2d(c.geom)::geometry, 3857), 4326)) as b) t`.execute(
      db,
    );
    const perRun = runs.map((): RankedHit[] => []);
    for (const row of result.rows) perRun[row.run]!.push(row);
    return perRun;
  }
}
