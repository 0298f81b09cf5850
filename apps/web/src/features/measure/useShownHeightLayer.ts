import type { LayerRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { holdsHeights } from '../../entities/layer/elevationLayers.js';
import { sourceIdOf } from '../../map/style/sourceIds.js';

/** Whether some style layer of the layer's source is drawn (not switched off). */
function isDrawn(map: MapLibreMap, layerId: number): boolean {
  const source = sourceIdOf(layerId);
  return (map.getStyle()?.layers ?? []).some(
    (entry) => 'source' in entry && entry.source === source && entry.layout?.visibility !== 'none',
  );
}

/** The topmost layer of heights drawn on the map now (switched on in the sidebar), or null. */
export function topHeightLayer(map: MapLibreMap, layers: readonly LayerRead[]): LayerRead | null {
  return (
    [...layers].reverse().find((layer) => holdsHeights(layer) && isDrawn(map, layer.id)) ?? null
  );
}

/** The topmost layer of heights on the map, followed as layers are switched on and off. */
export function useShownHeightLayer(
  map: MapLibreMap,
  layers: readonly LayerRead[],
): LayerRead | null {
  const [shown, setShown] = useState<LayerRead | null>(() => topHeightLayer(map, layers));
  useEffect(() => {
    const update = () => setShown(topHeightLayer(map, layers));
    update();
    map.on('styledata', update);
    return () => {
      map.off('styledata', update);
    };
  }, [map, layers]);
  return shown;
}
