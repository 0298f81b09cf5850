import { execFile } from 'node:child_process';
import { access, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { percentile, type LoadResult } from './load.js';

/*
 * Load from wrk and pgbench, the field's own generators for HTTP servers and PostgreSQL (both in
 * C; Debian's wrk, PostgreSQL's pgbench). The client shares the two cores with the servers it
 * measures: on a small tile the Node HTTP client took 0.17-0.21 ms, pg's 0.10-0.14, wrk
 * 0.03-0.04 and pgbench 0.06-0.07.
 */

const run = promisify(execFile);

const PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';
/** pgbench's connections name themselves so, and are waited for when they end. */
const PGBENCH_APP = 'waymark-bench-pgbench';

export interface NativePass {
  /** Where the scripts and logs go. */
  work: string;
  connections: number;
  /** Whole seconds (wrk's -d). */
  seconds: number;
}

/** The load of one tile set, its scripts written once for all its passes (nativeScripts). */
export interface NativeScripts {
  /** wrk's Lua script: the set's paths in turn, with the headers. */
  wrk: string;
  /** pgbench's script, and the parameters it is given as text (-D). */
  pgbench: { file: string; defines: string[] };
}

/**
 * Writes the scripts of a set into `work`: wrk asks `paths` in turn with `headers`; pgbench
 * sends `statements` (see pgbenchScript).
 */
export async function nativeScripts(
  work: string,
  statements: readonly CompiledQuery[],
  paths: readonly string[],
  headers: Record<string, string>,
): Promise<NativeScripts> {
  const wrk = path.join(work, 'wrk.lua');
  // An ASCII string in JSON is one in Lua too (the paths and headers are ASCII).
  const lua = (text: string) => JSON.stringify(text);
  await writeFile(
    wrk,
    [
      `local paths = { ${paths.map(lua).join(', ')} }`,
      ...Object.entries(headers).map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`),
      'local i = 0',
      'request = function() i = i % #paths + 1; return wrk.format("GET", paths[i]) end',
      'done = function(s, latency)',
      '  local e = s.errors',
      '  io.write(string.format("RESULT %d %d %d %d %d %d\\n", s.requests, s.duration, s.bytes,',
      '    latency:percentile(50), latency:percentile(95),',
      '    e.connect + e.read + e.write + e.status + e.timeout))',
      'end',
    ].join('\n'),
  );
  const { script, defines } = pgbenchScript(statements);
  const file = path.join(work, 'pgbench.sql');
  await writeFile(file, script);
  return { wrk, pgbench: { file, defines } };
}

/** The wrk script's requests on `base`, over `pass.connections` keep-alive connections (one thread). */
export async function wrkPass(
  pass: NativePass,
  base: string,
  scripts: NativeScripts,
): Promise<LoadResult> {
  const { stdout } = await run('wrk', [
    '-t1',
    `-c${pass.connections}`,
    `-d${pass.seconds}s`,
    '-s',
    scripts.wrk,
    base,
  ]);
  const m = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(stdout);
  if (!m) throw new Error(`wrk: no result in ${stdout}`);
  const [requests, micros, bytes, p50, p95, failures] = m.slice(1).map(Number) as number[];
  const seconds = micros! / 1e6;
  return {
    requests: requests!,
    seconds,
    perSecond: requests! / seconds,
    p50: p50! / 1000,
    p95: p95! / 1000,
    bytes: bytes!,
    failures: failures!,
  };
}

/**
 * The pgbench script's statements, one per transaction chosen at random, from
 * `pass.connections` clients sending them as the api's pg client sends a plain query (extended
 * protocol, unnamed statement). `pool` finds pgbench's backends, to wait for their end.
 */
export async function pgbenchPass(
  pass: NativePass,
  databaseUrl: string,
  pool: pg.Pool,
  { pgbench }: NativeScripts,
): Promise<LoadResult> {
  const logPrefix = path.join(pass.work, 'pgbench_log');
  await removeLogs(pass.work);
  const ended = run(
    PGBENCH,
    [
      '-n',
      `-c${pass.connections}`,
      '-j1',
      `-T${pass.seconds}`,
      '-Mextended',
      ...pgbench.defines.flatMap((d) => ['-D', d]),
      '-l',
      `--log-prefix=${logPrefix}`,
      '-f',
      pgbench.file,
      databaseUrl,
    ],
    { env: { ...process.env, PGAPPNAME: PGBENCH_APP } },
  );
  const backends = await pgbenchBackends(pool, ended);
  const { stdout } = await ended;
  // Their CPU reaches the postmaster's count of its children once they are gone (withCpu).
  await gone(backends);
  const latencies: number[] = [];
  for (const name of await readdir(pass.work)) {
    if (!name.startsWith('pgbench_log')) continue;
    for (const line of (await readFile(path.join(pass.work, name), 'utf8')).split('\n')) {
      const fields = line.split(' ');
      if (fields.length > 3) latencies.push(Number(fields[2]) / 1000);
    }
  }
  latencies.sort((a, b) => a - b);
  const failed = /number of failed transactions: (\d+)/.exec(stdout);
  return {
    requests: latencies.length,
    seconds: pass.seconds,
    perSecond: latencies.length / pass.seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    bytes: 0,
    failures: failed ? Number(failed[1]) : 0,
  };
}

/**
 * One pgbench script for all the statements: a random one per transaction (an \if chain over
 * its number), each parameter a variable. The statements must share their text; parameters that
 * differ between them must be integers (pgbench's \set), the rest go as text (-D), as pg sends
 * them.
 */
export function pgbenchScript(statements: readonly CompiledQuery[]) {
  const [first] = statements;
  if (!first || statements.some((s) => s.sql !== first.sql)) {
    throw new Error('pgbench: the statements must be one text with other parameters');
  }
  const count = first.parameters.length;
  const varies = Array.from({ length: count }, (_, i) =>
    statements.some((s) => s.parameters[i] !== first.parameters[i]),
  );
  const defines: string[] = [];
  varies.forEach((v, i) => {
    if (!v) defines.push(`p${i + 1}=${String(first.parameters[i])}`);
  });
  const lines = [`\\set i random(0, ${statements.length - 1})`];
  statements.forEach((s, n) => {
    lines.push(`${n === 0 ? '\\if' : '\\elif'} :i = ${n}`);
    varies.forEach((v, i) => {
      const value = s.parameters[i];
      if (!v) return;
      if (!Number.isInteger(value))
        throw new Error(`pgbench: parameter ${i + 1} is not an integer`);
      lines.push(`\\set p${i + 1} ${String(value)}`);
    });
  });
  lines.push('\\endif');
  // $n parameters become variables; pgbench sends them as parameters again.
  lines.push(`${first.sql.replace(/\$(\d+)/g, ':p$1').replace(/\s+/g, ' ')};`);
  return { script: `${lines.join('\n')}\n`, defines };
}

/** The pids of pgbench's backends, read once they are all connected (or pgbench has ended). */
async function pgbenchBackends(pool: pg.Pool, ended: Promise<unknown>): Promise<number[]> {
  let done = false;
  void ended.finally(() => (done = true)).catch(() => undefined);
  let pids: number[] = [];
  for (let tries = 0; tries < 50 && !done; tries++) {
    await new Promise((r) => setTimeout(r, 50));
    const { rows } = await pool.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [PGBENCH_APP],
    );
    if (rows.length > pids.length) pids = rows.map((r) => r.pid);
    else if (pids.length > 0) break;
  }
  return pids;
}

/** Waits until the processes are reaped (a zombie keeps its /proc entry). */
async function gone(pids: readonly number[]): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const alive = await Promise.all(
      pids.map((pid) =>
        access(`/proc/${pid}`).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (!alive.includes(true)) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function removeLogs(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.startsWith('pgbench_log')) await rm(path.join(dir, name));
  }
}
