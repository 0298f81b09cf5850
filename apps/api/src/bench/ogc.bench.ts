import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { createContainer } from '../container.js';
import { createDb } from '../db/database.js';
import { hashPassword } from '../services/password-hasher.js';
import { dropDatabase, freshDatabase, run, table, timed } from './bench-support.js';
import { login, startServer } from './bench-server.js';
import { pointLayer } from './tiles-data.js';

/**
 * npm run bench -- ogc [--points 1000000] [--pages 100] [--limit 1000]
 * OGC API – Features items of a generated point layer, paged with limit=`limit` by following
 * next links (keyset on fid, never OFFSET) for `pages` pages from the start and from 90 % of
 * the way in, with an access key as QGIS sends it (Basic); beside ogr2ogr reading the same
 * rows straight from PostGIS (PG:) and ogr2ogr reading through our OAPIF, both to GeoJSONSeq.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    points: { type: 'string', default: '1000000' },
    pages: { type: 'string', default: '100' },
    limit: { type: 'string', default: '1000' },
  },
});
const count = Number(values.points);
const pages = Number(values.pages);
const limit = Number(values.limit);
const DB_NAME = 'waymark_bench_ogc';

const baseUrl = loadConfig().DATABASE_URL;
const databaseUrl = await freshDatabase(baseUrl, DB_NAME);
const db = createDb(databaseUrl, 4);
const c = createContainer(
  db,
  loadConfig({ ...process.env, DATABASE_URL: databaseUrl }),
  pino({ level: 'warn' }),
  undefined,
  undefined,
  {
    enqueueFile: async () => {},
    enqueuePackArchive: async () => {},
  },
);
const org = await c.repos.organisations.create({ name: 'Bench' });
const password = 'Bench-Ogc-Pass-1';
const user = await c.repos.users.create({
  email: 'ogc@example.com',
  first_name: 'Ogc',
  last_name: 'Bench',
  password_hash: await hashPassword(password),
});
await c.repos.users.upsertMembership(user.id, org.id, false);

console.log(`Generating ${count.toLocaleString('en')} points...`);
const made = await timed(() => pointLayer(c, org.id, count));
const layerId = made.value;
console.log(`  ${made.seconds.toFixed(1)} s`);
await db.destroy();

const server = await startServer({ DATABASE_URL: databaseUrl }, 8195);
const token = await login(server.base, 'ogc@example.com', password);
const created = await fetch(`${server.base}/api/access-keys/`, {
  method: 'POST',
  headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Bench',
    expires_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
  }),
});
if (!created.ok) throw new Error(`access key: ${created.status} ${await created.text()}`);
const { key } = (await created.json()) as { key: string };
const authorization = `Basic ${Buffer.from(`bench:${key}`).toString('base64')}`;
const collection = `${server.base}/api/ogc/organisations/${org.id}/collections/${layerId}`;

interface Page {
  features: { id: number }[];
  numberMatched?: number;
  links: { rel: string; href: string }[];
}

/** `pages` pages from `url` on, following next links; per-page latencies in seconds. */
async function walk(url: string): Promise<{ latencies: number[]; items: number; seconds: number }> {
  const latencies: number[] = [];
  let items = 0;
  let next: string | undefined = url;
  const start = process.hrtime.bigint();
  for (let i = 0; i < pages && next; i += 1) {
    const r = await timed(async () => {
      const res = await fetch(next!, { headers: { authorization } });
      if (!res.ok) throw new Error(`items: ${res.status} ${await res.text()}`);
      return (await res.json()) as Page;
    });
    latencies.push(r.seconds);
    items += r.value.features.length;
    next = r.value.links.find((l) => l.rel === 'next')?.href;
  }
  return { latencies, items, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

const first = await walk(`${collection}/items?limit=${limit}`);
// Deep inside: a cursor 90 % of the way through the fids, as a next link would carry it.
const firstPage = (await (
  await fetch(`${collection}/items?limit=1`, { headers: { authorization } })
).json()) as Page;
const deepCursor = firstPage.features[0]!.id - 1 + Math.floor(count * 0.9);
const deep = await walk(`${collection}/items?limit=${limit}&cursor=${deepCursor}`);

// GDAL straight from PostGIS: the same rows, the same attributes, degrees, one process.
const pgUrl = new URL(databaseUrl);
const pgConn =
  `PG:host=${pgUrl.hostname} port=${pgUrl.port} dbname=${DB_NAME} ` +
  `user=${decodeURIComponent(pgUrl.username)} password=${decodeURIComponent(pgUrl.password)}`;
const gdalPg = await timed(() =>
  run(
    'ogr2ogr',
    [
      '-f',
      'GeoJSONSeq',
      '/dev/null',
      pgConn,
      '-sql',
      `select fid, properties->>'name' as name, (properties->>'value')::int as value, sub_layer, ` +
        `st_transform(geom, 4326) as geom from features where layer_id = ${layerId} order by fid`,
    ],
    { maxBuffer: 1 << 26 },
  ),
);
// GDAL through our OAPIF: its own paging (next links), Basic authentication with the key.
const gdalOapif = await timed(() =>
  run(
    'ogr2ogr',
    [
      '--config',
      'GDAL_HTTP_AUTH',
      'BASIC',
      '--config',
      'GDAL_HTTP_USERPWD',
      `bench:${key}`,
      '-oo',
      `PAGE_SIZE=${limit}`,
      '-f',
      'GeoJSONSeq',
      '/dev/null',
      `OAPIF:${server.base}/api/ogc/organisations/${org.id}`,
      String(layerId),
    ],
    { maxBuffer: 1 << 26, env: { ...process.env, GDAL_HTTP_TIMEOUT: '120' } },
  ),
);
await server.stop();

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) =>
  sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (s: number) => `${(s * 1000).toFixed(1)} ms`;
const rate = (items: number, s: number) => `${Math.round(items / s).toLocaleString('en')} items/s`;
const row = (name: string, w: Awaited<ReturnType<typeof walk>>, note: string) => [
  name,
  rate(w.items, w.seconds),
  ms(pct(w.latencies, 0.5)),
  ms(pct(w.latencies, 0.95)),
  ms(Math.max(...w.latencies)),
  note,
];

console.log(
  `\nOGC API – Features items: ${count.toLocaleString('en')} points, limit=${limit}, ` +
    `${pages} pages each walk (keyset cursor on fid), Basic auth with an access key.`,
);
table([
  ['', 'rate', 'p50 page', 'p95 page', 'max page', 'note'],
  row('Waymark /items from the start', first, `${first.items} items, first page counts`),
  row('Waymark /items from 90 % in', deep, `${deep.items} items, cursor=${deepCursor}`),
  [
    'ogr2ogr PG: → GeoJSONSeq',
    rate(count, gdalPg.seconds),
    '',
    '',
    '',
    `whole table, ${gdalPg.seconds.toFixed(1)} s`,
  ],
  [
    'ogr2ogr OAPIF (ours) → GeoJSONSeq',
    rate(count, gdalOapif.seconds),
    '',
    '',
    '',
    `whole layer through next links, ${gdalOapif.seconds.toFixed(1)} s`,
  ],
]);
await dropDatabase(baseUrl, DB_NAME);
