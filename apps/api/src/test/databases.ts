import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Two suites on one cluster (two working copies) each need their own template. */
export const TEMPLATE_DB = /^[a-z_][a-z0-9_]*$/.test(process.env.WAYMARK_TEST_TEMPLATE ?? '')
  ? process.env.WAYMARK_TEST_TEMPLATE!
  : 'waymark_test_template';

export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must be set for the API tests (npm test sets it)');
  return url;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(testDatabaseUrl(), 'postgres') });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** A new database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `waymark_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  return {
    url: withDatabase(testDatabaseUrl(), name),
    drop: () => dropDatabase(name),
  };
}

/**
 * A new, empty database (from template0: no tables, no extensions, not the migrated template),
 * for a restore to fill.
 */
export async function createEmptyDatabase(): Promise<{
  name: string;
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `waymark_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE template0`);
  return { name, url: withDatabase(testDatabaseUrl(), name), drop: () => dropDatabase(name) };
}

/**
 * Drops a test database once its connections are gone; forces it only as a last resort, since
 * terminating a connection that a closing pool still holds surfaces as an uncaught error.
 */
export async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err; // object_in_use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
