import {
  formatMeasure,
  METRES_PER_UNIT,
  type RouteUnit,
  type SearchResult,
} from '@waymark/contract';
import type { MapLayerRow } from '../repositories/layer.repository.js';
import type { RouteRepository } from '../repositories/route.repository.js';
import { withinShare } from '../services/share-bounds.js';
import { layerBoundsBox } from '../tiles/tile-math.js';
import { chainageReading } from './chainage-query.js';

/** At most this many points per route layer (one per line holding the measure). */
const POINTS_PER_ROUTE = 10;
/** Half the side of a result's box, in metres: the point and a little around it. */
const BOX_HALF_METRES = 25;
const METRES_PER_DEGREE = 111_320;

/** A value in one unit, in another. */
export function convert(value: number, from: RouteUnit, to: RouteUnit): number {
  return from === to ? value : (value * METRES_PER_UNIT[from]) / METRES_PER_UNIT[to];
}

/** A small box around a point, [w, s, e, n]. */
function boxAround(lon: number, lat: number): [number, number, number, number] {
  const dLat = BOX_HALF_METRES / METRES_PER_DEGREE;
  const dLon = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  return [
    Math.max(lon - dLon, -180),
    Math.max(lat - dLat, -90),
    Math.min(lon + dLon, 180),
    Math.min(lat + dLat, 90),
  ];
}

const inside = (box: readonly number[] | null, lon: number, lat: number) =>
  !box || (lon >= box[0]! && lon <= box[2]! && lat >= box[1]! && lat <= box[3]!);

/**
 * The chainage or mileage reading of a search query as search results: on each route layer of
 * the map the caller sees (or only the routes of the name given), the point at that measure on
 * every line that reaches it (by its M values where it has them, else by its length), each
 * marked with its measure. Nothing outside the layer's bounds or a share's.
 */
export class RouteSearch {
  constructor(private readonly routes: RouteRepository) {}

  async search(
    layers: readonly MapLayerRow[],
    query: string,
    share: readonly number[] | null,
  ): Promise<SearchResult[]> {
    const reading = chainageReading(query);
    if (!reading) return [];
    const routes = layers.filter(
      (l) => l.route_enabled && (reading.route === null || l.route_name_field !== null),
    );
    const found = await Promise.all(
      routes.map(async (layer) => {
        const unit = layer.route_unit;
        const value = convert(reading.value, reading.unit ?? unit, unit);
        // From the line's start, in the route's unit: the M value sought on a line with M (M
        // values are in the route's unit), a length on one without.
        const m = value - layer.route_start_offset;
        if (!Number.isFinite(m)) return [];
        const visible = withinShare(layer.bounds, share);
        const points = await this.routes.pointsAt(
          {
            layerId: layer.id,
            nameField: layer.route_name_field,
            name: reading.route,
            clip: layerBoundsBox(visible),
          },
          { m, metres: m * METRES_PER_UNIT[unit] },
          POINTS_PER_ROUTE,
        );
        const measure = formatMeasure(value, unit);
        return points
          .filter((p) => inside(visible, p.lon, p.lat))
          .map((p): SearchResult => ({
            text: p.name ? `${measure} — ${p.name}` : measure,
            bounds: boxAround(p.lon, p.lat),
            layerId: layer.id,
            fid: p.fid,
            source: 'route',
            measure,
          }));
      }),
    );
    return found.flat();
  }
}
