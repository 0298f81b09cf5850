import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../db/migrator.js';
import { withDatabase } from './databases.js';
import { freePort, serverUser } from './server-process.js';

/** Debian's PostgreSQL 15, the project's cluster's (scripts/lib/postgres.mjs). */
const PG_BIN = '/usr/lib/postgresql/15/bin';
/** The migrated database of the replicated cluster, which the test's app uses. */
const DATABASE = 'waymark';
/** Neither cluster keeps anything worth a flush to disk; both are thrown away after the test. */
const THROWAWAY = ['-c fsync=off', '-c full_page_writes=off', '-c max_connections=50'];

export interface ReplicatedCluster {
  /** The migrated database on the primary. */
  primaryUrl: string;
  /** `primaryUrl` (or another database of the primary) pointed at the replica. */
  urlFor(primaryUrl: string): string;
  /** Runs one statement on the replica (in `database`). */
  query<R extends pg.QueryResultRow>(database: string, text: string): Promise<R[]>;
  /** Waits until the replica has replayed everything the primary had written when called. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
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

/**
 * A primary of its own (initdb in a temporary directory, its database migrated) and a streaming
 * replica of it (pg_basebackup -R, a hot standby), each on a free loopback port. Not a replica of
 * the shared test cluster: that one's base backup copied every other test file's database, and
 * its replay of their writes fell minutes behind under a full suite's load.
 */
export async function startReplicatedCluster(): Promise<ReplicatedCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'waymark-replica-'));
  const [primaryData, replicaData] = [path.join(dir, 'primary'), path.join(dir, 'replica')];
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const runAs = await serverUser([dir]);
  const tool = (name: string, args: string[]) =>
    runAs
      ? run('runuser', ['-u', runAs, '--', path.join(PG_BIN, name), ...args])
      : run(path.join(PG_BIN, name), args);
  const start = (data: string, port: number, extra: string[]) =>
    tool('pg_ctl', [
      ...['-D', data, '-l', `${data}.log`, '-w', '-t', '120', '-o'],
      [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', ...THROWAWAY, ...extra].join(
        ' ',
      ),
      'start',
    ]);
  const stopOne = (data: string) =>
    tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  const stop = async () => {
    await stopOne(replicaData);
    await stopOne(primaryData);
    await rm(dir, { recursive: true, force: true });
  };
  const urlAt = (port: number, database: string) =>
    `postgres://postgres@127.0.0.1:${port}/${database}`;
  try {
    // Trust on loopback: a throwaway cluster on a free port, its replication lines included.
    await tool('initdb', [
      ...['-D', primaryData, '-U', 'postgres', '--auth=trust', '--no-sync'],
      ...['--encoding=UTF8', '--locale=C.UTF-8'],
    ]);
    await start(primaryData, primaryPort, []);
    await one(urlAt(primaryPort, 'postgres'), `create database ${DATABASE}`);
    await migrate(urlAt(primaryPort, DATABASE));
    await tool('pg_basebackup', [
      ...['-d', `host=127.0.0.1 port=${primaryPort} user=postgres`, '-D', replicaData],
      // -R: standby.signal and primary_conninfo; a fast checkpoint rather than the next one.
      ...['-R', '-X', 'stream', '-c', 'fast'],
    ]);
    await start(replicaData, replicaPort, ['-c hot_standby=on']);
  } catch (err) {
    await stop();
    throw err;
  }
  const urlFor = (url: string) => {
    const parsed = new URL(url);
    parsed.port = String(replicaPort);
    return parsed.toString();
  };
  const primaryUrl = urlAt(primaryPort, DATABASE);
  return {
    primaryUrl,
    urlFor,
    query: (database, text) => one(urlFor(withDatabase(primaryUrl, database)), text),
    caughtUp: async () => {
      const [{ lsn }] = (await one<{ lsn: string }>(
        primaryUrl,
        'select pg_current_wal_lsn()::text as lsn',
      )) as [{ lsn: string }];
      for (;;) {
        const [row] = await one<{ done: boolean }>(
          urlFor(primaryUrl),
          `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`,
        );
        if (row?.done) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop,
  };
}
