import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect } from 'react';
import { openPopup } from '../popup/popupStore.js';
import type { BuiltLayer } from '../style/buildLayerStyle.js';
import { layerIdOfSource } from '../style/sourceIds.js';

/** Pixels around the pointer that count as a hit: lines and points are thin. */
const HIT_TOLERANCE = 4;

/** Clicking a feature opens its popup; the pointer shows where a click would. */
export function useFeatureClick(map: MapLibreMap | null, built: readonly BuiltLayer[]): void {
  useEffect(() => {
    if (!map) return;
    const featuresAt = (event: MapMouseEvent) => {
      const layers = built.flatMap((b) => b.clickable).filter((id) => map.getLayer(id));
      if (layers.length === 0) return [];
      const { x, y } = event.point;
      return map.queryRenderedFeatures(
        [
          [x - HIT_TOLERANCE, y - HIT_TOLERANCE],
          [x + HIT_TOLERANCE, y + HIT_TOLERANCE],
        ],
        { layers },
      );
    };
    const onClick = (event: MapMouseEvent) => {
      // The topmost feature under the pointer.
      const [feature] = featuresAt(event);
      const layerId = layerIdOfSource(feature?.source);
      if (!feature || layerId === null) return;
      const properties = { ...feature.properties } as Record<string, unknown>;
      const fid =
        typeof feature.id === 'number' ? feature.id : Number(properties.fid ?? Number.NaN);
      openPopup({ layerId, fid: Number.isFinite(fid) ? fid : null, properties });
    };
    const onMove = (event: MapMouseEvent) => {
      map.getCanvas().style.cursor = featuresAt(event).length > 0 ? 'pointer' : '';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
    };
  }, [map, built]);
}
