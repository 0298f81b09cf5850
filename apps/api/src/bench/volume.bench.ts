import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from '../config.js';
import { importFiles } from '../jobs/import-files.js';
import { elevationChange } from '../processing/earthworks/difference.js';
import { benchMap } from './bench-map.js';
import { dropDatabase, run, table, timed } from './bench-support.js';
import { EARTHWORKS, resampledDem, squareOfDem, withEarthworks } from './volume-data.js';

/**
 * npm run bench -- volume [--cell 0.5] [--diff-cell 0.1] [--runs 5]
 * 1. Cut and fill inside a 1 km² polygon between two surveys of `cell` metres (the fixtures'
 *    real DSM resampled, and the same with a cutting and an embankment), as the API answers it
 *    (VolumeService: the surveys looked up, both warped onto one metric grid inside the polygon,
 *    summed), beside GDAL's own tools doing the same: gdalwarp with the cutline for each survey,
 *    gdal_calc.py for the difference and a NumPy zonal sum of cut and fill.
 * 2. The elevation change raster of two surveys of `diff-cell` metres (10 000² cells at 0.1 m), as
 *    the workers make it, beside `gdal_calc.py --calc=A-B` writing the same tiled, compressed
 *    GeoTIFF.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    cell: { type: 'string', default: '0.5' },
    'diff-cell': { type: 'string', default: '0.1' },
    runs: { type: 'string', default: '5' },
  },
});
const runs = Number(values.runs);
process.env.GDAL_PAM_ENABLED = 'NO';
const work = path.join(ROOT_DIR, 'var/bench/volume');
await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = (seconds: number) => `${seconds.toFixed(2)} s`;
const PYTHON = '/usr/bin/python3'; // Debian's, which has python3-gdal (osgeo) and NumPy

const { baseUrl, db, c, org, map, principal } = await benchMap('waymark_bench_volume', work);

// 1. Volumes.
const cell = Number(values.cell);
console.log(`Making two ${cell} m surveys of the real DSM's square kilometre...`);
const earlier = await resampledDem(work, cell);
const later = await withEarthworks(earlier, cell);
const series = { organisationId: org.id, mapId: map.id, layerName: 'DSM', ownerId: null };
const common = { ...series, epsg: null, attach: undefined };
const layer = await importFiles(c, { ...common, files: [earlier], surveyDate: '2020-06-15' });
await importFiles(c, { ...common, files: [later], surveyDate: '2024-06-11' });
const polygon = await squareOfDem(0);
const request = {
  polygon,
  earlier: { layer: layer.layerId, date: '2020-06-15' },
  later: { layer: layer.layerId, date: '2024-06-11' },
};
const ours: number[] = [];
let answer = await c.services.volumes.volume(principal, map.id, request); // warms up (JIT)
for (let i = 0; i < runs; i += 1) {
  const r = await timed(() => c.services.volumes.volume(principal, map.id, request));
  ours.push(r.seconds);
  answer = r.value;
}

// The same with GDAL's tools: each survey clipped to the polygon on the same grid, the
// difference by gdal_calc.py, cut and fill summed by NumPy.
const polygonFile = path.join(work, 'polygon.geojson');
await writeFile(
  polygonFile,
  JSON.stringify({ type: 'Feature', properties: {}, geometry: polygon }),
);
const clip = (input: string, output: string) =>
  run('gdalwarp', [
    ...['-q', '-overwrite', '-of', 'GTiff', '-tr', `${cell}`, `${cell}`, '-tap', '-r', 'bilinear'],
    // -9999, not NaN: gdal_calc.py (GDAL 3.6) reads a NaN nodata as every cell missing.
    ...['-cutline', polygonFile, '-crop_to_cutline', '-dstnodata', '-9999'],
    ...['-multi', '-wo', 'NUM_THREADS=ALL_CPUS', input, output],
  ]);
const zonalSum = `
import sys
import numpy as np
from osgeo import gdal
d = gdal.Open(sys.argv[1]).ReadAsArray().astype(np.float64)
d = d[d != -9999]
a = ${cell} * ${cell}
print(f"{-d[d < 0].sum() * a:.3f} {d[d > 0].sum() * a:.3f} {d.size}")
`;
const theirs: number[] = [];
let gdalAnswer = '';
for (let i = 0; i < runs; i += 1) {
  const r = await timed(async () => {
    const [a, b, diff] = ['a', 'b', 'diff'].map((n) => path.join(work, `gdal-${n}.tif`));
    await Promise.all([clip(later, a!), clip(earlier, b!)]);
    await run(PYTHON, [
      '/usr/bin/gdal_calc.py',
      ...['--quiet', '--overwrite', '-A', a!, '-B', b!, '--calc=A-B'],
      ...['--type=Float32', '--NoDataValue=-9999', `--outfile=${diff}`],
    ]);
    return (await run(PYTHON, ['-c', zonalSum, diff!])).stdout.trim();
  });
  theirs.push(r.seconds);
  gdalAnswer = r.value;
}
const [gdalCut, gdalFill, gdalCells] = gdalAnswer.split(' ').map(Number);
const analytic = EARTHWORKS.reduce(
  (sum, w) => {
    const v = Math.abs(w.change) * w.width * w.height;
    return w.change < 0 ? { ...sum, cut: sum.cut + v } : { ...sum, fill: sum.fill + v };
  },
  { cut: 0, fill: 0 },
);

console.log(
  `\nVolume inside ${(answer.area_m2 / 1e6).toFixed(3)} km², ${answer.cells} cells of ` +
    `${answer.cell_size_m} m, in ${answer.crs.name}; median of ${runs} runs, warm OS cache:`,
);
table([
  ['', 'time', 'cut m³', 'fill m³', 'cells'],
  ['Waymark (VolumeService)', s(median(ours)), answer.cut_m3, answer.fill_m3, answer.cells],
  ['gdalwarp ×2 + gdal_calc.py + NumPy', s(median(theirs)), gdalCut!, gdalFill!, gdalCells!],
  ['analytic', '', analytic.cut, analytic.fill, ''],
]);

// 2. The elevation change raster.
const diffCell = Number(values['diff-cell']);
const side = Math.round(1000 / diffCell);
console.log(`\nMaking two ${diffCell} m surveys (${side} × ${side} cells)...`);
const bigEarlier = await resampledDem(work, diffCell);
const bigLater = await withEarthworks(bigEarlier, diffCell);
const diffDir = path.join(work, 'difference');
await mkdir(diffDir, { recursive: true });
const oursDiff = await timed(() =>
  elevationChange({
    earlier: [bigEarlier],
    later: [bigLater],
    outPath: path.join(work, 'ours-difference.tif'),
    workDir: diffDir,
    timeoutMs: 30 * 60_000,
  }),
);
const theirsDiff = await timed(() =>
  run(PYTHON, [
    '/usr/bin/gdal_calc.py',
    ...['--quiet', '--overwrite', '-A', bigLater, '-B', bigEarlier, '--calc=A-B'],
    ...['--type=Float32', '--NoDataValue=nan', '--co=TILED=YES', '--co=COMPRESS=DEFLATE'],
    ...[
      '--co=PREDICTOR=3',
      '--co=BIGTIFF=YES',
      `--outfile=${path.join(work, 'gdal-difference.tif')}`,
    ],
  ]),
);
const compare = `
import sys
import numpy as np
from osgeo import gdal
a = gdal.Open(sys.argv[1]).ReadAsArray()
b = gdal.Open(sys.argv[2]).ReadAsArray()
both = ~(np.isnan(a) | np.isnan(b))
print(f"{np.abs(a[both] - b[both]).max():.3g}")
`;
const maxDiff = (
  await run(
    PYTHON,
    ['-c', compare, path.join(work, 'ours-difference.tif'), path.join(work, 'gdal-difference.tif')],
    { maxBuffer: 1 << 20 },
  )
).stdout.trim();
console.log(`\nElevation change raster, ${side} × ${side} Float32 cells (one run each):`);
table([
  ['', 'time', 'ratio'],
  [
    'Waymark (diff pixel function; same grid, no warp)',
    s(oursDiff.seconds),
    (oursDiff.seconds / theirsDiff.seconds).toFixed(2),
  ],
  ['gdal_calc.py --calc=A-B', s(theirsDiff.seconds), '1.00'],
]);
console.log(`Largest difference between the two rasters: ${maxDiff} m`);
console.log(
  `\n${availableParallelism()} cores; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

await db.destroy();
await dropDatabase(baseUrl, 'waymark_bench_volume');
await rm(work, { recursive: true, force: true });
