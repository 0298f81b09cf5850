import { BATCH_BELOW_MS } from '../tiles/batched-vector-tiles.js';
import { measure, repeatTo, type LoadResult } from './load.js';
import { pgbenchPass, wrkPass, type NativeScripts } from './native-load.js';
import { withCpu, type CpuUse } from './process-cpu.js';
import { traceDuring } from './sched-trace.js';
import type { VectorContest } from './vector-contest.js';

/**
 * A pass of PostGIS alone, one of first requests and one of PostGIS alone with the statement
 * prepared; the CPU of the first two.
 */
export interface FirstRequestRound {
  sql: LoadResult;
  sqlCpu: CpuUse;
  uncached: LoadResult;
  uncachedCpu: CpuUse;
  prepared: LoadResult;
  /** On a light set, the same two from native clients: pgbench and wrk. */
  native: NativeRound | null;
}

export interface NativeRound {
  sql: LoadResult;
  sqlCpu: CpuUse;
  uncached: LoadResult;
  uncachedCpu: CpuUse;
}

/** PostGIS alone from pgbench and first requests from wrk: the same tiles, in native clients. */
async function nativeRound(c: VectorContest, scripts: NativeScripts): Promise<NativeRound> {
  const { native } = c;
  const sql = await withCpu(c.noCachePid, () =>
    pgbenchPass(native, native.databaseUrl, c.pool, scripts),
  );
  const uncached = await withCpu(c.noCachePid, () => wrkPass(native, c.baseNoCache, scripts));
  return { sql: sql.result, sqlCpu: sql.cpu, uncached: uncached.result, uncachedCpu: uncached.cpu };
}

/**
 * PostGIS alone and our endpoint without its tile cache, each warmed with a pass, then measured
 * in alternating rounds: `c.rounds` on a light set (PostGIS alone's p50 under BATCH_BELOW_MS, the
 * api's own line between light and heavy tiles), one on a heavy set. On these shared cores the
 * same pass runs up to twice as fast from one minute to the next; passes taken side by side in
 * rounds see the same machine.
 */
export async function firstRequestRounds(
  c: VectorContest,
  sqlLoad: (() => Promise<number>)[],
  uncachedLoad: (() => Promise<number>)[],
  preparedLoad: (() => Promise<number>)[],
  nativeScripts: NativeScripts,
): Promise<{ light: boolean; rounds: FirstRequestRound[] }> {
  const warm = await measure(sqlLoad, c.concurrency);
  await measure(uncachedLoad, c.concurrency);
  await measure(preparedLoad, c.concurrency);
  const light = warm.p50 < BATCH_BELOW_MS;
  if (light) await nativeRound(c, nativeScripts);
  const count = light ? c.rounds : 1;
  const rounds: FirstRequestRound[] = [];
  for (let i = 0; i < count; i++) {
    const sql = await withCpu(c.noCachePid, () => measure(sqlLoad, c.concurrency));
    const uncached = await withCpu(c.noCachePid, () => measure(uncachedLoad, c.concurrency));
    const prepared = await measure(preparedLoad, c.concurrency);
    rounds.push({
      sql: sql.result,
      sqlCpu: sql.cpu,
      uncached: uncached.result,
      uncachedCpu: uncached.cpu,
      prepared,
      native: light ? await nativeRound(c, nativeScripts) : null,
    });
  }
  return { light, rounds };
}

/**
 * Seconds of requests in a traced pass, at the fastest rate its rounds ran: the recording starts
 * a quarter second in and lasts one, and the pass must outlast it even on a faster minute.
 */
const TRACED_PASS_SECONDS = 2.5;

/** Where the cores went in a pass of PostGIS alone and one of first requests (perf sched). */
export async function lightSetTraces(
  c: VectorContest,
  rounds: readonly FirstRequestRound[],
  sqlLoad: (() => Promise<number>)[],
  uncachedLoad: (() => Promise<number>)[],
) {
  const pass = (jobs: (() => Promise<number>)[], perSecond: number[]) => () =>
    measure(repeatTo(jobs, Math.ceil(TRACED_PASS_SECONDS * Math.max(...perSecond))), c.concurrency);
  const sqlRates = rounds.map((r) => r.sql.perSecond);
  const uncachedRates = rounds.map((r) => r.uncached.perSecond);
  return {
    sql: (await traceDuring(c.noCachePid, pass(sqlLoad, sqlRates))).trace,
    uncached: (await traceDuring(c.noCachePid, pass(uncachedLoad, uncachedRates))).trace,
  };
}
