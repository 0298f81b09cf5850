import { MercatorCoordinate } from 'maplibre-gl';
import { Matrix4 } from 'three';

/** Where a model stands: its origin's longitude, latitude and height (metres). */
export interface ModelPlace {
  lng: number;
  lat: number;
  height: number;
  /** Degrees clockwise from north that the model's north is turned. */
  heading?: number;
  /** Map metres per model metre; IFC4X3's scaled map conversion may give y and z their own. */
  scale?: number;
  scaleY?: number;
  scaleZ?: number;
}

/**
 * From a model's coordinates (metres, y up, as glTF gives them) to MapLibre's
 * mercator units at its place: east stays x, north turns to mercator's southward y, up to z,
 * heights scaled with the terrain's exaggeration.
 */
export function placeModel(place: ModelPlace, exaggeration: number): Matrix4 {
  const origin = MercatorCoordinate.fromLngLat([place.lng, place.lat], place.height * exaggeration);
  const metre = origin.meterInMercatorCoordinateUnits();
  const heading = ((place.heading ?? 0) * Math.PI) / 180;
  const scale = place.scale ?? 1;
  return (
    new Matrix4()
      .makeTranslation(origin.x, origin.y, origin.z)
      .multiply(new Matrix4().makeScale(metre, -metre, metre * exaggeration))
      .multiply(new Matrix4().makeRotationZ(-heading))
      // In the model's own east, north and up.
      .multiply(new Matrix4().makeScale(scale, place.scaleY ?? scale, place.scaleZ ?? scale))
      .multiply(new Matrix4().makeRotationX(Math.PI / 2))
  );
}
