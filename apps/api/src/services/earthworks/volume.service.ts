import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_VOLUME_AREA_M2, type VolumeAnswer, type VolumeRequest } from '@waymark/contract';
import { ValidationError } from '../../lib/errors.js';
import { viewerOf } from '../../policies/ownership.js';
import type { Principal } from '../../policies/principal.js';
import {
  gridOf,
  heightsInPolygon,
  sumVolumes,
  utmGrid,
  type GridInfo,
  type HeightGrid,
} from '../../processing/earthworks/volume-grid.js';
import { utmZoneEpsg } from '../../processing/raster/analysis-raster.js';
import type { SurveyRepository } from '../../repositories/survey.repository.js';
import type { Storage } from '../../storage/storage.js';
import type { MapService } from '../map.service.js';
import { describeSurvey, resolveSurvey, type Survey } from './surveys.js';

const round = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

/** [w, s, e, n] of a GeoJSON polygon's ring. */
function boxOf(ring: readonly (readonly number[])[]): [number, number, number, number] {
  const xs = ring.map((p) => p[0]!);
  const ys = ring.map((p) => p[1]!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * Cut and fill (issue 23): heights of two surveys (or one and a flat base plane) inside a
 * polygon, compared cell by cell on the finer survey's grid in a projected metric system — the
 * later survey's own when it is projected in metres, else its local UTM zone (the analysis COGs
 * made at ingest) — never in Web Mercator, whose metres are not the ground's away from the
 * equator.
 */
export class VolumeService {
  constructor(
    private readonly maps: MapService,
    private readonly surveys: SurveyRepository,
    private readonly storage: Storage,
    private readonly workDir: string,
    private readonly timeoutMs: number,
  ) {}

  async volume(principal: Principal, mapId: number, body: VolumeRequest): Promise<VolumeAnswer> {
    await this.maps.visible(principal, mapId);
    const viewer = viewerOf(principal);
    const later = await resolveSurvey(this.surveys, mapId, viewer, body.later, 'later');
    const earlier = body.earlier
      ? await resolveSurvey(this.surveys, mapId, viewer, body.earlier, 'earlier')
      : null;
    const polygon = await this.polygonOf(mapId, viewer, body);
    const ring = (JSON.parse(polygon) as { coordinates: number[][][] }).coordinates[0]!;
    const box = boxOf(ring);
    const share = principal.share?.bounds;
    if (
      share &&
      (box[0] < share[0]! || box[1] < share[1]! || box[2] > share[2]! || box[3] > share[3]!)
    ) {
      throw ValidationError.field('polygon', 'The polygon reaches outside the shared area.');
    }
    const dir = await mkdtemp(path.join(this.workDir, 'volume-'));
    try {
      return await this.measure(dir, polygon, box, later, earlier, body.base_elevation ?? null);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The drawn polygon, or the chosen feature's, as GeoJSON in degrees; checked and measured. */
  private async polygonOf(
    mapId: number,
    viewer: ReturnType<typeof viewerOf>,
    body: VolumeRequest,
  ): Promise<string> {
    let geojson: string;
    if (body.feature) {
      const found = await this.surveys.polygonFeature(
        mapId,
        body.feature.layer,
        body.feature.fid,
        viewer,
      );
      if (!found)
        throw ValidationError.field('feature', 'Choose a feature of a layer of this map.');
      if (!found.polygonal) throw ValidationError.field('feature', 'Choose a polygon feature.');
      const parsed = JSON.parse(found.geojson) as { type: string; coordinates: unknown };
      if (parsed.type !== 'Polygon') {
        throw ValidationError.field('feature', 'Choose a single polygon (not a multi-polygon).');
      }
      geojson = found.geojson;
    } else {
      geojson = JSON.stringify(body.polygon);
    }
    const area = await this.surveys.areaOf(geojson);
    if (area === null)
      throw ValidationError.field('polygon', 'The polygon is not valid: its edges cross.');
    if (area > MAX_VOLUME_AREA_M2) {
      throw ValidationError.field(
        'polygon',
        `The polygon is larger than ${MAX_VOLUME_AREA_M2 / 1_000_000} km² (${round(area / 1_000_000, 2)} km²).`,
      );
    }
    return geojson;
  }

  private async measure(
    dir: string,
    polygon: string,
    box: [number, number, number, number],
    later: Survey,
    earlier: Survey | null,
    base: number | null,
  ): Promise<VolumeAnswer> {
    const polygonFile = path.join(dir, 'polygon.geojson');
    await writeFile(
      polygonFile,
      JSON.stringify({ type: 'Feature', properties: {}, geometry: JSON.parse(polygon) }),
    );
    const laterFiles = await this.localAnalysis(dir, later);
    const earlierFiles = earlier ? await this.localAnalysis(dir, earlier) : null;
    const target = await this.targetGrid(laterFiles[0]!, later, box);
    const cell = earlierFiles
      ? Math.min(target.cellSize, (await this.targetGrid(earlierFiles[0]!, earlier!, box)).cellSize)
      : target.cellSize;
    const heights = (sources: string[], name: string): Promise<HeightGrid> =>
      heightsInPolygon({
        sources,
        polygonFile,
        box,
        target,
        cell,
        outFile: path.join(dir, `${name}.bil`),
        timeoutMs: this.timeoutMs,
      });
    const [after, before] = await Promise.all([
      heights(laterFiles, 'later'),
      earlierFiles ? heights(earlierFiles, 'earlier') : Promise.resolve(null),
    ]);
    const cellArea = cell * cell;
    const sums = sumVolumes(after, before, base, cellArea);
    if (sums.cells === 0) {
      throw ValidationError.field(
        'polygon',
        earlier
          ? 'No cell inside the polygon has a height in both surveys: they do not overlap there.'
          : 'No cell inside the polygon has a height: it lies outside the survey.',
      );
    }
    const system = `${target.name}${target.epsg ? ` (EPSG:${target.epsg})` : ''}`;
    return {
      cut_m3: round(sums.cut, 3),
      fill_m3: round(sums.fill, 3),
      net_m3: round(sums.fill - sums.cut, 3),
      cut_area_m2: round(sums.cutCells * cellArea, 3),
      fill_area_m2: round(sums.fillCells * cellArea, 3),
      area_m2: round(sums.cells * cellArea, 3),
      cells: sums.cells,
      cell_size_m: cell,
      crs: { epsg: target.epsg, name: target.name },
      method:
        `Cell area × height difference, summed over the ${sums.cells} cells of ${cell} m whose ` +
        `centres lie inside the polygon and that have a height in ${earlier ? 'both surveys' : 'the survey'}, ` +
        `on the ${earlier ? 'finer survey’s' : 'survey’s'} grid in ${system}` +
        (earlier ? '; a survey on another grid is resampled bilinearly onto it.' : '.') +
        (base !== null ? ` Base: a flat plane at ${base} m.` : ''),
      earlier: earlier ? describeSurvey(earlier) : null,
      later: describeSurvey(later),
      base_elevation: base,
    };
  }

  /**
   * The system and cell a survey is measured in: its analysis COG's; for a file processed before
   * analysis COGs existed (its Web Mercator COG only), the local UTM zone at about its ground
   * resolution.
   */
  private async targetGrid(file: string, survey: Survey, box: number[]): Promise<GridInfo> {
    const grid = await gridOf(file, this.timeoutMs);
    if (survey.files[0]!.analysis_key) return grid;
    const lat = (box[1]! + box[3]!) / 2;
    const ground = grid.cellSize * Math.cos((lat * Math.PI) / 180);
    return utmGrid(utmZoneEpsg((box[0]! + box[2]!) / 2, lat), round(ground, 3));
  }

  /**
   * The survey's analysis COGs where GDAL reads them: in place on local storage, else copied
   * into the work directory (S3). Files processed before analysis COGs existed use their
   * Web Mercator COG, which the warp then takes into the metric system.
   */
  private async localAnalysis(dir: string, survey: Survey): Promise<string[]> {
    return Promise.all(
      survey.files.map(async (file, i) => {
        const key = file.analysis_key ?? file.cog_key;
        return (
          this.storage.localPath(key) ??
          (await this.storage.localCopy(
            key,
            path.join(dir, `${survey.layerId}-${i}`),
            'survey.tif',
          ))
        );
      }),
    );
  }
}
