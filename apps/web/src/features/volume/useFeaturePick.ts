import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { layerIdOfSource } from '../../map/style/sourceIds.js';
import type { VolumeShape } from './shape.js';

/** The names of the map's layers, by id. */
export type LayerNames = ReadonlyMap<number, string>;

const TOLERANCE = 3;

/**
 * While `active`, a click on the map chooses the topmost polygon feature of one of the map's
 * layers there (its vector tile feature id is the fid the API takes).
 */
export function useFeaturePick(
  map: MapLibreMap,
  active: boolean,
  names: LayerNames,
  onPick: (shape: VolumeShape) => void,
) {
  const latest = useRef({ names, onPick });
  useEffect(() => {
    latest.current = { names, onPick };
  });

  useEffect(() => {
    if (!active) return undefined;
    const onClick = (event: MapMouseEvent) => {
      const { x, y } = event.point;
      const features = map.queryRenderedFeatures([
        [x - TOLERANCE, y - TOLERANCE],
        [x + TOLERANCE, y + TOLERANCE],
      ]);
      for (const feature of features) {
        const layerId = layerIdOfSource(feature.source);
        const { geometry } = feature;
        if (layerId === null || typeof feature.id !== 'number') continue;
        if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') continue;
        latest.current.onPick({
          kind: 'feature',
          layerId,
          layerName: latest.current.names.get(layerId) ?? String(layerId),
          fid: feature.id,
          geometry,
        });
        return;
      }
    };
    map.on('click', onClick);
    map.getCanvas().style.cursor = 'crosshair';
    return () => {
      map.off('click', onClick);
      map.getCanvas().style.cursor = '';
    };
  }, [map, active]);
}
