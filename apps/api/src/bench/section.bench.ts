import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig, ROOT_DIR } from '../config.js';
import { createContainer } from '../container.js';
import { createDb } from '../db/database.js';
import { hashPassword } from '../services/password-hasher.js';
import { loadPrincipal } from '../policies/principal.js';
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
 * pixels, in process and over HTTP against the real server, beside GDAL reading the same points
 * (gdallocationinfo, one process). Cold is really cold: a new reader (no COG structure, no
 * decoded block) and the COG dropped from the OS page cache (GNU dd's nocache), so that every
 * byte comes from the disk; over HTTP, a freshly started server's first request. Warm: the
 * blocks decoded and cached. The machine is shared: the load average and the CPU time the cold
 * request took (all threads) are printed beside the wall times.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    size: { type: 'string', default: '7200' },
    'length-km': { type: 'string', default: '10' },
    runs: { type: 'string', default: '5' },
    'http-cold-runs': { type: 'string', default: '3' },
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
  enqueuePackArchive: async () => {},
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

/** Drops the COG from the OS page cache (its inode: the storage link too); cached bytes after. */
const evict = async (): Promise<string> => {
  await run('dd', [`if=${dtm.cogPath}`, 'iflag=nocache', 'count=0', 'status=none']);
  const resident = await run('fincore', ['--bytes', '--noheadings', '--output', 'RES', dtm.cogPath])
    .then((r) => `${r.stdout.trim()} B`)
    .catch(() => 'unknown');
  return resident;
};

// In process. The first request only warms the process up (JIT); then cold (a new reader, the
// COG evicted from the page cache), cold with the file in the page cache (decoding alone), warm.
let answer = await serviceWith(newReader()).section(principal, map.id, vertices);
const cold: number[] = [];
const coldCpu: number[] = [];
let resident = '';
for (let i = 0; i < runs; i += 1) {
  resident = await evict();
  const cpu = process.cpuUsage();
  cold.push(
    (await timed(() => serviceWith(newReader()).section(principal, map.id, vertices))).seconds,
  );
  const used = process.cpuUsage(cpu);
  coldCpu.push((used.user + used.system) / 1e6);
}
const paged: number[] = [];
for (let i = 0; i < runs; i += 1) {
  paged.push(
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

// Over HTTP: the real server. Cold: a freshly started server (its reader empty), the COG
// evicted; its very first request, or its first section after one other request (the map: token,
// database pool and routes warm). Warm: the same server's next requests.
const url = `/api/maps/${map.id}/section/?line=${encodeURIComponent(vertices.map((v) => v.join(',')).join(';'))}`;
const get = async (base: string, token: string, pathname: string) => {
  const res = await fetch(`${base}${pathname}`, { headers: { authorization: `Token ${token}` } });
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
};
const httpFirst: number[] = [];
const httpCold: number[] = [];
const httpWarm: number[] = [];
let jsonBytes = 0;
const httpColdRuns = Math.max(1, Number(values['http-cold-runs']));
for (let i = 0; i < 2 * httpColdRuns; i += 1) {
  const server = await startServer({ DATABASE_URL: databaseUrl, STORAGE_DIR: storageDir }, 8194);
  const token = await login(server.base, 'section@example.com', password);
  const afterOther = i % 2 === 1;
  if (afterOther) await get(server.base, token, `/api/maps/${map.id}/`);
  await evict();
  const first = await timed(() => get(server.base, token, url));
  (afterOther ? httpCold : httpFirst).push(first.seconds);
  jsonBytes = first.value;
  if (i === 2 * httpColdRuns - 1) {
    for (let k = 0; k < runs; k += 1) {
      httpWarm.push((await timed(() => get(server.base, token, url))).seconds);
    }
  }
  await server.stop();
}

// GDAL: the same points (the full-resolution level, one pixel apart) in one gdallocationinfo.
const line = sectionLine(vertices);
const points = samplePoints(
  line,
  { minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity },
  dtm.pixel,
);
const coords = path.join(work, 'points.txt');
await writeFile(coords, points.x.map((x, k) => `${x} ${points.y[k]}`).join('\n') + '\n');
const gdalRead = () =>
  timed(() =>
    run('sh', ['-c', `gdallocationinfo -valonly -geoloc '${dtm.cogPath}' < '${coords}'`], {
      maxBuffer: 1 << 26,
    }),
  );
const gdalCold: number[] = [];
const gdal: number[] = [];
let gdalValues: number[] = [];
for (let i = 0; i < runs; i += 1) {
  await evict();
  gdalCold.push((await gdalRead()).seconds);
}
for (let i = 0; i < runs; i += 1) {
  const r = await gdalRead();
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
    `(${answer.dtms[0]!.step_m} m apart) over a ${size}² 1 m DTM; medians of ${runs} ` +
    `(HTTP cold: ${httpColdRuns} server starts each). Load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${availableParallelism()} cores.`,
);
table([
  ['', 'cold', 'warm', 'note'],
  [
    'Waymark in process',
    ms(median(cold)),
    ms(median(warm)),
    `cold: new reader, COG evicted from the page cache (${resident} left), ` +
      `${ms(median(coldCpu))} CPU; warm: blocks cached`,
  ],
  [
    'Waymark in process, file in page cache',
    ms(median(paged)),
    '',
    'new reader, the COG’s bytes in the OS page cache: structure and decoding only',
  ],
  [
    'Waymark HTTP',
    ms(median(httpCold)),
    ms(median(httpWarm)),
    `cold: a new server's first section (after one other request), COG evicted; ` +
      `${(jsonBytes / 1024).toFixed(0)} KB JSON`,
  ],
  [
    'Waymark HTTP, very first request',
    ms(median(httpFirst)),
    '',
    'a new server’s very first request (JIT, database pool, token), COG evicted',
  ],
  [
    'GDAL gdallocationinfo (baseline)',
    ms(median(gdalCold)),
    ms(median(gdal)),
    'same points, one process, nearest pixel; cold: COG evicted, warm: in the page cache',
  ],
]);
console.log(
  `Agreement with GDAL (ours bilinear, GDAL nearest): mean |Δ| ${(diffs.reduce((a, b) => a + b, 0) / diffs.length).toFixed(3)} m, ` +
    `max ${Math.max(...diffs).toFixed(3)} m over ${diffs.length} points; ${gdalValues.length} GDAL values.`,
);
await db.destroy();
await dropDatabase(baseUrl, 'waymark_bench_section');
