import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, serverUser } from './server-process.js';

/** Debian's PostgreSQL 15, the project's cluster's (scripts/lib/postgres.mjs). */
const PG_BIN = '/usr/lib/postgresql/15/bin';
/** Settings a hot standby must hold at least as high as its primary. */
const AT_LEAST_PRIMARY = [
  'max_connections',
  'max_worker_processes',
  'max_wal_senders',
  'max_prepared_transactions',
  'max_locks_per_transaction',
];
/**
 * Settings the standby takes as the primary has them: the tests' primary flushes nothing to disk
 * (its databases are thrown away, as this copy is), and a standby that did would replay the WAL
 * of every test's CREATE DATABASE slower than the primary writes it, under a full suite's load.
 */
const AS_PRIMARY = ['fsync', 'full_page_writes'];

export interface Replica {
  /** `primaryUrl` (any database of the cluster) pointed at the replica. */
  urlFor(primaryUrl: string): string;
  /** Runs one statement on the replica (as the primary's user, in `database`). */
  query<R extends pg.QueryResultRow>(database: string, text: string): Promise<R[]>;
  /** Waits until the replica has replayed everything the primary had written when called. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)}: ${err}`)),
    );
  });
}

async function one<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A streaming replica of the cluster of `primaryUrl` (its user needs the REPLICATION right and a
 * `host replication` line in pg_hba.conf, as initdb writes for loopback): pg_basebackup with -R
 * into a temporary directory, started on a free loopback port as a hot standby.
 */
export async function startReplica(primaryUrl: string): Promise<Replica> {
  const primary = new URL(primaryUrl);
  const dir = await mkdtemp(path.join(tmpdir(), 'waymark-replica-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const runAs = await serverUser([dir]);
  const tool = (name: string, args: string[]) =>
    runAs
      ? run('runuser', ['-u', runAs, '--', path.join(PG_BIN, name), ...args], process.env)
      : run(path.join(PG_BIN, name), args, process.env);
  const settings = await one<{ name: string; setting: string }>(
    withDatabase(primaryUrl, 'postgres'),
    `select name, setting from pg_settings where name in (${[...AT_LEAST_PRIMARY, ...AS_PRIMARY].map((n) => `'${n}'`).join(', ')})`,
  );
  const conninfo = [
    `host=${primary.hostname}`,
    `port=${primary.port || 5432}`,
    `user=${decodeURIComponent(primary.username)}`,
    `password=${decodeURIComponent(primary.password)}`,
    'application_name=waymark-test-replica',
  ].join(' ');
  const stop = async () => {
    await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // -R: standby.signal and primary_conninfo; a fast checkpoint rather than the next one.
    await tool('pg_basebackup', ['-d', conninfo, '-D', data, '-R', '-X', 'stream', '-c', 'fast']);
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c hot_standby=on',
      '-c archive_mode=off',
      ...settings.map((s) => `-c ${s.name}=${s.setting}`),
    ].join(' ');
    const log = path.join(dir, 'replica.log');
    await tool('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '120', '-o', options, 'start']);
  } catch (err) {
    await stop();
    throw err;
  }
  const urlFor = (url: string) => {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(port);
    return parsed.toString();
  };
  return {
    urlFor,
    query: (database, text) => one(urlFor(withDatabase(primaryUrl, database)), text),
    caughtUp: async () => {
      const [{ lsn }] = (await one<{ lsn: string }>(
        withDatabase(primaryUrl, 'postgres'),
        'select pg_current_wal_lsn()::text as lsn',
      )) as [{ lsn: string }];
      for (;;) {
        const [row] = await one<{ done: boolean }>(
          urlFor(withDatabase(primaryUrl, 'postgres')),
          `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`,
        );
        if (row?.done) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop,
  };
}
