import { formatMeasure, METRES_PER_UNIT, type RouteMeasure } from '@waymark/contract';
import { NotFoundError } from '../lib/errors.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { RouteRepository } from '../repositories/route.repository.js';
import { layerBoundsBox } from '../tiles/tile-math.js';
import { viewerOf } from '../policies/ownership.js';
import type { MapService } from './map.service.js';
import type { Principal } from '../policies/principal.js';
import { withinShare } from './share-bounds.js';

/** Chainage and mileage along the lines of a map's route layers (see RouteRepository). */
export class RouteService {
  constructor(
    private readonly maps: MapService,
    private readonly layers: LayerRepository,
    private readonly routes: RouteRepository,
  ) {}

  /**
   * The measure of a route's line at its point nearest to (lng, lat), for the popup of a clicked
   * line; null when the feature is none of the route's lines (a drawing's text, say). 404 unless
   * the layer is a route on the map that the caller sees and holds the feature, and, for a share
   * viewer, unless the point is inside the share's bounds (and the layer's).
   */
  async measure(
    principal: Principal,
    mapId: number,
    layerId: number,
    fid: number,
    lng: number,
    lat: number,
  ): Promise<RouteMeasure | null> {
    await this.maps.visible(principal, mapId);
    const layer = (await this.layers.listForMap(mapId, viewerOf(principal))).find(
      (l) => l.id === layerId,
    );
    if (!layer?.route_enabled) throw new NotFoundError();
    const visible = withinShare(layer.bounds, principal.share?.bounds ?? null);
    if (
      visible &&
      !(lng >= visible[0]! && lng <= visible[2]! && lat >= visible[1]! && lat <= visible[3]!)
    ) {
      throw new NotFoundError();
    }
    const lines = {
      layerId,
      fid,
      nameField: layer.route_name_field,
      clip: layerBoundsBox(visible),
    };
    const position = await this.routes.positionOf(lines, lng, lat);
    if (!position) {
      if (!(await this.routes.holdsFeature(lines))) throw new NotFoundError();
      return null;
    }
    const unit = layer.route_unit;
    // M values are in the route's unit; a length is in metres.
    const measure =
      layer.route_start_offset + (position.m ?? (position.along ?? 0) / METRES_PER_UNIT[unit]);
    return {
      layerId,
      fid,
      unit,
      measure,
      text: formatMeasure(measure, unit),
      route: position.name,
      offset: position.offset,
    };
  }
}
