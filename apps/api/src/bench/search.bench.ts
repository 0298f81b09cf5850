import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { createContainer } from '../container.js';
import { createDb } from '../db/database.js';
import { boundsToBox } from '../tiles/tile-math.js';
import { dropDatabase, freshDatabase, table, timed } from './bench-support.js';
import { measure } from './load.js';
import { QUERIES } from './search-contest.js';
import { pointLayer } from './tiles-data.js';

/**
 * npm run bench -- search [--points 1000000] [--rounds 20] [--keep]
 * Map search on a generated layer of 'MP <n>' points: each query (exact, prefix, substring,
 * fuzzy) at concurrency 4 with its p50 / p95, in the repository as the API calls it.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    points: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});
const NAME = 'waymark_bench_search';
const baseUrl = loadConfig().DATABASE_URL;
const databaseUrl = await freshDatabase(baseUrl, NAME);
const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
const db = createDb(databaseUrl, 4);
const c = createContainer(db, config, pino({ level: 'warn' }), undefined, undefined, {
  enqueueFile: async () => {},
});
try {
  const org = await c.repos.organisations.create({ name: 'Bench' });
  const made = await timed(() => pointLayer(c, org.id, Number(values.points)));
  const layerId = made.value;
  const indexed = await timed(() => c.repos.searchIndexes.ensure(layerId, 'name'));
  console.log(
    `${values.points} points in ${made.seconds.toFixed(1)} s; search indexes in ${indexed.seconds.toFixed(1)} s`,
  );
  const layer = [{ id: layerId, field: 'name' }];
  const view = boundsToBox([2, 45, 12, 52]);
  const rounds = Number(values.rounds);
  const rows: (string | number)[][] = [['query', 'results', 'p50 ms', 'p95 ms']];
  const all: (() => Promise<number>)[] = [];
  for (const query of QUERIES) {
    const job = async () => (await c.repos.featureSearch.search(layer, query, view, 20)).length;
    const results = await job();
    const jobs = Array.from({ length: rounds }, () => job);
    all.push(...jobs);
    const r = await measure(jobs, 4);
    rows.push([query, results, r.p50.toFixed(0), r.p95.toFixed(0)]);
  }
  const mixed = await measure(all, 4);
  rows.push(['all, mixed', '', mixed.p50.toFixed(0), mixed.p95.toFixed(0)]);
  table(rows);
} finally {
  await db.destroy();
  if (!values.keep) await dropDatabase(baseUrl, NAME);
}
