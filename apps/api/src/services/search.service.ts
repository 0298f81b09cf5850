import type { MapSearchQuery, SearchResponse, SearchResult } from '@waymark/contract';
import type { FeatureSearchRepository } from '../repositories/feature-search.repository.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import { boundsToBox, layerBoundsBox } from '../tiles/tile-math.js';
import { shareBox, withinShare } from './share-bounds.js';
import { viewerOf } from '../policies/ownership.js';
import type { CoordinateSearch } from '../search/coordinate-search.js';
import type { RouteSearch } from '../search/route-search.js';
import type { PlaceSearch } from './place-search.js';
import type { MapService } from './map.service.js';
import type { Principal } from '../policies/principal.js';

/** At most this many results in all; places take up to GEOCODER_LIMIT of them. */
export const SEARCH_LIMIT = 20;
export const GEOCODER_LIMIT = 5;
export const FEATURES_ATTRIBUTION = { name: 'Waymark', url: null };

/** mapView = swLng,swLat,neLng,neLat; a view across the antimeridian is not used for ranking. */
export function parseView(mapView: string | undefined): number[] | null {
  if (!mapView) return null;
  const [w, s, e, n] = mapView.split(',').map(Number) as [number, number, number, number];
  if (![w, s, e, n].every(Number.isFinite) || w > e || s > n) return null;
  return [Math.max(w, -180), Math.max(s, -90), Math.min(e, 180), Math.min(n, 90)];
}

function clamp(v: number, limit: number): number {
  return Math.max(-limit, Math.min(limit, v));
}

/**
 * The map's search box: first the readings of a query that is a coordinate, then the points
 * along the map's routes of a query that is a chainage or mileage, then features of
 * the map's layers (those the caller can see that have a search field), and places from the
 * external geocoder or the embedded gazetteer (see choosePlaceSearch), asked at the same time.
 */
export class SearchService {
  constructor(
    private readonly maps: MapService,
    private readonly layers: LayerRepository,
    private readonly features: FeatureSearchRepository,
    private readonly places: PlaceSearch | null,
    private readonly coordinates: CoordinateSearch,
    private readonly routes: RouteSearch,
  ) {}

  async search(
    principal: Principal,
    mapId: number,
    query: MapSearchQuery,
    echo: string,
    language?: string,
  ): Promise<SearchResponse> {
    await this.maps.visible(principal, mapId);
    const mapLayers = await this.layers.listForMap(mapId, viewerOf(principal));
    const searchable = mapLayers
      .filter((l) => l.search_field && l.attributes.includes(l.search_field))
      .map((l) => {
        // Nothing the map does not show: outside the layer's bounds (and a share's) is hidden.
        const bounds = withinShare(l.bounds, principal.share?.bounds ?? null);
        return { id: l.id, field: l.search_field!, clip: layerBoundsBox(bounds) };
      });
    const view = parseView(query.mapView);
    const [points, along, hits, placesFound] = await Promise.all([
      this.coordinates.search(query.query),
      this.routes.search(mapLayers, query.query, principal.share?.bounds ?? null),
      this.features.search(searchable, query.query, view ? boundsToBox(view) : null, SEARCH_LIMIT),
      this.places ? this.places.search(query.query, view, GEOCODER_LIMIT, language) : null,
    ]);
    const found: SearchResult[] = hits.map((h) => ({
      text: h.text,
      bounds: [clamp(h.west, 180), clamp(h.south, 90), clamp(h.east, 180), clamp(h.north, 90)],
      layerId: h.layer_id,
      fid: Number(h.fid),
      source: 'features',
    }));
    const attribution: SearchResponse['attribution'] = [];
    if (found.length > 0) attribution.push(FEATURES_ATTRIBUTION);
    const box = shareBox(principal);
    const inShare = (r: SearchResult) =>
      !box ||
      (r.bounds[0] < box[2] &&
        r.bounds[2] > box[0] &&
        r.bounds[1] < box[3] &&
        r.bounds[3] > box[1]);
    const shownPlaces = (placesFound ?? []).filter(inShare);
    // Places take only the slots they fill: a search no place matches keeps all for features.
    const results = [...points.filter(inShare), ...along, ...found].slice(
      0,
      SEARCH_LIMIT - shownPlaces.length,
    );
    if (this.places && shownPlaces.length > 0) {
      results.push(...shownPlaces);
      attribution.push(this.places.attribution);
    }
    return { query: echo, results, attribution };
  }
}
