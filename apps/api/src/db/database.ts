import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

// bigint (int8) counts come back as strings by default; they fit in a JS number for our sizes.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max, application_name: 'waymark' });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
