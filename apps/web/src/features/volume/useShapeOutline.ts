import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { shapeGeometry, type VolumeShape } from './shape.js';
import { SHAPE_COLOUR } from './useVolumeShape.js';
import { removeFromMap } from '../../map/styleOps.js';

const SOURCE = 'volume-shape';
const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The chosen shape outlined on the map, in the map's own style (so that the printed map shows
 * it too); taken off when the tool closes.
 */
export function useShapeOutline(map: MapLibreMap, shape: VolumeShape | null) {
  useEffect(() => {
    const add = () => {
      if (map.getSource(SOURCE)) return;
      map.addSource(SOURCE, { type: 'geojson', data: EMPTY });
      map.addLayer({
        id: `${SOURCE}-fill`,
        type: 'fill',
        source: SOURCE,
        paint: { 'fill-color': SHAPE_COLOUR, 'fill-opacity': 0.12 },
      });
      map.addLayer({
        id: `${SOURCE}-line`,
        type: 'line',
        source: SOURCE,
        paint: { 'line-color': SHAPE_COLOUR, 'line-width': 3 },
      });
    };
    add();
    return () => removeFromMap(map, [`${SOURCE}-line`, `${SOURCE}-fill`], [SOURCE]);
  }, [map]);

  useEffect(() => {
    const source = map.getSource<GeoJSONSource>(SOURCE);
    source?.setData(
      shape ? { type: 'Feature', properties: {}, geometry: shapeGeometry(shape) } : EMPTY,
    );
  }, [map, shape]);
}
