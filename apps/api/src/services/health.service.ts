import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { HealthResponse } from '@waymark/contract';
import type { Db } from '../db/database.js';
import { migrationStatus, type Queryable } from '../db/migrator.js';

const run = promisify(execFile);
let gdalVersion: Promise<string | null> | undefined;

/** 'GDAL 3.6.2, released 2023/01/02', asked once per process. */
function readGdalVersion(): Promise<string | null> {
  gdalVersion ??= run('gdalinfo', ['--version'], { timeout: 5000 })
    .then(({ stdout }) => stdout.trim())
    .catch(() => null);
  return gdalVersion;
}

export class HealthService {
  /** The pool's connections: a health check must not open (and authenticate) one of its own. */
  private readonly queryable: Queryable;

  constructor(private readonly db: Db) {
    this.queryable = {
      query: async <R>(text: string) => ({ rows: (await sql.raw<R>(text).execute(db)).rows }),
    };
  }

  async check(): Promise<HealthResponse> {
    const [postgis, migrations, gdal] = await Promise.all([
      sql<{ v: string }>`select postgis_lib_version() as v`
        .execute(this.db)
        .then((r) => r.rows[0]?.v ?? null)
        .catch(() => undefined),
      migrationStatus(this.queryable).catch(() => undefined),
      readGdalVersion(),
    ]);
    const reachable = postgis !== undefined;
    const healthy =
      reachable && migrations !== undefined && migrations.pending.length === 0 && gdal !== null;
    return {
      status: healthy ? 'ok' : 'degraded',
      database: { reachable, postgis: postgis ?? null },
      migrations: {
        applied: migrations?.applied.length ?? 0,
        pending: migrations?.pending ?? [],
      },
      gdal: { version: gdal },
    };
  }
}
