import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, serverUser } from './server-process.js';

/** Debian's pgbouncer (the package `pgbouncer`). */
export const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface PgBouncer {
  port: number;
  /** `directUrl` with its host and port turned to the pooler's (same user, password, database). */
  urlFor(directUrl: string): string;
  /** The server connections the pooler holds for `database` (SHOW POOLS, its admin console). */
  serverConnections(database: string): Promise<number>;
  /** The application_name of each client connected to `database` through the pooler. */
  clientApplications(database: string): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * PgBouncer on loopback in transaction mode in front of the cluster of `directUrl` (any
 * database of it), `poolSize` server connections per database and user. Null when Debian's
 * pgbouncer is not installed.
 */
export async function startPgBouncer(
  directUrl: string,
  poolSize: number,
): Promise<PgBouncer | null> {
  if (!existsSync(PGBOUNCER)) return null;
  const target = new URL(directUrl);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const dir = await mkdtemp(path.join(tmpdir(), 'waymark-pgbouncer-'));
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  const users = path.join(dir, 'userlist.txt');
  const quoted = (s: string) => `"${s.replace(/"/g, '""')}"`;
  await writeFile(users, `${quoted(user)} ${quoted(password)}\n`, { mode: 0o600 });
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'reserve_pool_size = 0',
      'max_client_conn = 1000',
      `admin_users = ${user}`,
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const runAs = await serverUser([dir, ini, users]);
  const child = spawn(PGBOUNCER, [...(runAs ? ['-u', runAs] : []), ini], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await gone;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const urlFor = (url: string) => {
    const pooled = new URL(url);
    pooled.hostname = '127.0.0.1';
    pooled.port = String(port);
    return pooled.toString();
  };
  const admin = async <R extends pg.QueryResultRow>(text: string) => {
    const client = new pg.Client({ connectionString: urlFor(withDb(directUrl, 'pgbouncer')) });
    await client.connect();
    try {
      return (await client.query<R>(text)).rows;
    } finally {
      await client.end();
    }
  };
  try {
    await untilListening(
      child,
      () => admin('SHOW VERSION'),
      () => log,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    port,
    urlFor,
    stop,
    serverConnections: async (database) => {
      const pools = await admin<{ database: string; sv_active: string; sv_idle: string }>(
        'SHOW POOLS',
      );
      return pools
        .filter((p) => p.database === database)
        .reduce((sum, p) => sum + Number(p.sv_active) + Number(p.sv_idle), 0);
    },
    clientApplications: async (database) =>
      (await admin<{ database: string; application_name: string }>('SHOW CLIENTS'))
        .filter((c) => c.database === database)
        .map((c) => c.application_name),
  };
}

function withDb(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Asks until the pooler answers; fails at once if it exits (its log in the error). */
async function untilListening(
  child: ChildProcess,
  ask: () => Promise<unknown>,
  log: () => string,
): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited:\n${log()}`);
    try {
      await ask();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
