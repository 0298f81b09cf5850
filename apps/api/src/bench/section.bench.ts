import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig, ROOT_DIR } from '../config.js';
import { createContainer } from '../container.js';
import { createDb } from '../db/database.js';
import { hashPassword } from '../services/password-hasher.js';
import { loadPrincipal } from '../services/principal.js';
import { SectionService } from '../services/section.service.js';
import { CogReader } from '../tiles/cog-reader.js';
import { samplePoints, sectionLine } from '../tiles/section-line.js';
import { xToLon, yToLat } from '../tiles/tile-math.js';
import { dropDatabase, freshDatabase, run, table, timed } from './bench-support.js';
import { login, startServer } from './bench-server.js';
import { dtmLayer, generateDtm } from './section-data.js';

/**
 * npm run bench -- section [--size 7200] [--length-km 10] [--runs 5]
 * GET maps/:id/section/ on a line of `length-km` (diagonal) over a generated 1 m DTM of size²
 * pixels: in process (cold: a new reader, nothing decoded; warm: blocks cached) and over HTTP
 * against the real server, beside GDAL reading the same points (gdallocationinfo, one process).
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    size: { type: 'string', default: '7200' },
    'length-km': { type: 'string', default: '10' },
    runs: { type: 'string', default: '5' },
  },
});
const size = Number(values.size);
const runs = Number(values.runs);
const work = path.join(ROOT_DIR, 'var/bench/section');
await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });

const baseUrl = loadConfig().DATABASE_URL;
const databaseUrl = await freshDatabase(baseUrl, 'waymark_bench_section');
const storageDir = path.join(work, 'storage');
const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, STORAGE_DIR: storageDir });
const db = createDb(databaseUrl, 4);
const c = createContainer(db, config, pino({ level: 'warn' }), undefined, undefined, {
  enqueueFile: async () => {},
});
const org = await c.repos.organisations.create({ name: 'Bench' });
const password = 'Bench-Section-Pass-1';
const user = await c.repos.users.create({
  email: 'section@example.com',
  first_name: 'Section',
  last_name: 'Bench',
  password_hash: await hashPassword(password),
});
await c.repos.users.upsertMembership(user.id, org.id, false);
const map = await c.repos.maps.create({
  organisation_id: org.id,
  owner_id: user.id,
  name: 'Bench',
  visibility: 'ORG',
});

console.log(`Generating a ${size}² Float32 DTM (1 m pixels) as a COG...`);
const made = await timed(() => generateDtm(path.join(work, 'dtm'), size));
const dtm = made.value;
await dtmLayer(c, org.id, map.id, dtm);
console.log(`  ${made.seconds.toFixed(1)} s`);

// A diagonal from near the north-west corner: `length-km` on the ground (1 m pixels).
const side = (Number(values['length-km']) * 1000) / Math.SQRT2;
const start = { x: dtm.originX + 64.3 * dtm.pixel, y: dtm.originY - 64.7 * dtm.pixel };
const end = { x: start.x + side * dtm.pixel, y: start.y - side * dtm.pixel };
const vertices: [number, number][] = [
  [xToLon(start.x), yToLat(start.y)],
  [xToLon(end.x), yToLat(end.y)],
];
const principal = await loadPrincipal(c.repos.users, user.id);
const serviceWith = (reader: CogReader) =>
  new SectionService(c.services.maps, c.repos.dtms, reader);
const newReader = () =>
  new CogReader(c.storage, { blockCacheBytes: 128 * 1024 ** 2, cogCacheSize: 16 });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (seconds: number) => `${(seconds * 1000).toFixed(0)} ms`;

// In process: cold (a new reader each time: COG structure read, every block decoded) and warm.
const cold: number[] = [];
let answer = await serviceWith(newReader()).section(principal, map.id, vertices);
for (let i = 0; i < runs; i += 1) {
  cold.push(
    (await timed(() => serviceWith(newReader()).section(principal, map.id, vertices))).seconds,
  );
}
const warmService = serviceWith(newReader());
await warmService.section(principal, map.id, vertices);
const warm: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const r = await timed(() => warmService.section(principal, map.id, vertices));
  warm.push(r.seconds);
  answer = r.value;
}
const series = answer.dtms[0]!.series;

// Over HTTP: the real server; its first request decodes every block, the next ones are cached.
const server = await startServer({ DATABASE_URL: databaseUrl, STORAGE_DIR: storageDir }, 8194);
const token = await login(server.base, 'section@example.com', password);
const url = `${server.base}/api/maps/${map.id}/section/?line=${encodeURIComponent(vertices.map((v) => v.join(',')).join(';'))}`;
const fetchSection = async () => {
  const res = await fetch(url, { headers: { authorization: `Token ${token}` } });
  if (!res.ok) throw new Error(`section: ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
};
const httpCold = await timed(fetchSection);
const httpWarm: number[] = [];
for (let i = 0; i < runs; i += 1) httpWarm.push((await timed(fetchSection)).seconds);
await server.stop();

// GDAL: the same points (the full-resolution level, one pixel apart) in one gdallocationinfo.
const line = sectionLine(vertices);
const points = samplePoints(
  line,
  { minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity },
  dtm.pixel,
);
const coords = path.join(work, 'points.txt');
await writeFile(coords, points.x.map((x, k) => `${x} ${points.y[k]}`).join('\n') + '\n');
const gdal: number[] = [];
let gdalValues: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const r = await timed(() =>
    run('sh', ['-c', `gdallocationinfo -valonly -geoloc '${dtm.cogPath}' < '${coords}'`], {
      maxBuffer: 1 << 26,
    }),
  );
  gdal.push(r.seconds);
  gdalValues = r.value.stdout.trim().split('\n').map(Number);
}
const diffs = series
  .map(([, z], k) =>
    z === null || !Number.isFinite(gdalValues[k]!) ? null : Math.abs(z - gdalValues[k]!),
  )
  .filter((d): d is number => d !== null);

console.log(
  `\nSection: ${(answer.length_m / 1000).toFixed(3)} km line, ${series.length} samples ` +
    `(${answer.dtms[0]!.step_m} m apart) over a ${size}² 1 m DTM; medians of ${runs}.`,
);
table([
  ['', 'time', 'note'],
  ['Waymark in process, cold', ms(median(cold)), 'new reader: COG opened, every block decoded'],
  ['Waymark in process, warm', ms(median(warm)), 'blocks in the cache'],
  [
    'Waymark HTTP, first request',
    ms(httpCold.seconds),
    `${(httpCold.value / 1024).toFixed(0)} KB JSON`,
  ],
  ['Waymark HTTP, warm', ms(median(httpWarm)), 'real server, auth, JSON'],
  ['GDAL gdallocationinfo', ms(median(gdal)), 'same points, one process, nearest pixel'],
]);
console.log(
  `Agreement with GDAL (ours bilinear, GDAL nearest): mean |Δ| ${(diffs.reduce((a, b) => a + b, 0) / diffs.length).toFixed(3)} m, ` +
    `max ${Math.max(...diffs).toFixed(3)} m over ${diffs.length} points; ${gdalValues.length} GDAL values.`,
);
await db.destroy();
await dropDatabase(baseUrl, 'waymark_bench_section');
