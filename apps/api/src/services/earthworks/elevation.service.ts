import type { ElevationAnswer, ElevationQuery } from '@waymark/contract';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { viewerOf } from '../../policies/ownership.js';
import type { Principal } from '../../policies/principal.js';
import type { SurveyRepository } from '../../repositories/survey.repository.js';
import type { CogReader } from '../../tiles/cog-reader.js';
import { boundsToBox, latToY, lonToX } from '../../tiles/tile-math.js';
import { sampleValues } from '../../tiles/value-grid.js';
import type { MapService } from '../map.service.js';
import { withinShare } from '../share-bounds.js';

/**
 * The height of a layer of heights (a DTM, an elevation change) where the map was clicked: the
 * survey on top (the latest upload, or the date asked for), bilinear between its finest
 * pixels; nothing outside the layer's bounds or a share's.
 */
export class ElevationService {
  constructor(
    private readonly maps: MapService,
    private readonly surveys: SurveyRepository,
    private readonly reader: CogReader,
  ) {}

  async at(
    principal: Principal,
    mapId: number,
    layerId: number,
    query: ElevationQuery,
  ): Promise<ElevationAnswer> {
    await this.maps.visible(principal, mapId);
    const viewer = viewerOf(principal);
    const rows = await this.surveys.filesOfLayer(mapId, layerId, viewer);
    if (rows.length === 0 && !(await this.surveys.layerOnMap(mapId, layerId, viewer))) {
      throw new NotFoundError();
    }
    const kind = rows[0]?.raster_kind;
    if (kind !== 'elevation' && kind !== 'difference') {
      throw ValidationError.field('layer', 'This layer holds no heights (a DTM or DSM).');
    }
    const bounds = withinShare(rows[0]!.layer_bounds, principal.share?.bounds ?? null);
    const { lng, lat } = query;
    if (
      bounds &&
      !(lng >= bounds[0]! && lng <= bounds[2]! && lat >= bounds[1]! && lat <= bounds[3]!)
    ) {
      throw new NotFoundError();
    }
    const x = lonToX(lng);
    const y = latToY(lat);
    const candidates = rows.filter((r) => !query.date || r.survey_date === query.date).reverse();
    for (const row of candidates) {
      const cog = await this.reader.info(row.cog_key);
      if (x < cog.box.minX || x > cog.box.maxX || y < cog.box.minY || y > cog.box.maxY) continue;
      const res = cog.levels[0]!.resX;
      const [value] = await sampleValues(
        this.reader,
        [cog],
        { minX: x - res / 2, maxY: y + res / 2, res, size: 1 },
        bounds ? boundsToBox(bounds) : null,
      );
      if (value !== undefined && !Number.isNaN(value)) {
        return {
          layer_id: layerId,
          survey_date: row.survey_date,
          elevation: Math.round(value * 100) / 100,
          unit: 'm',
        };
      }
    }
    return {
      layer_id: layerId,
      survey_date: query.date ?? candidates[0]?.survey_date ?? null,
      elevation: null,
      unit: 'm',
    };
  }
}
