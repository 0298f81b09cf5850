import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '../config.js';

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'db/migrations');
// Arbitrary constant: serialises concurrent migrators (several api processes starting at once).
const MIGRATION_LOCK_ID = 724_615_001;

interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`;

export interface MigrationStatus {
  applied: string[];
  pending: string[];
}

/** Anything that runs a query: a pg client, or a pool (the server's health check). */
export interface Queryable {
  query<R extends pg.QueryResultRow>(text: string): Promise<{ rows: R[] }>;
}

// The files cannot change under a running process; reading them once spares every health check.
const migrationNames = new Map<string, Promise<string[]>>();

export async function migrationStatus(
  db: string | Queryable,
  dir = MIGRATIONS_DIR,
): Promise<MigrationStatus> {
  if (typeof db === 'string') {
    const client = new pg.Client({ connectionString: db });
    await client.connect();
    try {
      return await migrationStatus(client, dir);
    } finally {
      await client.end();
    }
  }
  let names = migrationNames.get(dir);
  if (!names) {
    names = readMigrations(dir).then((files) => files.map((f) => f.name));
    names.catch(() => migrationNames.delete(dir));
    migrationNames.set(dir, names);
  }
  const exists = await db.query<{ t: string | null }>(
    `SELECT to_regclass('schema_migrations') AS t`,
  );
  const applied = exists.rows[0]?.t
    ? (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
        (r) => r.name,
      )
    : [];
  const done = new Set(applied);
  return { applied, pending: (await names).filter((n) => !done.has(n)) };
}

/** Applies every pending migration in order, each in its own transaction. Forward only. */
export async function migrate(connectionString: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const appliedNow: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query(CREATE_TABLE);
    const rows = (
      await client.query<{ name: string; checksum: string }>(
        'SELECT name, checksum FROM schema_migrations',
      )
    ).rows;
    const applied = new Map(rows.map((r) => [r.name, r.checksum]));
    for (const file of await readMigrations(dir)) {
      const previous = applied.get(file.name);
      if (previous !== undefined) {
        if (previous !== file.checksum) {
          throw new Error(`Migration ${file.name} was changed after it was applied`);
        }
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(file.sql);
        await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
          file.name,
          file.checksum,
        ]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${file.name} failed: ${(err as Error).message}`, { cause: err });
      }
      appliedNow.push(file.name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
  return appliedNow;
}
