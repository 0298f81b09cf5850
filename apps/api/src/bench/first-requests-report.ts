import { table } from './bench-support.js';
import { medianOf, type LoadResult } from './load.js';
import type { CpuUse } from './process-cpu.js';
import type { NativeRound } from './first-request-rounds.js';
import type { VectorRow } from './vector-contest.js';

type Row = VectorRow & { set: string };

/** CPU ms per tile by `kinds` over all the rounds' passes, e.g. "0.21 + 0.09". */
function cpuPerTile(passes: { load: LoadResult; cpu: CpuUse }[], kinds: (keyof CpuUse)[]): string {
  const requests = passes.reduce((n, p) => n + p.load.requests, 0);
  return kinds
    .map((k) => ((1000 * passes.reduce((t, p) => t + p.cpu[k], 0)) / requests).toFixed(2))
    .join(' + ');
}

/** The columns both tables of rounds have, after their passes' tiles/s. */
const COMPARED = [
  'time ÷ PostGIS alone',
  'median',
  'CPU, PostGIS alone',
  'idle',
  'CPU, Waymark',
  'idle',
];

/** Each round's time ÷ PostGIS alone, their median, and each side's CPU and idle per tile. */
function compared(rounds: readonly NativeRound[]): string[] {
  const ratios = rounds.map((x) => x.sql.perSecond / x.uncached.perSecond);
  const sql = rounds.map((x) => ({ load: x.sql, cpu: x.sqlCpu }));
  const ours = rounds.map((x) => ({ load: x.uncached, cpu: x.uncachedCpu }));
  return [
    sortedRatios(ratios),
    `${median(ratios).toFixed(2)}×`,
    cpuPerTile(sql, ['postgres', 'client']),
    cpuPerTile(sql, ['idle']),
    cpuPerTile(ours, ['server', 'postgres', 'client']),
    cpuPerTile(ours, ['idle']),
  ];
}

/**
 * The light sets' first requests beside PostGIS alone, round by round, and what each cost in CPU
 * on the two cores: where the time of a first request goes.
 */
export function printFirstRequests(vector: readonly Row[]): void {
  const rows = vector.filter((r) => r.light);
  if (rows.length === 0) return;
  console.log(
    '\nFirst requests of light tiles: PostGIS alone and Waymark without its tile cache in ' +
      'alternating rounds\n(tiles/s, median and range; time ÷ PostGIS alone per round, sorted; CPU ' +
      'ms per tile: PostgreSQL + client for PostGIS alone, api + PostgreSQL + client for Waymark; ' +
      'idle: the two cores’ idle ms per tile; prepared: PostGIS alone with a named statement, as ' +
      'the api sends it, in the same rounds)',
  );
  table([
    [
      'set',
      'rounds',
      'PostGIS alone',
      'Waymark, first request',
      ...COMPARED,
      'PostGIS alone, prepared',
      'time ÷ prepared',
    ],
    ...rows.map((r) => {
      const toPrepared = r.rounds.map((x) => x.prepared.perSecond / x.uncached.perSecond);
      return [
        r.set,
        r.rounds.length,
        span(r.rounds.map((x) => x.sql)),
        span(r.rounds.map((x) => x.uncached)),
        ...compared(r.rounds),
        span(r.rounds.map((x) => x.prepared)),
        `${median(toPrepared).toFixed(2)}× (${Math.min(...toPrepared).toFixed(2)}–${Math.max(...toPrepared).toFixed(2)})`,
      ];
    }),
  ]);
}

/** Tiles/s of passes: the median and the range, e.g. "3464/s (2790–3848)". */
function span(list: LoadResult[]): string {
  const rates = list.map((l) => l.perSecond);
  return `${median(rates).toFixed(0)}/s (${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)})`;
}

/** Time ÷ PostGIS alone per round, sorted, e.g. "1.02 1.09 1.14". */
const sortedRatios = (ratios: number[]) =>
  [...ratios]
    .sort((a, b) => a - b)
    .map((v) => v.toFixed(2))
    .join(' ');

/**
 * The light sets' first requests again from native clients in the same rounds: PostGIS alone
 * from pgbench, Waymark from wrk (native-load.ts). The clients take less of the shared cores, so
 * the servers' own time shows more.
 */
export function printNativeFirstRequests(vector: readonly Row[]): void {
  const rows = vector
    .filter((r) => r.light)
    .map((r) => ({ set: r.set, rounds: r.rounds.flatMap((x) => (x.native ? [x.native] : [])) }))
    .filter((r) => r.rounds.length > 0);
  if (rows.length === 0) return;
  console.log(
    '\nThe same rounds from native clients: PostGIS alone from pgbench (extended protocol, as pg ' +
      'sends a plain query), Waymark from wrk\n(8 connections each; tiles/s, median and range; ' +
      'p50 / p95 ms of the median round; time ÷ PostGIS alone per round, sorted; CPU ms per tile ' +
      'as above)',
  );
  const latency = (list: LoadResult[]) => {
    const mid = medianOf(list, (l) => l.perSecond)!;
    return `${mid.p50.toFixed(1)} / ${mid.p95.toFixed(1)}`;
  };
  table([
    [
      'set',
      'rounds',
      'PostGIS alone (pgbench)',
      'p50 / p95',
      'Waymark, first request (wrk)',
      'p50 / p95',
      ...COMPARED,
    ],
    ...rows.map(({ set, rounds }) => [
      set,
      rounds.length,
      span(rounds.map((x) => x.sql)),
      latency(rounds.map((x) => x.sql)),
      span(rounds.map((x) => x.uncached)),
      latency(rounds.map((x) => x.uncached)),
      ...compared(rounds),
    ]),
  ]);
}

function median(values: number[]): number {
  return medianOf(values, (v) => v) ?? 0;
}
