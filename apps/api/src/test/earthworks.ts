import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fixture } from '../processing/test-support/fixtures.js';
import { runGdal } from '../processing/tools/gdal.js';

/** The real 1 m DSM of the fixtures (NRW, ETRS89 / UTM zone 32N), 1000 × 1000 cells. */
export const DEM = 'geotiff/dom1_32_356_5699_1_nw_2020.tif';
export const DEM_EPSG = 25832;
/** Its top-left corner in EPSG:25832. */
export const DEM_ORIGIN = [356000, 5700000] as const;

/** A box of cells, [column, row, columns, rows], and how far it moves the surface (metres). */
export interface Earthwork {
  cells: [number, number, number, number];
  change: number;
}

/** A 20 m × 50 m × 2 m cutting and a 30 m × 30 m × 1.5 m embankment: 2000 m³ cut, 1350 m³ fill. */
export const CUTTING: Earthwork = { cells: [200, 300, 20, 50], change: -2 };
export const EMBANKMENT: Earthwork = { cells: [600, 600, 30, 30], change: 1.5 };
export const CUT_M3 = 2000;
export const FILL_M3 = 1350;

const run = (tool: string, args: string[]) =>
  runGdal(tool, ['-q', ...args], { timeoutMs: 120_000 });

/**
 * The real DSM, and the same surface with earthworks dug and heaped (as a later survey would
 * find it): both GeoTIFFs in `dir`, the later one written through GDAL's raw ENVI format so that
 * every other height is the earlier one's to the bit.
 */
export async function surveysWithEarthworks(
  dir: string,
  works: readonly Earthwork[] = [CUTTING, EMBANKMENT],
): Promise<{ earlier: string; later: string }> {
  const earlier = path.join(dir, 'dsm-2020.tif');
  await run('gdal_translate', ['-ot', 'Float32', fixture(DEM), earlier]);
  const raw = path.join(dir, 'dsm-2024.bil');
  await run('gdal_translate', ['-of', 'ENVI', earlier, raw]);
  const bytes = await readFile(raw);
  const values = new Float32Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
  );
  for (const {
    cells: [col, row, cols, rows],
    change,
  } of works) {
    for (let r = row; r < row + rows; r += 1) {
      for (let c = col; c < col + cols; c += 1) values[r * 1000 + c]! += change;
    }
  }
  await writeFile(raw, Buffer.from(values.buffer));
  const later = path.join(dir, 'dsm-2024.tif');
  await run('gdal_translate', ['-of', 'GTiff', raw, later]);
  return { earlier, later };
}

/** A rectangle of the DEM's cells as a GeoJSON polygon in degrees (corners through GDAL). */
export function polygonOfCells(
  col: number,
  row: number,
  cols: number,
  rows: number,
): { type: 'Polygon'; coordinates: [number, number][][] } {
  const [x0, y0] = DEM_ORIGIN;
  const corners = [
    [x0 + col, y0 - row],
    [x0 + col + cols, y0 - row],
    [x0 + col + cols, y0 - row - rows],
    [x0 + col, y0 - row - rows],
  ];
  const stdout = execFileSync(
    'gdaltransform',
    ['-s_srs', `EPSG:${DEM_EPSG}`, '-t_srs', 'EPSG:4326', '-output_xy'],
    { input: corners.map((c) => c.join(' ')).join('\n'), encoding: 'utf8' },
  );
  const ring = stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}
