import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ProcessingError } from '../processing-error.js';
import { runGdal, toProcessingError } from '../tools/gdal.js';

interface GridJson {
  size: [number, number];
  bands?: { type?: string }[];
  geoTransform: number[];
  coordinateSystem?: { wkt?: string };
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The elevation change between two surveys of heights, later minus earlier, on the later
 * survey's grid (its analysis COGs mosaicked): the earlier heights resampled bilinearly onto that
 * grid (a warped VRT, read lazily) unless they lie on the very same grid, the difference computed
 * by GDAL's `diff` pixel function and written once as a tiled GeoTIFF (Float32, DEFLATE with the
 * floating-point predictor). Missing heights are NaN in both surveys (see analysis-raster.ts),
 * so the difference is NaN wherever either has none. Nothing but the work directory is written.
 */
export async function elevationChange(opts: {
  earlier: readonly string[];
  later: readonly string[];
  outPath: string;
  workDir: string;
  timeoutMs: number;
}): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  const laterVrt = path.join(opts.workDir, 'later.vrt');
  const earlierVrt = path.join(opts.workDir, 'earlier-on-later.vrt');
  const diffVrt = path.join(opts.workDir, 'difference.vrt');
  try {
    await runGdal('gdalbuildvrt', ['-q', laterVrt, ...opts.later.map((p) => path.resolve(p))], {
      timeoutMs: left(),
    });
    const grid = JSON.parse(
      (await runGdal('gdalinfo', ['-json', '-nomd', laterVrt], { timeoutMs: left() })).stdout,
    ) as GridJson;
    const [width, height] = grid.size;
    const gt = grid.geoTransform;
    const wkt = grid.coordinateSystem?.wkt ?? '';
    const srsFile = path.join(opts.workDir, 'later.srs.wkt');
    await writeFile(srsFile, wkt);
    const [west, north] = [gt[0]!, gt[3]!];
    const [east, south] = [west + width * gt[1]!, north + height * gt[5]!];
    // Surveys on the very same grid (one flight plan, re-flown) need no resampling: the earlier
    // mosaic is read as it is; any other grid is warped onto the later one, bilinearly (lazily,
    // as a VRT).
    const earlierMosaic = path.join(opts.workDir, 'earlier.vrt');
    await runGdal(
      'gdalbuildvrt',
      ['-q', earlierMosaic, ...opts.earlier.map((p) => path.resolve(p))],
      { timeoutMs: left() },
    );
    const earlierGrid = JSON.parse(
      (await runGdal('gdalinfo', ['-json', '-nomd', earlierMosaic], { timeoutMs: left() })).stdout,
    ) as GridJson;
    // Float32 only: other types carry a nodata number that the warp turns into NaN.
    const sameGrid =
      earlierGrid.bands?.[0]?.type === 'Float32' &&
      earlierGrid.size.join() === grid.size.join() &&
      earlierGrid.geoTransform.join() === gt.join() &&
      (earlierGrid.coordinateSystem?.wkt ?? '') === wkt;
    if (!sameGrid) {
      await runGdal(
        'gdalwarp',
        [
          ['-q', '-of', 'VRT', '-overwrite', '-t_srs', srsFile, '-r', 'bilinear'],
          ['-te', `${west}`, `${south}`, `${east}`, `${north}`, '-ts', `${width}`, `${height}`],
          ['-ot', 'Float32', '-dstnodata', 'nan'],
          [earlierMosaic, earlierVrt],
        ].flat(),
        { timeoutMs: left() },
      );
    }
    const earlierSource = sameGrid ? earlierMosaic : earlierVrt;
    await writeFile(
      diffVrt,
      `<VRTDataset rasterXSize="${width}" rasterYSize="${height}">
  <SRS>${xml(wkt)}</SRS>
  <GeoTransform>${gt.join(', ')}</GeoTransform>
  <VRTRasterBand dataType="Float32" band="1" subClass="VRTDerivedRasterBand">
    <NoDataValue>nan</NoDataValue>
    <PixelFunctionType>diff</PixelFunctionType>
    <SourceTransferType>Float32</SourceTransferType>
    <SimpleSource><SourceFilename relativeToVRT="0">${xml(laterVrt)}</SourceFilename><SourceBand>1</SourceBand></SimpleSource>
    <SimpleSource><SourceFilename relativeToVRT="0">${xml(earlierSource)}</SourceFilename><SourceBand>1</SourceBand></SimpleSource>
  </VRTRasterBand>
</VRTDataset>
`,
    );
    await runGdal(
      'gdal_translate',
      [
        ['-q', '-of', 'GTiff', '-co', 'TILED=YES', '-co', 'COMPRESS=DEFLATE'],
        ['-co', 'PREDICTOR=3', '-co', 'BIGTIFF=IF_SAFER', '-co', 'NUM_THREADS=ALL_CPUS'],
        ['--config', 'GDAL_NUM_THREADS', 'ALL_CPUS', '--config', 'GDAL_CACHEMAX', '512'],
        [diffVrt, opts.outPath],
      ].flat(),
      { timeoutMs: left() },
    );
  } catch (err) {
    if (err instanceof ProcessingError) throw err;
    throw toProcessingError(err, 'GDALWARP_TIF', 'Could not compute the elevation change');
  }
}
