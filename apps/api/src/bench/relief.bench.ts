import { copyFile, mkdir, rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from '../config.js';
import { importFiles } from '../jobs/import-files.js';
import { viewerOf } from '../policies/ownership.js';
import { fixturesDir } from '../seed/demo-layers.seed.js';
import { CogReader } from '../tiles/cog-reader.js';
import { renderElevationTile } from '../tiles/elevation-rgb.js';
import { tileAt, tileBox, xToLon, yToLat, type TileAddress } from '../tiles/tile-math.js';
import { benchMap } from './bench-map.js';
import { dropDatabase, run, table } from './bench-support.js';
import { DEM } from './volume-data.js';
import { gdalReliefScript } from './relief-gdal.js';

/**
 * npm run bench -- relief [--runs 3] [--zooms 14-18]
 * How a DTM is best drawn as relief: server-rendered relief tiles (hillshade × colour ramp from
 * the COGs, WebP or PNG) beside elevation tiles (terrain-RGB, lossless) that MapLibre would shade
 * and colour in the browser, over every tile of the fixtures' real 1 m DSM at each zoom — time
 * to make them (warm block cache, median of the runs) and bytes sent — and beside GDAL doing the
 * server's job (gdalwarp, gdaldem hillshade and color-relief, blended by NumPy, written as WebP)
 * in one Python process.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { runs: { type: 'string', default: '3' }, zooms: { type: 'string', default: '14-18' } },
});
const runs = Number(values.runs);
const [zFrom, zTo] = values.zooms.split('-').map(Number) as [number, number];
process.env.GDAL_PAM_ENABLED = 'NO';
const work = path.join(ROOT_DIR, 'var/bench/relief');
await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });

const { baseUrl, db, c, org, map, principal } = await benchMap('waymark_bench_relief', work);
const dsm = path.join(work, path.basename(DEM));
await copyFile(path.join(fixturesDir(), DEM), dsm); // never beside the fixtures
console.log('Ingesting the real 1 m DSM (1000 × 1000 cells)...');
const { layerId } = await importFiles(c, {
  organisationId: org.id,
  mapId: map.id,
  layerName: 'DSM',
  files: [dsm],
  ownerId: null,
});
const layer = (await c.repos.tileLayers.findVisible(layerId, viewerOf(principal), true))!;
const range = layer.cog_ranges[0]!;
const reader = new CogReader(c.storage, { blockCacheBytes: 256 * 1024 ** 2, cogCacheSize: 16 });
const { box } = await reader.info(layer.cog_keys[0]!);
const [west, south, east, north] = [
  xToLon(box.minX),
  yToLat(box.minY),
  xToLon(box.maxX),
  yToLat(box.maxY),
];

/** Every tile of the layer's bounds at zoom z. */
function tilesAt(z: number): TileAddress[] {
  const a = tileAt(west!, north!, z);
  const b = tileAt(east!, south!, z);
  const tiles: TileAddress[] = [];
  for (let x = a.x; x <= b.x; x += 1) for (let y = a.y; y <= b.y; y += 1) tiles.push({ z, x, y });
  return tiles;
}

type Make = (tile: TileAddress) => Promise<Buffer | null>;
const ways: [string, Make][] = [
  [
    'Relief tiles, WebP (Waymark today)',
    (t) => c.services.tiles.raster(principal, layerId, t, 'webp').then((p) => p.produce()),
  ],
  [
    'Relief tiles, PNG',
    (t) => c.services.tiles.raster(principal, layerId, t, 'png').then((p) => p.produce()),
  ],
  [
    'Elevation tiles, terrain-RGB PNG',
    (t) => renderElevationTile(reader, layer.cog_keys, t, null, 'png'),
  ],
  [
    'Elevation tiles, terrain-RGB WebP lossless',
    (t) => renderElevationTile(reader, layer.cog_keys, t, null, 'webp'),
  ],
];
const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)]!;

const rows: (string | number)[][] = [['', 'zoom', 'tiles', 'ms a tile', 'KB a tile']];
for (let z = zFrom; z <= zTo; z += 1) {
  const tiles = tilesAt(z);
  for (const [name, make] of ways) {
    for (const t of tiles) await make(t); // warms the block cache and the JIT
    const times: number[] = [];
    let bytes = 0;
    for (let r = 0; r < runs; r += 1) {
      bytes = 0;
      const start = performance.now();
      for (const t of tiles) bytes += (await make(t))?.length ?? 0;
      times.push(performance.now() - start);
    }
    rows.push([
      name,
      z,
      tiles.length,
      (median(times) / tiles.length).toFixed(1),
      (bytes / tiles.length / 1024).toFixed(1),
    ]);
  }
  // GDAL doing the server's job on the same COG, tile by tile, in one process.
  const cog = c.storage.localPath(layer.cog_keys[0]!)!;
  const boxes = tiles.map((t) => {
    const b = tileBox(t);
    return [b.minX, b.minY, b.maxX, b.maxY].join(',');
  });
  const out = await run(
    '/usr/bin/python3',
    ['-c', gdalReliefScript, cog, String(range[0]), String(range[1]), String(runs), ...boxes],
    { maxBuffer: 1 << 20 },
  );
  const [ms, kb] = out.stdout.trim().split(' ').map(Number);
  rows.push([
    'GDAL: gdalwarp + gdaldem hillshade, color-relief + NumPy, WebP (baseline)',
    z,
    tiles.length,
    ms!.toFixed(1),
    kb!.toFixed(1),
  ]);
}
console.log(
  `\nTiles of 256 px over the real 1 m DSM, warm block cache, median of ${runs} runs (2 cores):`,
);
table(rows);

await db.destroy();
await dropDatabase(baseUrl, 'waymark_bench_relief');
await rm(work, { recursive: true, force: true });
console.log(
  `${availableParallelism()} cores; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
