import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fixturesDir } from '../seed/demo-layers.seed.js';
import { run } from './bench-support.js';

/** The fixtures' real 1 m DSM (NRW, ETRS89 / UTM zone 32N): 1000 × 1000 m from this corner. */
export const DEM = 'geotiff/dom1_32_356_5699_1_nw_2020.tif';
export const DEM_EPSG = 25832;
export const DEM_ORIGIN = [356000, 5700000] as const;
export const DEM_METRES = 1000;

/** A box of the surface, in metres from the top-left corner, and how far it moves (metres). */
export interface Earthwork {
  x: number;
  y: number;
  width: number;
  height: number;
  change: number;
}

/** A 20 m × 50 m × 2 m cutting and a 30 m × 30 m × 1.5 m embankment: 2000 m³ cut, 1350 m³ fill. */
export const EARTHWORKS: readonly Earthwork[] = [
  { x: 200, y: 300, width: 20, height: 50, change: -2 },
  { x: 600, y: 600, width: 30, height: 30, change: 1.5 },
];

const gdal = (tool: string, args: string[]) => run(tool, ['-q', ...args], { maxBuffer: 1 << 24 });

/**
 * The real DSM resampled (bilinear) to `cell` metres over its whole square kilometre, as a tiled
 * Float32 GeoTIFF: 4 million cells at 0.5 m, 100 million at 0.1 m.
 */
export async function resampledDem(dir: string, cell: number): Promise<string> {
  const out = path.join(dir, `dsm-${cell}m.tif`);
  await gdal(
    'gdalwarp',
    [
      ['-overwrite', '-r', 'bilinear', '-tr', `${cell}`, `${cell}`, '-ot', 'Float32'],
      ['-co', 'TILED=YES', '-co', 'COMPRESS=DEFLATE', '-co', 'PREDICTOR=3', '-co', 'BIGTIFF=YES'],
      ['-multi', '-wo', 'NUM_THREADS=ALL_CPUS', '-wm', '512'],
      [path.join(fixturesDir(), DEM), out],
    ].flat(),
  );
  return out;
}

/**
 * The same surface as a later survey would find it: the earthworks dug and heaped, every other
 * height the earlier one's to the bit (through GDAL's raw ENVI format, edited in place).
 */
export async function withEarthworks(earlier: string, cell: number): Promise<string> {
  const raw = earlier.replace(/\.tif$/, '-later.bil');
  await gdal('gdal_translate', ['-of', 'ENVI', earlier, raw]);
  const bytes = await readFile(raw);
  const values = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  const side = Math.round(DEM_METRES / cell);
  for (const work of EARTHWORKS) {
    const [col, row] = [Math.round(work.x / cell), Math.round(work.y / cell)];
    const [cols, rows] = [Math.round(work.width / cell), Math.round(work.height / cell)];
    for (let r = row; r < row + rows; r += 1) {
      for (let c = col; c < col + cols; c += 1) values[r * side + c]! += work.change;
    }
  }
  await writeFile(raw, bytes);
  const later = earlier.replace(/\.tif$/, '-later.tif');
  await gdal(
    'gdal_translate',
    [
      ['-co', 'TILED=YES', '-co', 'COMPRESS=DEFLATE', '-co', 'PREDICTOR=3', '-co', 'BIGTIFF=YES'],
      [raw, later],
    ].flat(),
  );
  return later;
}

/** The DSM's square kilometre inset by `inset` metres, as a GeoJSON polygon in degrees. */
export async function squareOfDem(inset: number): Promise<{
  type: 'Polygon';
  coordinates: [number, number][][];
}> {
  const [x0, y0] = DEM_ORIGIN;
  const [a, b] = [inset, DEM_METRES - inset];
  const corners = [
    [x0 + a, y0 - a],
    [x0 + b, y0 - a],
    [x0 + b, y0 - b],
    [x0 + a, y0 - b],
  ];
  const file = path.join(process.env.TMPDIR ?? '/tmp', `volume-corners-${process.pid}.txt`);
  await writeFile(file, corners.map((c) => c.join(' ')).join('\n'));
  const { stdout } = await run('sh', [
    '-c',
    `gdaltransform -s_srs EPSG:${DEM_EPSG} -t_srs EPSG:4326 -output_xy < '${file}'`,
  ]);
  const ring = stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}
