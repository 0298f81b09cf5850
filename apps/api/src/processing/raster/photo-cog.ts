import path from 'node:path';
import type { Bounds } from '../geo-types.js';
import { inspectRaster } from '../inspect/inspect-raster.js';
import { runGdal } from '../tools/gdal.js';
import { tileAlignedBox, upperZoom, WEB_TILE_PIXELS, zoomResolution } from './web-grid.js';

/** WebP quality of imagery blocks: what a tile sends as it is stored. */
export const PHOTO_WEBP_QUALITY = 85;
/**
 * Levels at most (the full resolution and its first overviews) whose blocks are the web's tiles:
 * GDAL pads the left and top with empty (sparse) blocks so each lines up. Six span 1:1 to 1:32,
 * where nearly all tiles are asked; every level more doubles the padding.
 */
export const ALIGNED_LEVELS = 6;

/**
 * How many levels to align for an image `tiles` web tiles across (its longer side): those at
 * least eight tiles across, up to ALIGNED_LEVELS. GDAL processes the padding whole: the demo
 * survey's 19-tile orthophoto took 19 s of CPU to write with six levels aligned, 11 s with two
 * and 7 s with one; a level of a few tiles gains little from being sent as stored.
 */
export function alignedLevelsFor(tiles: number): number {
  const levels = Math.floor(Math.log2(Math.max(1, tiles) / 8)) + 1;
  return Math.max(1, Math.min(ALIGNED_LEVELS, levels));
}

/**
 * The COG driver's options for imagery on the web's own tiles: each 256-px block of each level is
 * exactly one XYZ tile, and a WebP with its alpha (lossless), so a tile is sent as it is stored.
 * Fully transparent blocks are left out (SPARSE_OK): their tiles are empty (204).
 */
export function photoCogOptions(zoom: number, alignedLevels = ALIGNED_LEVELS): string[] {
  return [
    ...['TILING_SCHEME=GoogleMapsCompatible', `ZOOM_LEVEL=${zoom}`, `BLOCKSIZE=${WEB_TILE_PIXELS}`],
    `ALIGNED_LEVELS=${alignedLevels}`,
    ...['COMPRESS=WEBP', `QUALITY=${PHOTO_WEBP_QUALITY}`, 'SPARSE_OK=TRUE'],
    ...['NUM_THREADS=ALL_CPUS', 'BIGTIFF=IF_SAFER'],
  ].flatMap((option) => ['-co', option]);
}

export interface PhotoCogStep {
  command: string;
  args: string[];
}

/**
 * Imagery (8-bit RGB/RGBA) to a web-tiled COG, resampled once. gdalwarp writes a VRT (XML, no
 * pixels) at the source's own resolution, to learn it and the zoom as fine as that (UPPER). Then
 * the COG driver warps the source itself when it can (`direct`); else gdalwarp writes a second
 * VRT on that zoom's grid, its extent grown to whole tiles, with the source's nodata as alpha,
 * which the COG driver finds already on its tiling scheme and reads without warping again.
 * `warpArgs` are gdalwarp's options for this source (CRS, resampling, transparency).
 */
export async function photoCogSteps(opts: {
  source: string;
  warpArgs: string[];
  /** gdalwarp's extent for the source's own grid (a polar clamp), else none. */
  nativeExtent: string[];
  /**
   * The COG driver may warp the source by itself (GDAL's own path, fastest): it has no nodata
   * to turn into alpha and needs no polar clamp. Else it reads the aligned VRT.
   */
  direct: boolean;
  outPath: string;
  workDir: string;
  timeoutMs: number;
}): Promise<{ zoom: number; dataBounds: Bounds | null; translate: PhotoCogStep }> {
  const native = path.join(opts.workDir, 'photo-native.vrt');
  const alignedVrt = path.join(opts.workDir, 'photo-web.vrt');
  const vrt = (extra: string[], out: string) =>
    runGdal('gdalwarp', ['-of', 'VRT', ...opts.warpArgs, ...extra, opts.source, out], {
      timeoutMs: opts.timeoutMs,
    });
  await vrt(opts.nativeExtent, native);
  const info = await inspectRaster(native, { timeoutMs: opts.timeoutMs, driver: 'VRT' });
  const [x0, resX, , y0, , resY] = info.geoTransform!;
  const zoom = upperZoom(Math.min(Math.abs(resX!), Math.abs(resY!)));
  const box = tileAlignedBox(
    {
      minX: x0!,
      maxX: x0! + info.width * resX!,
      maxY: y0!,
      minY: y0! + info.height * resY!,
    },
    zoom,
  );
  // The COG's extent is grown to whole tiles; the layer's is where its pixels are.
  const dataBounds = info.wgs84Bounds;
  const span = WEB_TILE_PIXELS * zoomResolution(zoom);
  const aligned = alignedLevelsFor(Math.max(box.maxX - box.minX, box.maxY - box.minY) / span);
  const translate = (input: string, extra: string[] = []) => ({
    command: 'gdal_translate',
    args: ['-of', 'COG', ...photoCogOptions(zoom, aligned), ...extra, input, opts.outPath],
  });
  if (opts.direct) {
    const resampling = opts.warpArgs[opts.warpArgs.indexOf('-r') + 1] ?? 'bilinear';
    const warp = translate(opts.source, ['-co', `WARP_RESAMPLING=${resampling}`]);
    return { zoom, dataBounds, translate: warp };
  }
  const res = String(zoomResolution(zoom));
  const extent = [box.minX, box.minY, box.maxX, box.maxY].map(String);
  await vrt(['-te', ...extent, '-tr', res, res], alignedVrt);
  return { zoom, dataBounds, translate: translate(alignedVrt) };
}
