import { MercatorCoordinate } from 'maplibre-gl';
import type { Vector3 } from 'three';

/**
 * Where a point of the scene in MapLibre's mercator units stands: its longitude, latitude and
 * height in metres, the terrain's exaggeration taken out again.
 */
export function lngLatHeightOf(
  mercator: Vector3,
  exaggeration: number,
): { lng: number; lat: number; height: number } {
  const coordinate = new MercatorCoordinate(mercator.x, mercator.y, mercator.z);
  const { lng, lat } = coordinate.toLngLat();
  return { lng, lat, height: coordinate.toAltitude() / (exaggeration || 1) };
}
