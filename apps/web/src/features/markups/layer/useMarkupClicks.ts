import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect } from 'react';
import { addClickTarget } from '../../../map/clickTargets.js';
import { activeTool } from '../../../map/controls/activeTool.js';
import { showMarkup } from '../markupsStore.js';
import { CLICKABLE, MARKUPS_PREFIX, POINTS_SOURCE } from './markupLayerSpecs.js';

/** Pixels around the pointer that count as a hit. */
const TOLERANCE = 4;

/** The markup (or cluster) under a canvas point, the topmost first. */
function markupsAt(map: MapLibreMap, { x, y }: { x: number; y: number }) {
  const layers = CLICKABLE.filter((id) => map.getLayer(id));
  if (layers.length === 0) return [];
  return map.queryRenderedFeatures(
    [
      [x - TOLERANCE, y - TOLERANCE],
      [x + TOLERANCE, y + TOLERANCE],
    ],
    { layers },
  );
}

/**
 * A click on a markup opens it in the panel (and no feature popup under it); on a cluster, the
 * map zooms in until it comes apart. Not while a drawing tool has the map's clicks. The pointer
 * shows where a click would open one.
 */
export function useMarkupClicks(map: MapLibreMap) {
  useEffect(() => {
    const taken = (point: { x: number; y: number }) =>
      activeTool() === null && markupsAt(map, point).length > 0;
    const remove = addClickTarget(map, taken);
    const onClick = (event: MapMouseEvent) => {
      if (activeTool() !== null) return;
      const [feature] = markupsAt(map, event.point);
      if (!feature) return;
      if (feature.layer.id === `${MARKUPS_PREFIX}clusters`) {
        const clusterId = Number(feature.properties.cluster_id);
        const source = map.getSource<GeoJSONSource>(POINTS_SOURCE);
        const centre = feature.geometry.type === 'Point' ? feature.geometry.coordinates : null;
        void source
          ?.getClusterExpansionZoom(clusterId)
          .then((zoom) => {
            if (centre) map.easeTo({ center: [centre[0]!, centre[1]!], zoom });
          })
          .catch(() => undefined);
        return;
      }
      if (typeof feature.id === 'number') showMarkup(feature.id);
    };
    const onMove = (event: MapMouseEvent) => {
      if (activeTool() !== null) return;
      if (markupsAt(map, event.point).length > 0) map.getCanvas().style.cursor = 'pointer';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      remove();
      map.off('click', onClick);
      map.off('mousemove', onMove);
    };
  }, [map]);
}
