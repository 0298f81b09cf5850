import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { HealthResponse, ReadinessResponse } from '@waymark/contract';
import type { Db } from '../db/database.js';
import { migrationStatus, type MigrationStatus, type Queryable } from '../db/migrator.js';
import { within } from '../lib/time-limit.js';

const run = promisify(execFile);
let gdalVersion: Promise<string | null> | undefined;

/**
 * How long readiness waits for the database: a probe gives up after its own timeout (Kubernetes:
 * 1 s by default, set it higher), and a database that answers this slowly is not serving anyway.
 */
const READY_TIMEOUT_MS = 3000;

/** 'GDAL 3.6.2, released 2023/01/02', asked once per process. */
function readGdalVersion(): Promise<string | null> {
  gdalVersion ??= run('gdalinfo', ['--version'], { timeout: 5000 })
    .then(({ stdout }) => stdout.trim())
    .catch(() => null);
  return gdalVersion;
}

/** What the database says: PostGIS's version (undefined: unreachable) and the migrations. */
interface DatabaseState {
  postgis: string | null | undefined;
  migrations: MigrationStatus | undefined;
}

export class HealthService {
  /** The pool's connections: a health check must not open (and authenticate) one of its own. */
  private readonly queryable: Queryable;
  private draining = false;

  constructor(private readonly db: Db) {
    this.queryable = {
      query: async <R>(text: string) => ({ rows: (await sql.raw<R>(text).execute(db)).rows }),
    };
  }

  async check(): Promise<HealthResponse> {
    const [{ postgis, migrations }, gdal] = await Promise.all([this.database(), readGdalVersion()]);
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

  /** The process is stopping: readiness fails from now on, so that no new work is sent here. */
  startDraining(): void {
    this.draining = true;
  }

  /**
   * Ready while the process is not stopping and the database answers and holds every migration this version knows. A migration
   * being applied counts as pending until it commits, so a new version is unready meanwhile;
   * an older version, whose migrations are all there, stays ready and serves through the
   * rolling upgrade. GDAL is left out: serving needs none, and /api/health/ reports it.
   */
  async ready(): Promise<ReadinessResponse> {
    const { postgis, migrations } = await within(this.database(), READY_TIMEOUT_MS).catch(
      (): DatabaseState => ({ postgis: undefined, migrations: undefined }),
    );
    const reachable = postgis !== undefined && migrations !== undefined;
    const pending = migrations?.pending ?? [];
    return {
      status: reachable && pending.length === 0 && !this.draining ? 'ready' : 'unready',
      database: { reachable },
      migrations: { pending },
      draining: this.draining,
    };
  }

  private async database(): Promise<DatabaseState> {
    const [postgis, migrations] = await Promise.all([
      sql<{ v: string }>`select postgis_lib_version() as v`
        .execute(this.db)
        .then((r) => r.rows[0]?.v ?? null)
        .catch(() => undefined),
      migrationStatus(this.queryable).catch(() => undefined),
    ]);
    return { postgis, migrations };
  }
}
