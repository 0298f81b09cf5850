import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { baseNameOf } from '../processing/companions.js';
import { holdsValues } from '../processing/raster/read-cog.js';
import { rasterToCog } from '../processing/raster/raster-to-cog.js';
import type { Loader } from './file-processor.js';

/**
 * Rasters: warped to EPSG:3857 as a Cloud Optimized GeoTIFF, stored beside the original as a
 * 'derived' file. The previous COG of the same file goes only once the new one is in place.
 */
export const loadRaster: Loader = async (ctx, source, processor) => {
  const { file } = source;
  const cogPath = path.join(source.workDir, 'out', `${baseNameOf(file.name)}.cog.tif`);
  await mkdir(path.dirname(cogPath), { recursive: true });
  const cog = await rasterToCog({
    path: source.path,
    epsg: file.epsg,
    outPath: cogPath,
    workDir: source.workDir,
    timeoutMs: ctx.config.GDAL_TIMEOUT_SECONDS * 1000,
    onProgress: processor.progressReporter(file.id),
  });
  const key = `layers/${file.layer_id}/${randomUUID()}/${path.basename(cogPath)}`;
  const stored = await ctx.storage.put(key, createReadStream(cogPath));
  const previous = (await ctx.files.children(file.id)).filter((c) => c.role === 'derived');
  try {
    await ctx.processed.replaceDerived(
      file,
      {
        file_type: 'cog',
        name: path.basename(cogPath),
        storage_key: key,
        size: stored.size,
        sha256: stored.sha256,
        content_type: 'image/tiff; application=geotiff; profile=cloud-optimized',
        bounds: cog.bounds,
        value_range: cog.valueRange,
      },
      // A single-band float or 16-bit raster holds heights: drawn as relief (issue 23).
      holdsValues(cog.bandCount, cog.dataType) ? 'elevation' : 'image',
    );
  } catch (err) {
    await ctx.storage.delete([key]);
    throw err;
  }
  await ctx.storage.delete(previous.map((p) => p.storage_key));
};
