import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CUT_M3,
  CUTTING,
  EMBANKMENT,
  FILL_M3,
  polygonOfCells,
  surveysWithEarthworks,
} from '../../test/earthworks.js';
import { inspectRaster } from '../inspect/inspect-raster.js';
import { makeAnalysisRaster } from '../raster/analysis-raster.js';
import { tempDir } from '../test-support/fixtures.js';
import { runGdal } from '../tools/gdal.js';
import { elevationChange } from './difference.js';
import { gridOf, heightsInPolygon, sumVolumes } from './volume-grid.js';

const TIMEOUT = 120_000;

/** A raster's first band as Float32 values, through GDAL's raw ENVI output. */
async function valuesOf(file: string, dir: string): Promise<Float32Array> {
  const raw = path.join(dir, `${path.basename(file)}.bil`);
  await runGdal('gdal_translate', ['-q', '-of', 'ENVI', '-ot', 'Float32', file, raw], {
    timeoutMs: TIMEOUT,
  });
  const bytes = await readFile(raw);
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
}

/** Analysis rasters of the real DSM and of the same surface with the earthworks. */
describe('earthworks on the real DSM', () => {
  let dir: string;
  let earlier: string;
  let later: string;

  beforeAll(async () => {
    dir = await tempDir();
    const surveys = await surveysWithEarthworks(dir);
    const analyse = async (source: string, name: string) =>
      (
        await makeAnalysisRaster({
          source,
          info: await inspectRaster(source),
          outPath: path.join(dir, name),
          workDir: dir,
          timeoutMs: TIMEOUT,
        })
      ).path;
    earlier = await analyse(surveys.earlier, 'earlier.analysis.tif');
    later = await analyse(surveys.later, 'later.analysis.tif');
  });

  it('keeps a projected survey on its own grid, in its own system', async () => {
    const grid = await gridOf(later, TIMEOUT);
    expect(grid).toMatchObject({ epsg: 25832, name: 'ETRS89 / UTM zone 32N', cellSize: 1 });
  });

  it('computes the elevation change as gdal_calc.py does, to float precision', async () => {
    const ours = path.join(dir, 'change.tif');
    await elevationChange({
      earlier: [earlier],
      later: [later],
      outPath: ours,
      workDir: dir,
      timeoutMs: TIMEOUT,
    });
    const reference = path.join(dir, 'reference.tif');
    await runGdal(
      'gdal_calc.py',
      [
        '--quiet',
        '-A',
        later,
        '-B',
        earlier,
        '--calc=A-B',
        '--type=Float32',
        `--outfile=${reference}`,
      ],
      { timeoutMs: TIMEOUT, memoryMb: null },
    );
    const [a, b] = [await valuesOf(ours, dir), await valuesOf(reference, dir)];
    expect(a.length).toBe(1_000_000);
    let worst = 0;
    let missing = 0;
    for (let i = 0; i < a.length; i += 1) {
      if (Number.isNaN(a[i]!) || Number.isNaN(b[i]!)) {
        expect(Number.isNaN(a[i]!)).toBe(Number.isNaN(b[i]!));
        missing += 1;
        continue;
      }
      worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
    }
    expect(worst).toBeLessThan(1e-5);
    expect(missing).toBeLessThan(a.length);
    // The cutting is 2 m lower, the embankment 1.5 m higher, the rest unchanged.
    const at = (col: number, row: number) => a[row * 1000 + col]!;
    expect(at(CUTTING.cells[0] + 5, CUTTING.cells[1] + 5)).toBeCloseTo(-2, 4);
    expect(at(EMBANKMENT.cells[0] + 5, EMBANKMENT.cells[1] + 5)).toBeCloseTo(1.5, 4);
    expect(at(10, 10)).toBe(0);
  });

  it('measures the cut and fill within 0.5 % of the earthworks’ volumes', async () => {
    const polygonFile = path.join(dir, 'polygon.geojson');
    const polygon = polygonOfCells(150, 250, 550, 450);
    await writeFile(
      polygonFile,
      JSON.stringify({ type: 'Feature', properties: {}, geometry: polygon }),
    );
    const ring = polygon.coordinates[0]!;
    const box = [
      Math.min(...ring.map((p) => p[0])),
      Math.min(...ring.map((p) => p[1])),
      Math.max(...ring.map((p) => p[0])),
      Math.max(...ring.map((p) => p[1])),
    ] as const;
    const target = await gridOf(later, TIMEOUT);
    const heights = (source: string, name: string) =>
      heightsInPolygon({
        sources: [source],
        polygonFile,
        box,
        target,
        cell: 1,
        outFile: path.join(dir, `${name}.bil`),
        timeoutMs: TIMEOUT,
      });
    const sums = sumVolumes(
      await heights(later, 'later'),
      await heights(earlier, 'earlier'),
      null,
      1,
    );
    expect(Math.abs(sums.cut - CUT_M3) / CUT_M3).toBeLessThan(0.005);
    expect(Math.abs(sums.fill - FILL_M3) / FILL_M3).toBeLessThan(0.005);
    expect(sums.cutCells).toBe(1000);
    expect(sums.fillCells).toBe(900);
    // The polygon's cells: about 550 m × 450 m of them.
    expect(Math.abs(sums.cells - 550 * 450) / (550 * 450)).toBeLessThan(0.01);
  });
});
