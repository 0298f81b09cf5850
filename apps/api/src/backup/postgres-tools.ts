import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's postgresql-client-N packages put their tools, one folder per major version. */
const DEBIAN_PG_LIB = '/usr/lib/postgresql';

async function versionOf(binary: string): Promise<number | null> {
  try {
    const { stdout } = await run(binary, ['--version'], { timeout: 10_000 });
    const match = /\s(\d+)(?:\.\d+)?/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export interface PgTool {
  path: string;
  major: number;
}

/**
 * The pg_dump or pg_restore to use with a server of major version `major`: Debian's of that
 * version, else the oldest newer one installed (a newer pg_dump reads an older server; an older
 * one refuses a newer server), else the one on the PATH if it is new enough.
 */
export async function findPgTool(tool: 'pg_dump' | 'pg_restore', major: number): Promise<PgTool> {
  const installed = (await readdir(DEBIAN_PG_LIB).catch(() => []))
    .map(Number)
    .filter((v) => Number.isInteger(v) && v >= major)
    .sort((a, b) => a - b);
  for (const version of installed) {
    const binary = path.join(DEBIAN_PG_LIB, String(version), 'bin', tool);
    const found = await versionOf(binary);
    if (found !== null) return { path: binary, major: found };
  }
  const onPath = await versionOf(tool);
  if (onPath !== null && onPath >= major) return { path: tool, major: onPath };
  throw new Error(
    `no ${tool} for PostgreSQL ${major} or newer: install Debian's postgresql-client-${major} ` +
      `(or PGDG's) on this machine`,
  );
}

/**
 * libpq's arguments for a connection URL: the password goes in the environment, not on the
 * command line, where any user of the machine could read it (ps).
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Resolves when the tool exits with 0; rejects with the end of what it wrote on stderr. */
function completion(child: ChildProcess, tool: string): Promise<void> {
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}): ${stderr.trim() || '-'}`));
    });
  });
}

export interface RunningDump {
  /** The archive, in pg_dump's custom format. */
  stdout: Readable;
  done: Promise<void>;
  kill(): void;
}

/**
 * pg_dump in custom format of the database as the exported `snapshot` sees it. Unlogged tables
 * are caches (shared vector tiles): their data stays out, their definitions are kept.
 */
export function startPgDump(binary: string, databaseUrl: string, snapshot: string): RunningDump {
  const { dbname, env } = connection(databaseUrl);
  const child = spawn(
    binary,
    [
      ...['--format=custom', `--snapshot=${snapshot}`, '--no-password', `--dbname=${dbname}`],
      '--no-unlogged-table-data',
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return {
    stdout: child.stdout!,
    done: completion(child, path.basename(binary)),
    kill: () => child.kill('SIGTERM'),
  };
}

/**
 * Restores an archive into the (empty) database in one transaction: all of it or nothing.
 * Owners and privileges are left out, since the roles of the backed-up cluster need not exist
 * here: everything belongs to the role that restores.
 */
export async function runPgRestore(
  binary: string,
  databaseUrl: string,
  archive: string,
): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  const child = spawn(
    binary,
    [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      '--no-password',
      `--dbname=${dbname}`,
      archive,
    ],
    { env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await completion(child, path.basename(binary));
}
