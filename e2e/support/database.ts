import pg from 'pg';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const safe = (database: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`unsafe database name ${database}`);
  return database;
};

/**
 * Drops and creates a database, on the server of `serverUrl` (its user may create databases):
 * empty, or a copy of `template` (which nobody may be connected to).
 */
export async function recreateDatabase(
  serverUrl: string,
  database: string,
  template?: string,
): Promise<string> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${safe(database)} WITH (FORCE)`);
    await client.query(
      `CREATE DATABASE ${safe(database)}${template ? ` TEMPLATE ${safe(template)}` : ''}`,
    );
  } finally {
    await client.end();
  }
  return withDatabase(serverUrl, database);
}
