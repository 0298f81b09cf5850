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
  }>;
}

/** Reads back a COG we wrote (gdalinfo -json), for the result and for tests. */
export async function readCog(filePath: string, timeoutMs: number): Promise<CogSummary> {
  const { stdout } = await runGdal('gdalinfo', ['-json', filePath], { timeoutMs });
  const json = JSON.parse(stdout) as Json;
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
  };
}
