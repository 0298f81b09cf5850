import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { layerIdOfSource, sourceIdOf } from '../../../map/style/sourceIds.js';
import type { MapController } from '../../../map/mapController.js';

function viewOf(map: MapLibreMap) {
  const bounds = map.getBounds();
  return {
    zoom: map.getZoom(),
    bounds: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()] as [
      number,
      number,
      number,
      number,
    ],
  };
}

/** Keeps the controller's view (zoom, bounds) and loading layers in step with the map. */
export function useMapTracking(map: MapLibreMap | null, controller: MapController): void {
  useEffect(() => {
    if (!map) return;
    const loading = controller.loadingLayers;
    const onMove = () => controller.view.set(viewOf(map));
    const onDataLoading = (event: { dataType?: string; sourceId?: string }) => {
      const layerId = layerIdOfSource(event.sourceId);
      if (layerId === null || loading.get().has(layerId)) return;
      loading.set(new Set([...loading.get(), layerId]));
    };
    // A layer stops spinning once its source has no tile requests left.
    const onSourceData = () => {
      const current = loading.get();
      const still = [...current].filter((layerId) => {
        const sourceId = sourceIdOf(layerId);
        return !!map.getSource(sourceId) && !map.isSourceLoaded(sourceId);
      });
      if (still.length !== current.size) loading.set(new Set(still));
    };
    const onIdle = () => {
      if (loading.get().size > 0) loading.set(new Set());
    };
    onMove();
    map.on('move', onMove);
    map.on('dataloading', onDataLoading);
    map.on('sourcedata', onSourceData);
    map.on('idle', onIdle);
    return () => {
      map.off('move', onMove);
      map.off('dataloading', onDataLoading);
      map.off('sourcedata', onSourceData);
      map.off('idle', onIdle);
      loading.set(new Set());
    };
  }, [map, controller]);
}
