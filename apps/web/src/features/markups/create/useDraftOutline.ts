import type { MarkupGeometry } from '@waymark/contract/markup';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { removeFromMap } from '../../../map/styleOps.js';

const SOURCE = 'markups-draft';
const COLOUR = '#1565c0';
const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The markup being made, drawn on the map (in its style: a print shows it); gone with the form. */
export function useDraftOutline(map: MapLibreMap, geometry: MarkupGeometry | null) {
  useEffect(() => {
    if (!map.getSource(SOURCE)) {
      map.addSource(SOURCE, { type: 'geojson', data: EMPTY });
      map.addLayer({
        id: `${SOURCE}-fill`,
        type: 'fill',
        source: SOURCE,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': COLOUR, 'fill-opacity': 0.15 },
      });
      map.addLayer({
        id: `${SOURCE}-line`,
        type: 'line',
        source: SOURCE,
        filter: ['!=', ['geometry-type'], 'Point'],
        paint: { 'line-color': COLOUR, 'line-width': 3, 'line-dasharray': [2, 1] },
      });
      map.addLayer({
        id: `${SOURCE}-point`,
        type: 'circle',
        source: SOURCE,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-color': COLOUR,
          'circle-radius': 7,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      });
    }
    return () =>
      removeFromMap(map, [`${SOURCE}-point`, `${SOURCE}-line`, `${SOURCE}-fill`], [SOURCE]);
  }, [map]);

  useEffect(() => {
    map
      .getSource<GeoJSONSource>(SOURCE)
      ?.setData(geometry ? { type: 'Feature', properties: {}, geometry } : EMPTY);
  }, [map, geometry]);
}
