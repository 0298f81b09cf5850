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
