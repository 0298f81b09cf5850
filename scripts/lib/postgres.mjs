// @ts-check
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { capture, isRoot, run, step } from './run.mjs';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * Runs a PostgreSQL tool as the postgres user when we are root (the server refuses to run as
 * root), else as ourselves.
 * @param {string} tool @param {string[]} args @param {import('node:child_process').SpawnOptions} [opts]
 */
function pg(tool, args, opts = {}) {
  const bin = path.join(PG_BIN, tool);
  return isRoot()
    ? run('runuser', ['-u', 'postgres', '--', bin, ...args], opts)
    : run(bin, args, opts);
}

/** @param {string} tool @param {string[]} args */
function pgCapture(tool, args) {
  const bin = path.join(PG_BIN, tool);
  return isRoot() ? capture('runuser', ['-u', 'postgres', '--', bin, ...args]) : capture(bin, args);
}

/**
 * A project-local PostgreSQL cluster under var/postgres: created on first use, started if it is
 * not running. `stop` stops it only if this call started it.
 * @param {string} root
 * @param {{ port: number, database: string, durable?: boolean }} options
 * @returns {Promise<{ databaseUrl: string, adminUrl: string, stop: () => Promise<void> }>}
 */
export async function ensureLocalCluster(root, { port, database, durable = true }) {
  const base = path.join(root, 'var', 'postgres');
  const data = path.join(base, 'data');
  const socketDir = path.join(base, 'run');
  const passwordFile = path.join(base, 'password');
  mkdirSync(socketDir, { recursive: true });
  if (isRoot()) await run('chown', ['-R', 'postgres:postgres', base]);
  chmodSync(base, 0o700);

  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    step(`creating the PostgreSQL cluster in ${path.relative(root, data)}`);
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
    if (isRoot()) await run('chown', ['postgres:postgres', passwordFile]);
    await pg(
      'initdb',
      [
        '-D',
        data,
        '-U',
        'postgres',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--auth-local=trust',
        // Also for replication from loopback: initdb's pg_hba.conf has `host replication`
        // lines, and wal_level=replica is the default; the read-replica test relies on both.
        '--auth-host=scram-sha-256',
        `--pwfile=${passwordFile}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  const password = readFileSync(passwordFile, 'utf8').trim();

  let startedHere = false;
  if (pgCapture('pg_ctl', ['-D', data, 'status']) === null) {
    step(`starting PostgreSQL on 127.0.0.1:${port}`);
    await pg(
      'pg_ctl',
      [
        '-D',
        data,
        '-l',
        path.join(base, 'server.log'),
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=200` +
          // The tests' throwaway databases (a new one per test file, per browser-test server)
          // need no flush to disk: a crash loses nothing they keep. Only when the tests start it.
          // (Commits still wait for their WAL to be written: a streaming replica's test reads
          // after them.)
          (durable ? '' : ' -c fsync=off -c full_page_writes=off'),
        'start',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    startedHere = true;
  }

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const exists = pgCapture('psql', [
    '-h',
    socketDir,
    '-p',
    String(port),
    '-U',
    'postgres',
    '-d',
    'postgres',
    '-tAc',
    `SELECT 1 FROM pg_database WHERE datname = '${database}'`,
  ]);
  if (exists !== '1') {
    await pg('createdb', ['-h', socketDir, '-p', String(port), '-U', 'postgres', database]);
  }

  return {
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    adminUrl,
    stop: async () => {
      if (!startedHere) return;
      step('stopping PostgreSQL');
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      }).catch(() => {});
    },
  };
}
