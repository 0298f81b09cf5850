import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { baseNameOf } from '../processing/companions.js';
import { makeAnalysisRaster } from '../processing/raster/analysis-raster.js';
import { holdsValues } from '../processing/raster/read-cog.js';
import { rasterToCog } from '../processing/raster/raster-to-cog.js';
import { keepDerivedFiles } from './derived-files.js';
import type { Loader } from './file-processor.js';

const COG_TYPE = 'image/tiff; application=geotiff; profile=cloud-optimized';

/**
 * Rasters: warped to EPSG:3857 as a Cloud Optimized GeoTIFF, stored beside the original as a
 * 'derived' file. A raster of heights (one band of values) also gets an analysis COG in a
 * projected metric system (its own, else the local UTM zone), which volumes and elevation
 * changes measure. The previous derived files go only once the new ones are in place.
 */
export const loadRaster: Loader = async (ctx, source, processor) => {
  const { file } = source;
  const timeoutMs = ctx.config.GDAL_TIMEOUT_SECONDS * 1000;
  const outDir = path.join(source.workDir, 'out');
  await mkdir(outDir, { recursive: true });
  const cogPath = path.join(outDir, `${baseNameOf(file.name)}.cog.tif`);
  const cog = await rasterToCog({
    path: source.path,
    epsg: file.epsg,
    outPath: cogPath,
    workDir: source.workDir,
    timeoutMs,
    onProgress: processor.progressReporter(file.id),
  });
  const heights = holdsValues(cog.bandCount, cog.dataType);
  const analysis = heights
    ? await makeAnalysisRaster({
        source: cog.source.path,
        info: cog.source.info,
        outPath: path.join(outDir, `${baseNameOf(file.name)}.analysis.tif`),
        workDir: source.workDir,
        timeoutMs,
      })
    : null;
  await keepDerivedFiles(
    ctx,
    file,
    async (store) => {
      await store(cogPath, {
        file_type: 'cog',
        content_type: COG_TYPE,
        bounds: cog.bounds,
        value_range: cog.valueRange,
        cog_layout: cog.layout,
      });
      if (analysis) {
        await store(analysis.path, {
          file_type: 'analysis',
          content_type: COG_TYPE,
          bounds: cog.bounds,
          value_range: cog.valueRange,
          epsg: analysis.epsg,
        });
      }
    },
    // A single-band float or 16-bit raster holds heights: drawn as relief (issue 23).
    (derived) => ctx.processed.replaceDerived(file, derived, heights ? 'elevation' : 'image'),
  );
};
