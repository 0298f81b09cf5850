import pg from 'pg';

/**
 * How ogr2ogr reaches PostGIS. The connection goes through libpq's environment variables, not
 * the command line: the password must not show in `ps` output or in GDAL's error messages
 * (which echo the datasource name), and GDAL 3.6 mangles postgres:// URLs by appending
 * application_name to them.
 */
export function libpqEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
  };
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  // A host=/path query parameter means a Unix socket directory.
  const host = url.searchParams.get('host');
  if (host) env.PGHOST = host;
  return env;
}

/** Names we build SQL and ogr2ogr arguments from: plain lower-case identifiers only. */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,47}$/;

export function assertIdentifier(value: string, what: string): void {
  if (!IDENTIFIER.test(value)) {
    throw new Error(`${what} must match ${IDENTIFIER} (got '${value}')`);
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function withClient<T>(
  databaseUrl: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function ensureSchema(client: pg.Client, schema: string): Promise<void> {
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  } catch (err) {
    // Two workers creating the schema at once: IF NOT EXISTS is not atomic in PostgreSQL.
    const code = (err as { code?: string }).code;
    if (code !== '23505' && code !== '42P06') throw err;
  }
}
