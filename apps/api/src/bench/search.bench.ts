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
import { FeatureSearchRepository } from '../repositories/feature-search.repository.js';

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
  enqueuePackArchive: async () => {},
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
  // The baseline reads every tier both ways, `limit` rows each (the search before issue 16).
  const baseline = new FeatureSearchRepository(c.db, undefined, {
    overscan: 1,
    alwaysInView: true,
  });
  const rows: (string | number)[][] = [
    ['query', 'results', 'p50 ms', 'p95 ms', 'baseline p50', 'baseline p95'],
  ];
  const all: (() => Promise<number>)[][] = [[], []];
  for (const query of QUERIES) {
    const figures = [];
    for (const [k, repo] of [c.repos.featureSearch, baseline].entries()) {
      const job = async () => (await repo.search(layer, query, view, 20)).length;
      await job();
      const jobs = Array.from({ length: rounds }, () => job);
      all[k]!.push(...jobs);
      figures.push(await measure(jobs, 4));
    }
    const results = (await c.repos.featureSearch.search(layer, query, view, 20)).length;
    rows.push([query, results, ...figures.flatMap((r) => [r.p50.toFixed(0), r.p95.toFixed(0)])]);
  }
  const mixed = [await measure(all[0]!, 4), await measure(all[1]!, 4)];
  rows.push(['all, mixed', '', ...mixed.flatMap((r) => [r.p50.toFixed(0), r.p95.toFixed(0)])]);
  table(rows);
  console.log('Target (issue 16): p50 < 100 ms and p95 < 250 ms for every query, concurrency 4.');
} finally {
  await db.destroy();
  if (!values.keep) await dropDatabase(baseUrl, NAME);
}
