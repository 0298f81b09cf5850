import { table } from './bench-support.js';
import type { FirstFrameBuild } from './frontend-build.js';
import type { FrontEndRun } from './frontend-contest.js';
import { medianOf, type LoadResult } from './load.js';
import type { RasterHttpRow } from './raster-contest.js';
import type { SearchRow } from './search-contest.js';
import { printSchedTraces } from './sched-trace.js';
import type { VectorRow } from './vector-contest.js';
import { printFirstRequests, printNativeFirstRequests } from './first-requests-report.js';

export interface Results {
  vector: (VectorRow & { set: string; tiles: number } & ServerColumns)[];
  simplification: { set: string; plain: LoadResult; simplified: LoadResult }[];
  batching: { set: string; one: LoadResult; together: LoadResult }[];
  revalidation: LoadResult | null;
  /** A bare Fastify process answering the same tile URLs with 100 fixed bytes (HTTP floor). */
  floor: LoadResult | null;
  renderer: {
    set: string;
    tiles: number;
    native: LoadResult;
    gdal: LoadResult;
  }[];
  raster: (RasterHttpRow & { set: string; tiles: number } & ServerColumns)[];
  search: SearchRow | null;
  frontEnd: { cold: FrontEndRun[]; warm: FrontEndRun[]; build: FirstFrameBuild } | null;
  /** How many warm mapserv processes the FastCGI MapServer ran (and QGIS Server as many). */
  fastCgiProcesses: number;
  /** Why the light sets' passes were not traced with perf sched, or null when they were. */
  schedMissing: string | null;
}

/** MapServer FastCGI's and QGIS Server's answers for the same tiles. */
export interface ServerColumns {
  mapserverFcgi: LoadResult | null;
  /** QGIS Server: WMS GetMap, 256² PNG images (vector tiles too: it draws them). */
  qgisFcgi: LoadResult | null;
}

const rate = (r: LoadResult | null) => (r ? r.perSecond.toFixed(0) : '—');
const ms = (v: number) => v.toFixed(v < 10 ? 1 : 0);
const lat = (r: LoadResult | null) => (r ? `${ms(r.p50)} / ${ms(r.p95)}` : '—');
const kb = (r: LoadResult) => (r.bytes / Math.max(1, r.requests) / 1024).toFixed(1);
const failed = (r: LoadResult | null) => (r && r.failures > 0 ? ` (${r.failures} failed)` : '');
/** Our tiles/s over theirs, e.g. "6.2×". */
const ratio = (ours: LoadResult, theirs: LoadResult | null) =>
  theirs && theirs.perSecond > 0 ? `${(ours.perSecond / theirs.perSecond).toFixed(1)}×` : '—';

function printMapServers(results: Results): void {
  console.log(
    `(MapServer CGI: one mapserv process per request. MapServer FastCGI: ${results.fastCgiProcesses} ` +
      "warm mapserv processes\n (Debian's spawn-fcgi) behind nginx, PostGIS connections kept; the " +
      `tile set once after a warm-up pass.\n QGIS Server 3.22: ${results.fastCgiProcesses} warm ` +
      'qgis_mapserv.fcgi processes the same way, asked WMS 1.3.0 GetMap 256² PNG\n (EPSG:3857, ' +
      "the tile's box; rendered images, not MVT, on the vector rows too), a project written here." +
      "\n Waymark ÷ FastCGI / ÷ QGIS: Waymark's tiles/s (vector: tile cache; raster: WebP, caches" +
      ' warm) over theirs (PNG))',
  );
}

/** The MapServer FastCGI and QGIS Server columns: tiles/s, p50 / p95, Waymark's ratio. */
const SERVER_HEADS = [
  'MapServer FastCGI',
  'p50 / p95',
  'Waymark ÷ FastCGI',
  'QGIS Server (WMS PNG)',
  'p50 / p95',
  'Waymark ÷ QGIS',
];
const serverCells = (ours: LoadResult, r: ServerColumns) => [
  rate(r.mapserverFcgi) + failed(r.mapserverFcgi),
  lat(r.mapserverFcgi),
  ratio(ours, r.mapserverFcgi),
  rate(r.qgisFcgi) + failed(r.qgisFcgi),
  lat(r.qgisFcgi),
  ratio(ours, r.qgisFcgi),
];

