import { MercatorCoordinate } from 'maplibre-gl';
import { Matrix4 } from 'three';

/** Where a model stands: its origin's longitude, latitude and height (metres). */
export interface ModelPlace {
  lng: number;
  lat: number;
  height: number;
  /** Degrees clockwise from north that the model's north is turned. */
  heading?: number;
  scale?: number;
}

/**
 * From a model's coordinates (metres, y up, as glTF and web-ifc give them) to MapLibre's
 * mercator units at its place: east stays x, north turns to mercator's southward y, up to z,
 * heights scaled with the terrain's exaggeration.
 */
export function placeModel(place: ModelPlace, exaggeration: number): Matrix4 {
  const origin = MercatorCoordinate.fromLngLat([place.lng, place.lat], place.height * exaggeration);
  const metre = origin.meterInMercatorCoordinateUnits() * (place.scale ?? 1);
  const heading = ((place.heading ?? 0) * Math.PI) / 180;
  return new Matrix4()
    .makeTranslation(origin.x, origin.y, origin.z)
    .multiply(new Matrix4().makeScale(metre, -metre, metre * exaggeration))
    .multiply(new Matrix4().makeRotationZ(-heading))
    .multiply(new Matrix4().makeRotationX(Math.PI / 2));
}
