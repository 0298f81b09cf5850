import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { createContainer } from '../container.js';
import { createDb } from '../db/database.js';
import { hashPassword } from '../services/password-hasher.js';
import { dropDatabase, freshDatabase, table, timed } from './bench-support.js';
import { csrfCookie, login, startServer } from './bench-server.js';
import { httpGetter, measure, type LoadResult } from './load.js';
import { generateMarkups, MARKUP_AREA } from './markups-data.js';
import { vectorTiles } from './tile-sets.js';
import { pointLayer } from './tiles-data.js';

/**
 * npm run bench -- markups [--markups 10000] [--points 10000] [--requests 200] [--concurrency 4]
 * A map with 10,000 markups, through a real server process: the panel's first page (items=50,
 * and filtered as the panel does) and the map layer's GeoJSON, p50 / p95, beside the same map's
 * plain vector tiles (a point layer of as many features over the same area) measured in the
 * same run. Issue 27's target: under 200 ms p95 on two cores.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    markups: { type: 'string', default: '10000' },
    points: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
    keep: { type: 'boolean', default: false },
  },
});
const NAME = 'waymark_bench_markups';
const concurrency = Number(values.concurrency);
const requests = Number(values.requests);
const baseUrl = loadConfig().DATABASE_URL;
const databaseUrl = await freshDatabase(baseUrl, NAME);
const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
const db = createDb(databaseUrl, 4);
const c = createContainer(db, config, pino({ level: 'warn' }), undefined, undefined, {
  enqueueFile: async () => {},
  enqueuePackArchive: async () => {},
});
const password = 'Bench-Markups-Pass-1';
let stop = async () => {};
try {
  const org = await c.repos.organisations.create({ name: 'Bench' });
  const user = await c.repos.users.create({
    email: 'markups@example.com',
    first_name: 'Markup',
    last_name: 'Bench',
    password_hash: await hashPassword(password),
  });
  await c.repos.users.upsertMembership(user.id, org.id, true);
  const map = await c.repos.maps.create({
    organisation_id: org.id,
    owner_id: user.id,
    name: 'Bench',
    visibility: 'ORG',
  });
  const target = { organisationId: org.id, mapId: map.id, authorId: user.id, assigneeId: user.id };
  const made = await timed(() => generateMarkups(c, target, Number(values.markups)));
  // The map's plain layer: as many points over the same area, loaded as ingest loads a file.
  const layerId = await pointLayer(c, org.id, Number(values.points), MARKUP_AREA);
  await c.repos.mapLayers.attach(map.id, layerId);
  console.log(`${values.markups} markups in ${made.seconds.toFixed(1)} s`);

  const server = await startServer({ DATABASE_URL: databaseUrl }, 8196);
  stop = server.stop;
  const token = await login(server.base, 'markups@example.com', password);
  const auth = { authorization: `Token ${token}`, cookie: await csrfCookie(server.base, token) };
  const http = httpGetter(concurrency);
  const markups = `${server.base}/api/maps/${map.id}/markups`;
  const run = async (urls: string[]): Promise<LoadResult> => {
    const jobs = Array.from({ length: requests }, (_, i) => http.job(urls[i % urls.length]!, auth));
    await measure(jobs.slice(0, concurrency * 2), concurrency);
    return measure(jobs, concurrency);
  };
  const tileUrls = async (z: number) =>
    (await vectorTiles(db, layerId, z, 50)).map(
      (t) => `${server.base}/api/tiles/layers/${layerId}/${t.z}/${t.x}/${t.y}.pbf`,
    );
  const box = `${MARKUP_AREA.west},${MARKUP_AREA.south},-6.3,53.3`;
  const rows: [string, LoadResult][] = [
    ['panel: first page (items=50)', await run([`${markups}/?items=50`])],
    [
      'panel: open + in progress, in view, by due date',
      await run([`${markups}/?items=50&status=open,in_progress&bbox=${box}&ordering=due_date`]),
    ],
    ['panel: search "culvert"', await run([`${markups}/?items=50&search=culvert`])],
    [`map layer: geojson/ (all ${values.markups})`, await run([`${markups}/geojson/`])],
    ['map layer: geojson/ open only', await run([`${markups}/geojson/?status=open`])],
    [`plain tiles z10 (${values.points} points)`, await run(await tileUrls(10))],
    [`plain tiles z14 (${values.points} points)`, await run(await tileUrls(14))],
  ];
  table([
    ['request', 'answers', 'p50 ms', 'p95 ms', 'KB each', 'failures'],
    ...rows.map(([name, r]) => [
      name,
      r.requests,
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      (r.bytes / Math.max(1, r.requests - r.failures) / 1024).toFixed(1),
      r.failures,
    ]),
  ]);
  console.log(
    `Concurrency ${concurrency}. Target (issue 27): p95 under 200 ms for the panel and the map layer.`,
  );
  http.close();
} finally {
  await stop();
  await db.destroy();
  if (!values.keep) await dropDatabase(baseUrl, NAME);
}
