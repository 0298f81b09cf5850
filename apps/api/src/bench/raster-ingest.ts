import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { photoCogOptions } from '../processing/raster/photo-cog.js';
import { rasterToCog } from '../processing/raster/raster-to-cog.js';
import { runTool } from '../processing/tools/run-tool.js';
import { timed } from './bench-support.js';

export interface IngestRun {
  label: string;
  seconds: number;
  megabytes: number;
}

async function bareCog(label: string, source: string, out: string, options: string[]) {
  const run = await timed(() =>
    runTool('gdal_translate', ['-q', '-of', 'COG', ...options, source, out], {
      timeoutMs: 3_600_000,
    }),
  );
  return { label, seconds: run.seconds, megabytes: (await stat(out)).size / 1024 ** 2 };
}

/**
 * The imagery ingest beside bare `gdal_translate -of COG` with the same options on the same
 * source (the COG driver warping by itself), and the zoom strategy decision: UPPER (never
 * coarser than the source, what processing uses) against AUTO (the nearest zoom).
 */
export async function rasterIngestRows(source: string, work: string): Promise<IngestRun[]> {
  await mkdir(work, { recursive: true });
  const ours = await timed(() =>
    rasterToCog({
      path: source,
      epsg: null,
      outPath: path.join(work, 'pipeline.tif'),
      workDir: work,
      timeoutMs: 3_600_000,
    }),
  );
  const zoom = Number(
    /ZOOM_LEVEL=(\d+)/.exec(
      (await runTool('gdalinfo', [path.join(work, 'pipeline.tif')], { timeoutMs: 60_000 })).stdout,
    )?.[1] ?? NaN,
  );
  const options = photoCogOptions(zoom).concat(['-co', 'WARP_RESAMPLING=bilinear']);
  const auto = options.map((o) => (o.startsWith('ZOOM_LEVEL=') ? 'ZOOM_LEVEL_STRATEGY=AUTO' : o));
  const rows = [
    {
      label: `Waymark's ingest (zoom ${zoom}, UPPER)`,
      seconds: ours.seconds,
      megabytes: (await stat(path.join(work, 'pipeline.tif'))).size / 1024 ** 2,
    },
    await bareCog(
      `bare gdal_translate -of COG, same options`,
      source,
      path.join(work, 'bare.tif'),
      options,
    ),
    await bareCog('bare, ZOOM_LEVEL_STRATEGY=AUTO', source, path.join(work, 'auto.tif'), auto),
  ];
  await rm(work, { recursive: true, force: true });
  return rows;
}

export function printIngest(rows: IngestRun[]): void {
  if (rows.length === 0) return;
  const base = rows[1]!.seconds;
  console.log('Imagery ingest: the ortho to a web-tiled WebP COG');
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(44)} ${r.seconds.toFixed(1).padStart(7)} s  ${(r.seconds / base).toFixed(2)}×  ${r.megabytes.toFixed(1).padStart(8)} MB`,
    );
  }
  console.log('');
}
