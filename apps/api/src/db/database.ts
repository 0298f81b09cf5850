import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { ChangeSignal } from './change-signal.js';
import { isPooled, type Config } from '../config.js';
import type { Database } from './schema.js';
import { WriteSignalPlugin } from './write-signal.plugin.js';

export type Db = Kysely<Database>;
type DatabaseUrls = Pick<Config, 'DATABASE_URL' | 'DATABASE_DIRECT_URL'>;

// bigint (int8) counts come back as strings by default; they fit in a JS number for our sizes.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// A date (a survey day) stays the day it names, 'YYYY-MM-DD': never a Date at some time zone's
// midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface DbOptions {
  /** pg_stat_activity's application_name of its connections. */
  applicationName?: string;
  /**
   * Through a pooler in transaction mode: no startup options (PgBouncer refuses `options`, and a
   * setting made at connection would not follow the client from one server connection to the
   * next anyway). JIT is then turned off for the database itself (see the README).
   */
  pooled?: boolean;
}

export function createDb(connectionString: string, max = 10, options: DbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: options.applicationName ?? 'waymark',
    // A server that takes the connection but never answers must not hold a request forever.
    connectionTimeoutMillis: 10_000,
    // PostGIS functions carry high cost estimates, so short queries pass jit_above_cost and
    // spend ~300 ms compiling (a route search: 312 ms with JIT, 14 ms without).
    ...(options.pooled ? {} : { options: '-c jit=off' }),
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
  // The same while a connection is checked out (pg-pool listens only on idle ones): its query
  // fails with the error and answers 503, and an unheard 'error' event would end the process.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const signal = new ChangeSignal();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new WriteSignalPlugin(signal)],
  });
  signals.set(db, signal);
  pools.set(db, pool);
  if (options.pooled) pooled.add(db);
  return db;
}

/** The process's main handle: DATABASE_URL (through the pooler, if one is configured). */
export function connectDatabase(config: DatabaseUrls, max: number): Db {
  return createDb(config.DATABASE_URL, max, { pooled: isPooled(config) });
}

const signals = new WeakMap<Db, ChangeSignal>();
const pools = new WeakMap<Db, pg.Pool>();
const pooled = new WeakSet<Db>();

/** Statement names by their text: the few shapes of tile query, hashed once each. */
const preparedNames = new Map<string, string>();

export function preparedNameOf(text: string): string {
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = `wm_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // A bound for safety: the callers make a handful of shapes, not one per request.
    if (preparedNames.size >= 1000) preparedNames.clear();
    preparedNames.set(text, name);
  }
  return name;
}

/**
 * A read run as a named prepared statement: each connection parses it once and then reuses its
 * plan where PostgreSQL finds that as good (a light vector tile: planning was 3/4 of its time).
 * Through a pooler in transaction mode (PgBouncer before 1.21 keeps no prepared statements
 * across clients) it runs as a plain query.
 */
export async function queryPrepared<R>(db: Db, compiled: CompiledQuery<R>): Promise<R[]> {
  const values = [...compiled.parameters];
  if (pooled.has(db) || !pools.has(db)) {
    return (await db.executeQuery(compiled)).rows;
  }
  const name = preparedNameOf(compiled.sql);
  const result = await poolOf(db).query<R & pg.QueryResultRow>({
    name,
    text: compiled.sql,
    values,
  });
  return result.rows;
}

/** The connection pool of a database handle made by createDb (its use, for the metrics). */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('not a database handle from createDb');
  return pool;
}

/** The change signal of a database handle made by createDb (see ChangeSignal). */
export function changeSignalOf(db: Db): ChangeSignal {
  const signal = signals.get(db);
  if (!signal) throw new Error('not a database handle from createDb');
  return signal;
}
