import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { adminQuery, TEMPLATE_DB, testDatabaseUrl, withDatabase } from '../../test/databases.js';

/**
 * A database of our own (waymark_proc_*) for the test file, cloned from the migrated test
 * template so the migration under test (waymark_ogr_style) is there, and dropped afterwards.
 * Call at the top level of the test file; the returned function gives its URL once ready.
 */
export function useScratchDatabase(): () => string {
  const name = `waymark_proc_${randomBytes(5).toString('hex')}`;
  let url: string | null = null;
  beforeAll(async () => {
    // Cloning fails while another session is cloning the same template: retry briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
        break;
      } catch (err) {
        if (attempt >= 5 || !/being accessed by other users/.test((err as Error).message))
          throw err;
        await sleep(500 * attempt);
      }
    }
    url = withDatabase(testDatabaseUrl(), name);
  });
  afterAll(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return () => {
    if (!url) throw new Error('The scratch database is not created yet (use it in tests or hooks)');
    return url;
  };
}

export async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