export function printVector(results: Results): void {
  console.log(
    'Vector tiles (tiles/s; p50 / p95 ms; concurrency 8, after a warm-up pass; PostGIS SQL and ' +
      'uncached: the median of the rounds below)',
  );
  table([
    [
      'set',
      'tiles',
      'PostGIS SQL',
      'p50 / p95',
      'Waymark, tile cache',
      'p50 / p95',
      '÷ SQL',
      'Waymark, uncached',
      'p50 / p95',
      'SQL ÷',
      'MapServer CGI',
      'p50 / p95',
      ...SERVER_HEADS,
      'KB/tile',
    ],
    ...results.vector.map((r) => [
      r.set,
      r.tiles,
      rate(r.sql) + failed(r.sql),
      lat(r.sql),
      rate(r.ours) + failed(r.ours),
      lat(r.ours),
      `${(r.ours.perSecond / r.sql.perSecond).toFixed(2)}×`,
      rate(r.uncached) + failed(r.uncached),
      lat(r.uncached),
      // How many times longer than PostGIS alone a tile takes uncached (the issue: ≤ 1.15×).
      `${(r.sql.perSecond / r.uncached.perSecond).toFixed(2)}×`,
      rate(r.mapserver) + failed(r.mapserver),
      lat(r.mapserver),
      ...serverCells(r.ours, r),
      kb(r.ours),
    ]),
  ]);
  printMapServers(results);
  printFirstRequests(results.vector);
  printNativeFirstRequests(results.vector);
  printSchedTraces(
    results.vector.flatMap((r) => (r.sched ? [{ set: r.set, ...r.sched }] : [])),
    results.schedMissing,
  );
  console.log(
    '\nSimplification (PostGIS SQL: ST_Simplify by one 256-px pixel before ST_AsMVTGeom vs none)',
  );
  table([
    ['set', 'none: tiles/s', 'p50 / p95', 'KB/tile', 'simplified: tiles/s', 'p50 / p95', 'KB/tile'],
    ...results.simplification.map((r) => [
      r.set,
      rate(r.plain),
      lat(r.plain),
      kb(r.plain),
      rate(r.simplified),
      lat(r.simplified),
      kb(r.simplified),
    ]),
  ]);
  console.log(
    '\nLight tiles made together (PostGIS SQL, tiles/s: one statement each at concurrency 8; ' +
      'eight to a statement, two statements at once, as the api batches them)',
  );
  table([
    ['set', 'one each', 'eight together', 'gain'],
    ...results.batching.map((r) => [
      r.set,
      rate(r.one),
      rate(r.together),
      `${(r.together.perSecond / r.one.perSecond).toFixed(2)}×`,
    ]),
  ]);
  const v = results.revalidation;
  if (v)
    console.log(
      `\nRevalidated vector tiles (If-None-Match → 304): ${rate(v)}/s, p50 / p95 ${lat(v)} ms`,
    );
  const f = results.floor;
  if (f)
    console.log(
      `HTTP floor (bare Fastify, 100 fixed bytes, no auth, headers or SQL; same client): ` +
        `${rate(f)}/s, p50 / p95 ${lat(f)} ms`,
    );
}

export function printRaster(results: Results): void {
  console.log('\nRaster renderer, in this process, no block cache (PNG tiles/s; p50 / p95 ms)');
  table([
    [
      'set',
      'tiles',
      'geotiff.js + native decode + sharp',
      'p50 / p95',
      'GDAL per tile',
      'p50 / p95',
    ],
    ...results.renderer.map((r) => [
      r.set,
      r.tiles,
      rate(r.native) + failed(r.native),
      lat(r.native),
      rate(r.gdal) + failed(r.gdal),
      lat(r.gdal),
    ]),
  ]);
  console.log(
    '\nRaster tiles over HTTP (tiles/s; p50 / p95 ms; concurrency 8). WebP: what the web app ' +
      'asks, its\n stored blocks sent as they are; PNG: drawn from decoded blocks. Caches warm / ' +
      'none (RASTER_CACHE_MB=0)',
  );
  table([
    [
      'set',
      'Waymark WebP',
      'p50 / p95',
      'no cache',
      'p50 / p95',
      'Waymark PNG',
      'p50 / p95',
      'no cache',
      'p50 / p95',
      'MapServer CGI',
      ...SERVER_HEADS,
      '304 p50 / p95',
      'KB/tile WebP / PNG',
    ],
    ...results.raster.map((r) => [
      r.set,
      rate(r.stored) + failed(r.stored),
      lat(r.stored),
      rate(r.storedNoCache) + failed(r.storedNoCache),
      lat(r.storedNoCache),
      rate(r.ours) + failed(r.ours),
      lat(r.ours),
      rate(r.oursNoCache) + failed(r.oursNoCache),
      lat(r.oursNoCache),
      rate(r.mapserver) + failed(r.mapserver),
      ...serverCells(r.stored, r),
      lat(r.revalidated),
      `${kb(r.stored)} / ${kb(r.ours)}`,
    ]),
  ]);
  printMapServers(results);
}

export function printSearch(results: Results): void {
  const s = results.search;
  if (!s) return;
  console.log('\nMap search on the 1,000,000-point layer (5 queries × 20, concurrency 4; ms)');
  table([
    ['', 'queries/s', 'p50 / p95'],
    ['no index (sequential scan)', rate(s.withoutIndex), lat(s.withoutIndex)],
    ['btree (prefix) + trigram GiST', rate(s.withIndex), lat(s.withIndex)],
  ]);
  console.log(`building both indexes: ${s.indexSeconds.toFixed(1)} s, ${s.indexMb.toFixed(0)} MB`);
}

function median(values: number[]): number {
  return medianOf(values, (v) => v) ?? 0;
}

export function printFrontEnd(results: Results): void {
  const runs = results.frontEnd;
  if (!runs) return;
  const row = (name: string, list: FrontEndRun[]) => [
    name,
    list.length,
    `${median(list.map((r) => r.scripts))}`,
    `${(median(list.map((r) => r.gzipBytes)) / 1024).toFixed(0)} KB`,
    `${(median(list.map((r) => r.wireBytes)) / 1024).toFixed(0)} KB`,
    `${median(list.map((r) => r.firstFrame)).toFixed(0)} ms`,
    `${median(list.map((r) => r.layersDrawn)).toFixed(0)} ms`,
  ];
  console.log('\nFront end: the demo map in headless Chromium (SwiftShader WebGL), medians');
  table([
    ['cache', 'loads', 'JS files', 'JS gzipped', 'JS as sent (br)', 'first frame', 'layers drawn'],
    row('empty', runs.cold),
    row('warm', runs.warm),
  ]);
  console.log('(JS: the scripts fetched before the first map frame; times from navigation start)');
  const { build } = runs;
  console.log(
    `JavaScript before the first map frame, from the build: ${build.files} files, ` +
      `${(build.gzipBytes / 1024).toFixed(0)} KB gzipped (entry chunk ` +
      `${(build.entryGzipBytes / 1024).toFixed(0)} KB)`,
  );
  console.log(
    "(the entry and its static imports and the map route's chunks; target 600 KB, issue 15. In " +
      'the browser a lazily loaded part may land before or after the first frame)',
  );
}
