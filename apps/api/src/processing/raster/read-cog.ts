import type { Bounds } from '../geo-types.js';
import { runGdal } from '../tools/gdal.js';

export interface CogSummary {
  bounds: Bounds;
  width: number;
  height: number;
  bandCount: number;
  dataType: string;
  noData: number | null;
  hasMask: boolean;
  hasAlpha: boolean;
  /** IMAGE_STRUCTURE metadata: 'YCbCr JPEG', 'DEFLATE', ... */
  compression: string | null;
  /** 'COG' when the file really is cloud optimized. */
  layout: string | null;
  overviewCount: number;
  /** [least, greatest] valid value of a single-band raster (from its statistics), else null. */
  valueRange: [number, number] | null;
}

interface Json {
  size: [number, number];
  wgs84Extent?: { coordinates: number[][][] };
  metadata?: { IMAGE_STRUCTURE?: Record<string, string> };
  bands: Array<{
    type: string;
    colorInterpretation?: string;
    noDataValue?: number | string;
    mask?: { flags?: string[] };
    overviews?: unknown[];
    minimum?: number;
    maximum?: number;
  }>;
}

/** Single-band rasters of these types hold values (heights, differences), not colours. */
const VALUE_TYPES = new Set(['Float32', 'Float64', 'Int16', 'UInt16', 'Int32', 'UInt32']);

/** Whether a raster of this many bands and type holds values rather than colours. */
export function holdsValues(bandCount: number, dataType: string): boolean {
  return bandCount === 1 && VALUE_TYPES.has(dataType);
}

/** Reads back a COG we wrote (gdalinfo -json), for the result and for tests. */
export async function readCog(filePath: string, timeoutMs: number): Promise<CogSummary> {
  let json = JSON.parse(
    (await runGdal('gdalinfo', ['-json', filePath], { timeoutMs })).stdout,
  ) as Json;
  const values = holdsValues(json.bands.length, json.bands[0]?.type ?? '');
  if (values) {
    // The value range (exact statistics of the full resolution): the ramp's default ends.
    const withStats = await runGdal('gdalinfo', ['-json', '-stats', filePath], {
      timeoutMs,
      env: { GDAL_PAM_ENABLED: 'NO' },
    });
    json = JSON.parse(withStats.stdout) as Json;
  }
  const points = json.wgs84Extent?.coordinates[0] ?? [];
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  const first = json.bands[0];
  const noData = first?.noDataValue;
  return {
    bounds: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    width: json.size[0],
    height: json.size[1],
    bandCount: json.bands.length,
    dataType: first?.type ?? 'Unknown',
    noData: noData === undefined ? null : Number(noData),
    hasMask: json.bands.some((b) => {
      const flags = b.mask?.flags ?? [];
      return flags.includes('PER_DATASET') && !flags.includes('ALPHA');
    }),
    hasAlpha: json.bands.some((b) => b.colorInterpretation === 'Alpha'),
    compression: json.metadata?.IMAGE_STRUCTURE?.COMPRESSION ?? null,
    layout: json.metadata?.IMAGE_STRUCTURE?.LAYOUT ?? null,
    overviewCount: first?.overviews?.length ?? 0,
    valueRange:
      values && typeof first?.minimum === 'number' && typeof first.maximum === 'number'
        ? [first.minimum, first.maximum]
        : null,
  };
}
