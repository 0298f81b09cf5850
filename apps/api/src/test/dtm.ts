import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { latToY, lonToX } from '../tiles/tile-math.js';

const run = promisify(execFile);

const WEB_MERCATOR_PRJ =
  'PROJCS["WGS 84 / Pseudo-Mercator",GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",' +
  '6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],' +
  'PROJECTION["Mercator_1SP"],PARAMETER["central_meridian",0],PARAMETER["scale_factor",1],' +
  'PARAMETER["false_easting",0],PARAMETER["false_northing",0],UNIT["metre",1],' +
  'EXTENSION["PROJ4","+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 ' +
  '+k=1 +units=m +nadgrids=@null +wktext +no_defs"],AUTHORITY["EPSG","3857"]]';

export const DTM_NODATA = -9999;

/** A DTM whose elevation is a plane in EPSG:3857: z = a·(x − x0) + b·(y − y0) + c. */
export interface PlaneDtm {
  /** South-west corner in degrees. */
  west: number;
  south: number;
  /** Pixel size in EPSG:3857 metres; columns × rows. */
  pixel: number;
  columns: number;
  rows: number;
  a: number;
  b: number;
  c: number;
  /** Columns [from, to) with no data (a strip across the whole DTM). */
  noDataColumns?: [number, number];
}

/** The corner (x0, y0) of the plane, in EPSG:3857. */
export function planeOrigin(dtm: PlaneDtm): { x0: number; y0: number } {
  return { x0: lonToX(dtm.west), y0: latToY(dtm.south) };
}

/** The plane's elevation at a point of EPSG:3857. */
export function planeAt(dtm: PlaneDtm, x: number, y: number): number {
  const { x0, y0 } = planeOrigin(dtm);
  return dtm.a * (x - x0) + dtm.b * (y - y0) + dtm.c;
}

/**
 * The DTM as a Float32 GeoTIFF, made by gdal_translate from an ESRI ASCII grid with its .prj
 * (in a temporary directory): values at pixel centres, nodata in the strip.
 */
export async function planeDtmTiff(dtm: PlaneDtm): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'waymark-dtm-'));
  try {
    const { x0, y0 } = planeOrigin(dtm);
    const lines = [
      `ncols ${dtm.columns}`,
      `nrows ${dtm.rows}`,
      `xllcorner ${x0}`,
      `yllcorner ${y0}`,
      `cellsize ${dtm.pixel}`,
      `NODATA_value ${DTM_NODATA}`,
    ];
    for (let row = 0; row < dtm.rows; row += 1) {
      const y = y0 + (dtm.rows - row - 0.5) * dtm.pixel;
      const values: string[] = [];
      for (let col = 0; col < dtm.columns; col += 1) {
        const [from, to] = dtm.noDataColumns ?? [0, 0];
        const x = x0 + (col + 0.5) * dtm.pixel;
        values.push(col >= from && col < to ? String(DTM_NODATA) : planeAt(dtm, x, y).toFixed(4));
      }
      lines.push(values.join(' '));
    }
    await writeFile(path.join(dir, 'dtm.asc'), `${lines.join('\n')}\n`);
    await writeFile(path.join(dir, 'dtm.prj'), WEB_MERCATOR_PRJ);
    await run('gdal_translate', ['-q', '-ot', 'Float32', 'dtm.asc', 'dtm.tif'], {
      cwd: dir,
      env: { ...process.env, GDAL_PAM_ENABLED: 'NO' },
    });
    return await readFile(path.join(dir, 'dtm.tif'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
