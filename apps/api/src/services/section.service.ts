import type { SectionResponse, SectionSeries } from '@waymark/contract';
import type { DtmRepository, MapCogRow } from '../repositories/dtm.repository.js';
import type { CogInfo } from '../tiles/cog-info.js';
import type { CogReader } from '../tiles/cog-reader.js';
import {
  lengthInside,
  lengthOf,
  samplePoints,
  sectionLine,
  type SamplePoints,
  type SectionLine,
} from '../tiles/section-line.js';
import { sampleLevel } from '../tiles/section-sampler.js';
import { boundsToBox, type Box } from '../tiles/tile-math.js';
import { viewerOf } from '../policies/ownership.js';
import type { MapService } from './map.service.js';
import type { Principal } from '../policies/principal.js';
import { withinShare } from './share-bounds.js';

/**
 * Samples per series at most: a 10 km line over a 1 m DTM is 10,000. A line that crosses more
 * of a DTM than this many pixels is sampled evenly from the overview whose pixels fit.
 */
export const MAX_SECTION_SAMPLES = 50_000;

/**
 * Elevation data (the popup's dtm state reads it the same way): a single band that is not 8-bit
 * (the COG's 'stretch' model: Float32 DEMs, 16-bit heights), or a file named like a DTM.
 */
export function isDtm(cog: CogInfo, fileName: string): boolean {
  const bands = cog.samplesPerPixel - (cog.alphaSample === null ? 0 : 1);
  return (cog.model === 'stretch' && bands === 1) || /dtm/i.test(fileName);
}

function intersection(a: Box, b: Box): Box | null {
  const box = {
    minX: Math.max(a.minX, b.minX),
    minY: Math.max(a.minY, b.minY),
    maxX: Math.min(a.maxX, b.maxX),
    maxY: Math.min(a.maxY, b.maxY),
  };
  return box.minX < box.maxX && box.minY < box.maxY ? box : null;
}

/** The finest level that samples `inside` Mercator metres at one pixel per sample within the cap. */
function levelFor(cog: CogInfo, inside: number): number {
  const fits = cog.levels.findIndex((level) => inside / level.resX <= MAX_SECTION_SAMPLES);
  return fits === -1 ? cog.levels.length - 1 : fits;
}

/** Ground metres between two neighbouring samples (the first pair without a gap). */
function groundStep(points: SamplePoints): number {
  for (let k = 1; k < points.x.length; k += 1) {
    if (!Number.isNaN(points.x[k]!) && !Number.isNaN(points.x[k - 1]!)) {
      return points.distance[k]! - points.distance[k - 1]!;
    }
  }
  return 0;
}

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/**
 * Cross sections (the Cross Section control): every DTM of the map the caller sees, sampled
 * along a line from its COG at the DTM's own resolution, one series per DTM file so that two
 * survey dates compare. A share viewer's line is cut to the share's bounds, and every layer's
 * to its own bounds, as their raster tiles are.
 */
export class SectionService {
  constructor(
    private readonly maps: MapService,
    private readonly dtms: DtmRepository,
    private readonly reader: CogReader,
  ) {}

  async section(
    principal: Principal,
    mapId: number,
    vertices: readonly (readonly [number, number])[],
  ): Promise<SectionResponse> {
    await this.maps.visible(principal, mapId);
    const line = sectionLine(vertices);
    const rows = await this.dtms.cogsOfMap(mapId, viewerOf(principal));
    const share = principal.share?.bounds ?? null;
    const profiles = await Promise.all(rows.map((row) => this.profile(row, line, share)));
    return {
      length_m: round(lengthOf(line), 2),
      dtms: profiles.filter((p): p is SectionSeries => p !== null),
    };
  }

  /** One DTM file's series, or null when it is no DTM or has no data under the line. */
  private async profile(
    row: MapCogRow,
    line: SectionLine,
    share: readonly number[] | null,
  ): Promise<SectionSeries | null> {
    const cog = await this.reader.info(row.storage_key);
    if (!isDtm(cog, row.file_name)) return null;
    const bounds = withinShare(row.layer_bounds, share);
    const box = bounds ? intersection(cog.box, boundsToBox(bounds)) : cog.box;
    if (!box) return null;
    const inside = lengthInside(line, box);
    if (inside === 0) return null;
    const levelIndex = levelFor(cog, inside);
    const step = Math.max(cog.levels[levelIndex]!.resX, inside / MAX_SECTION_SAMPLES);
    const points = samplePoints(line, box, step);
    const values = await sampleLevel(this.reader, cog, levelIndex, points);
    if (values.every((v) => v === null)) return null;
    return {
      layer_id: row.layer_id,
      layer_name: row.layer_name,
      file_id: row.file_id,
      file_name: row.file_name,
      step_m: round(groundStep(points), 3),
      series: values.map((v, k) => [
        round(points.distance[k]!, 2),
        v === null ? null : round(v, 3),
      ]),
    };
  }
}
