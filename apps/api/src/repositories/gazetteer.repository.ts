import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import { poolOf, type Db } from '../db/database.js';
import { primaryReads, type Reads } from '../db/read-router.js';
import { escapeLike } from './text-search.js';

/** A place as the gazetteer holds it. */
export interface GazetteerPlace {
  geonamesId: number;
  name: string;
  countryCode: string;
  adminCode: string;
  population: number;
  lon: number;
  lat: number;
}

/** Which package and version filled the gazetteer. */
export interface GazetteerSource {
  package: string;
  version: string;
}

/** Below this many characters a trigram index cannot filter: only exact and prefix matches. */
const MIN_TRIGRAM_QUERY = 3;
/** Rows each tier reads before ranking: the best few by population or similarity are among them. */
const TIER_ROWS = 200;
/** COPY lines are sent in chunks of about this many characters (one write per line is slow). */
const CHUNK = 1 << 16;

/**
 * The search's indexes, over the normalised name: a C-collated btree for exact and prefix
 * matches and a trigram GIN for substring and fuzzy ones. GIN, not the GiST of layers (which
 * orders fuzzy matches as nearest neighbours): on 135,000 names GIN is built in 1.1 s against
 * 5.5 s, and ranking a fuzzy tier's matches by similarity takes a few milliseconds.
 */
const INDEXES = {
  gazetteer_places_search:
    'create index gazetteer_places_search on gazetteer_places ((search_name collate "C"))',
  gazetteer_places_search_trgm:
    'create index gazetteer_places_search_trgm on gazetteer_places using gin (search_name gin_trgm_ops)',
};

/** COPY's text format: backslash, tab and line breaks in a value are escaped. */
function copyText(value: string): string {
  return value.replace(
    /[\\\t\n\r]/g,
    (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n' })[c] ?? '\\r',
  );
}

function* copyChunks(places: Iterable<GazetteerPlace>): Generator<string> {
  let chunk = '';
  for (const p of places) {
    chunk += `${p.geonamesId}\t${copyText(p.name)}\t${copyText(p.countryCode)}\t${copyText(p.adminCode)}\t${p.population}\tSRID=4326;POINT(${p.lon} ${p.lat})\n`;
    if (chunk.length >= CHUNK) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * The embedded gazetteer's places (migration 0017): loaded by COPY in one transaction, and
 * searched like features (text-search.ts, FeatureSearchRepository) in tiers, each a few hundred
 * rows read through an index — exact and prefix through the C-collated btree, substring and
 * fuzzy (trigram similarity) through the GIN — then ranked: exact, real matches before fuzzy ones,
 * inside the view before outside, prefix before substring, the more similar fuzzy match first,
 * then the more populous place.
 */
export class GazetteerRepository {
  constructor(
    private readonly db: Db,
    private readonly on: Reads = primaryReads(db),
  ) {}

  async loadedSource(): Promise<GazetteerSource | null> {
    const { rows } = await sql<GazetteerSource>`
      select package, version from gazetteer_source`.execute(this.db);
    return rows[0] ?? null;
  }

  /**
   * Replaces every place unless `source` is loaded already (another process may have loaded it
   * meanwhile: the check is repeated under a lock). Returns how many places were loaded, or null
   * when nothing was done.
   */
  async replace(source: GazetteerSource, places: Iterable<GazetteerPlace>): Promise<number | null> {
    const client = await poolOf(this.db).connect();
    try {
      await client.query('begin');
      await client.query(`select pg_advisory_xact_lock(hashtext('waymark_gazetteer'))`);
      const loaded = await client.query<GazetteerSource>(
        'select package, version from gazetteer_source',
      );
      const current = loaded.rows[0];
      if (current?.package === source.package && current.version === source.version) {
        await client.query('rollback');
        return null;
      }
      // Loading without indexes and building them after is 2.5 s; into the indexes, 4.3 s.
      for (const index of Object.keys(INDEXES)) await client.query(`drop index if exists ${index}`);
      await client.query('truncate gazetteer_places');
      const copy = client.query(
        copyFrom(
          'copy gazetteer_places (geonames_id, name, country_code, admin_code, population, geom) from stdin',
        ),
      );
      await pipeline(Readable.from(copyChunks(places)), copy);
      const count = copy.rowCount;
      for (const ddl of Object.values(INDEXES)) await client.query(ddl);
      await client.query(
        `insert into gazetteer_source (package, version, places) values ($1, $2, $3)
         on conflict (singleton) do update set package = excluded.package,
           version = excluded.version, places = excluded.places, loaded_at = now()`,
        [source.package, source.version, count],
      );
      await client.query('commit');
      // Fresh statistics, or the planner guesses the new table's size and may skip the indexes.
      await client.query('analyze gazetteer_places');
      return count;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /** The best `limit` places for `query`; `view` is [w, s, e, n] in EPSG:4326. */
  async search(
    query: string,
    view: readonly number[] | null,
    limit: number,
  ): Promise<GazetteerPlace[]> {
    if (limit <= 0) return [];
    const q = sql`waymark_search_text(${query}::text)`;
    const like = sql`waymark_search_text(${escapeLike(query)}::text)`;
    const sorted = sql`(p.search_name collate "C")`;
    const tier = (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
      sql`(select p.geonames_id from gazetteer_places p where ${where} order by ${order} limit ${TIER_ROWS})`;
    const tiers = [
      tier(sql`${sorted} like ${like} || '%'`, sql`(p.search_name = ${q}) desc, p.population desc`),
    ];
    if (query.trim().length >= MIN_TRIGRAM_QUERY) {
      tiers.push(
        tier(sql`p.search_name like '%' || ${like} || '%'`, sql`p.population desc`),
        tier(
          sql`p.search_name % ${q}`,
          sql`similarity(p.search_name, ${q}) desc, p.population desc`,
        ),
      );
    }
    const inView = view
      ? sql`p.geom && st_makeenvelope(${view[0]}, ${view[1]}, ${view[2]}, ${view[3]}, 4326) desc,`
      : sql``;
    return this.on.run(async (db) => {
      const { rows } = await sql<GazetteerPlace>`
        select p.geonames_id as "geonamesId", p.name, p.country_code as "countryCode",
          p.admin_code as "adminCode", p.population, st_x(p.geom) as lon, st_y(p.geom) as lat
        from (select distinct geonames_id from (${sql.join(tiers, sql` union all `)}) t) h
          join gazetteer_places p using (geonames_id),
          lateral (select case when p.search_name like ${like} || '%' then 1
            when p.search_name like '%' || ${like} || '%' then 2 else 3 end as rank) r
        order by p.search_name = ${q} desc, r.rank < 3 desc, ${inView} r.rank,
          case when r.rank = 3 then similarity(p.search_name, ${q}) end desc nulls last,
          p.population desc, p.geonames_id
        limit ${limit}`.execute(db);
      return rows;
    });
  }
}
