import type { LayerRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';
import { isLayerEnabled } from '../layers/layerStatus.js';
import { buildMapLayers } from '../../../map/style/buildLayerStyle.js';
import { markLayersDrawn } from '../../../map/mapTimings.js';
import { applyVisibility, replaceDataLayers } from '../../../map/styleOps.js';

const NO_LAYERS: readonly LayerRead[] = [];

/** What decides how layers are drawn; a change of anything else (on/off) redraws nothing. */
function drawingKey(layers: readonly LayerRead[]): string {
  return JSON.stringify(
    layers.map((l) => [
      l.id,
      l.type,
      l.style,
      l.label,
      l.attributes,
      l.sub_layers,
      l.zoom_min,
      l.zoom_max,
      l.bounds,
      l.extent,
      l.attribution,
      l.data_version,
      // A relief's ramp, range or hillshade: its tiles are drawn anew.
      l.raster_kind,
      l.relief,
    ]),
  );
}

/** Draws the map's layers (first at the bottom) and shows those that are on. */
export function useDataLayers(
  map: MapLibreMap | null,
  mapLayers: readonly LayerRead[] | undefined,
  status: Readonly<Record<string, boolean>>,
) {
  const layers = mapLayers ?? NO_LAYERS;
  const key = drawingKey(layers);
  // Rebuilt only when the drawing changes, not on every answer to the map's detail.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const built = useMemo(() => buildMapLayers(layers, window.location.origin), [key]);

  useEffect(() => {
    if (!map) return;
    replaceDataLayers(map, built.built, built.order);
    if (built.order.length > 0) markLayersDrawn(map);
  }, [map, built]);

  useEffect(() => {
    if (map) applyVisibility(map, built.built, (id) => isLayerEnabled(status, id));
  }, [map, built, status]);

  return built;
}
