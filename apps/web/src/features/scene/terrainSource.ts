import type { RasterDEMSourceSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { LayerRead } from '@waymark/contract';
import { holdsDtm } from '../../entities/layer/dtmLayers.js';
import { terrainTileUrl } from '../../entities/layer/terrainTiles.js';

export type TerrainLayer = Pick<
  LayerRead,
  'id' | 'name' | 'type' | 'raster_kind' | 'status' | 'zoom_min' | 'zoom_max'
>;

/**
 * Terrain tiles are asked for up to this zoom and stretched beyond it: at 17 a 256-px tile's
 * pixel is about 1.2 m, as fine as most survey DTMs, and MapLibre's terrain asks for its tiles
 * a zoom or two below the view's anyway.
 */
const TERRAIN_MAXZOOM = 17;

const isDtm = (layer: TerrainLayer) => holdsDtm(layer) && layer.status === 'ready';

/**
 * The DTM the 3D view stands on: the one the map names while it is on, else the top one of
 * the layers that are on (last in map order).
 */
export function terrainLayerOf<L extends TerrainLayer>(
  shown: readonly L[],
  named: number | null = null,
): L | null {
  const chosen = shown.find((layer) => layer.id === named);
  if (chosen && isDtm(chosen)) return chosen;
  for (let i = shown.length - 1; i >= 0; i -= 1) if (isDtm(shown[i]!)) return shown[i]!;
  return null;
}

/**
 * MapLibre's source of a DTM's heights (Mapbox terrain-RGB), of one survey `date` for a series.
 * Without `bounds`: beyond the DTM the server answers flat tiles at its lowest height, so the
 * site stands on a plain at its foot rather than on a plinth above MapLibre's 0 m. `packUrl`:
 * the heights' archive kept in the browser (a map opened offline), drawn instead.
 */
export function terrainSource(
  layer: TerrainLayer,
  origin: string,
  date: string | null,
  packUrl: string | null = null,
): RasterDEMSourceSpecification {
  if (packUrl) return { type: 'raster-dem', url: packUrl, tileSize: 256, encoding: 'mapbox' };
  return {
    type: 'raster-dem',
    tiles: [terrainTileUrl(origin, layer.id, date)],
    tileSize: 256,
    encoding: 'mapbox',
    minzoom: Math.min(layer.zoom_min, TERRAIN_MAXZOOM),
    maxzoom: Math.max(Math.min(layer.zoom_max, TERRAIN_MAXZOOM), layer.zoom_min),
  };
}
