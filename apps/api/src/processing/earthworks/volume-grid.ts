import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runGdal } from '../tools/gdal.js';

/** A raster's system and grid, as gdalinfo tells them. */
export interface GridInfo {
  wkt: string;
  epsg: number | null;
  /** The system's name ('ETRS89 / UTM zone 32N'). */
  name: string;
  /** Cell size in the system's units (metres, for analysis rasters). */
  cellSize: number;
}

interface GdalinfoGrid {
  coordinateSystem?: { wkt?: string };
  geoTransform?: number[];
  stac?: { 'proj:epsg'?: number | null };
}

/** The UTM zone's system for a place, as a target grid of about `cellSize` metres. */
export function utmGrid(epsg: number, cellSize: number): GridInfo {
  const zone = epsg % 100;
  const hemisphere = epsg >= 32700 ? 'S' : 'N';
  return { wkt: '', epsg, name: `WGS 84 / UTM zone ${zone}${hemisphere}`, cellSize };
}

export async function gridOf(file: string, timeoutMs: number): Promise<GridInfo> {
  const { stdout } = await runGdal('gdalinfo', ['-json', '-nomd', file], { timeoutMs });
  const json = JSON.parse(stdout) as GdalinfoGrid;
  const wkt = json.coordinateSystem?.wkt ?? '';
  const gt = json.geoTransform ?? [0, 1, 0, 0, 0, -1];
  return {
    wkt,
    epsg: json.stac?.['proj:epsg'] ?? null,
    name: /^[A-Z]+\["([^"]+)"/.exec(wkt.trim())?.[1] ?? 'unknown',
    cellSize: Math.min(Math.abs(gt[1]!), Math.abs(gt[5]!)),
  };
}

/** A grid of heights read back from GDAL's raw ENVI output: Float32, NaN where none. */
export interface HeightGrid {
  width: number;
  height: number;
  values: Float32Array;
}

async function readEnvi(file: string): Promise<HeightGrid> {
  const header = await readFile(file.replace(/\.bil$/, '.hdr'), 'utf8');
  const number = (key: string) =>
    Number(new RegExp(`^${key}\\s*=\\s*(\\d+)`, 'm').exec(header)?.[1]);
  const width = number('samples');
  const height = number('lines');
  const bytes = await readFile(file);
  if (number('byte order') !== 1 && new Uint8Array(new Float32Array([1]).buffer)[3] === 0x3f) {
    // Little-endian data on a little-endian machine: the bytes are the values.
    const own = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + width * height * 4);
    return { width, height, values: new Float32Array(own) };
  }
  const values = new Float32Array(width * height);
  const big = number('byte order') === 1;
  for (let i = 0; i < values.length; i += 1) {
    values[i] = big ? bytes.readFloatBE(i * 4) : bytes.readFloatLE(i * 4);
  }
  return { width, height, values };
}

/**
 * Heights of `sources` (one survey's analysis COGs, mosaicked) on a grid shared by every call
 * with the same system and cell: the polygon's box (given in degrees) snapped to multiples of
 * the cell, cells whose centre lies inside the polygon (GDAL's cutline), bilinear where the
 * survey's own grid differs, NaN outside the polygon or where the survey has no height.
 */
export async function heightsInPolygon(opts: {
  sources: readonly string[];
  polygonFile: string;
  box: readonly [number, number, number, number];
  target: GridInfo;
  cell: number;
  outFile: string;
  timeoutMs: number;
}): Promise<HeightGrid> {
  const srs = opts.target.epsg ? `EPSG:${opts.target.epsg}` : `${opts.outFile}.srs.wkt`;
  if (!opts.target.epsg) await writeFile(srs, opts.target.wkt);
  const [w, s, e, n] = opts.box;
  await runGdal(
    'gdalwarp',
    [
      ['-q', '-of', 'ENVI', '-ot', 'Float32', '-overwrite', '-t_srs', srs],
      ['-te', `${w}`, `${s}`, `${e}`, `${n}`, '-te_srs', 'EPSG:4326'],
      ['-tr', `${opts.cell}`, `${opts.cell}`, '-tap', '-r', 'bilinear'],
      ['-dstnodata', 'nan', '-cutline', opts.polygonFile],
      ['-multi', '-wo', 'NUM_THREADS=ALL_CPUS', '-wm', '256'],
      opts.sources.map((p) => path.resolve(p)),
      [opts.outFile],
    ].flat(),
    { timeoutMs: opts.timeoutMs },
  );
  return readEnvi(opts.outFile);
}

/** Cut, fill and the cells counted between two grids of heights (or a grid and a plane). */
export interface VolumeSums {
  cut: number;
  fill: number;
  cutCells: number;
  fillCells: number;
  cells: number;
}

/**
 * Sums, cell by cell, the height difference `later − earlier` (or `later − base`) times the cell
 * area, over the cells where both have a height: fill where the later surface is higher, cut
 * where it is lower.
 */
export function sumVolumes(
  later: HeightGrid,
  earlier: HeightGrid | null,
  base: number | null,
  cellArea: number,
): VolumeSums {
  let cut = 0;
  let fill = 0;
  let cutCells = 0;
  let fillCells = 0;
  let cells = 0;
  const n = later.values.length;
  for (let i = 0; i < n; i += 1) {
    const after = later.values[i]!;
    const before = earlier ? earlier.values[i]! : base!;
    if (Number.isNaN(after) || Number.isNaN(before)) continue;
    cells += 1;
    const change = after - before;
    if (change > 0) {
      fill += change;
      fillCells += 1;
    } else if (change < 0) {
      cut -= change;
      cutCells += 1;
    }
  }
  return { cut: cut * cellArea, fill: fill * cellArea, cutCells, fillCells, cells };
}
