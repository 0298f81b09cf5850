import type { MapGeoJSONFeature, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect } from 'react';
import { activeTool } from '../../../map/controls/activeTool.js';
import { useMapViewParts } from '../mapViewParts.js';
import { openPopup } from '../../../map/popupStore.js';
import type { BuiltLayer } from '../../../map/style/buildLayerStyle.js';
import { layerIdOfSource } from '../../../map/style/sourceIds.js';

/** Pixels around the pointer that count as a hit: lines and points are thin. */
const HIT_TOLERANCE = 4;

/** A point's own position; other shapes are placed where they were clicked. */
function positionOf(
  geometry: MapGeoJSONFeature['geometry'] | undefined,
): { lng: number; lat: number } | null {
  if (geometry?.type !== 'Point') return null;
  const [lng, lat] = geometry.coordinates;
  return lng === undefined || lat === undefined ? null : { lng, lat };
}

/**
 * Clicking a feature opens its popup; the pointer shows where a click would. Not while a
 * drawing tool of the map controls is active.
 */
export function useFeatureClick(map: MapLibreMap | null, built: readonly BuiltLayer[]): void {
  const { popup } = useMapViewParts();
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
      // A drawing tool (Cross Section, Measure Distance) has the clicks: no popups meanwhile.
      if (activeTool() !== null) return;
      // The topmost feature under the pointer.
      const [feature] = featuresAt(event);
      const layerId = layerIdOfSource(feature?.source);
      if (!feature || layerId === null) return;
      const properties = { ...feature.properties } as Record<string, unknown>;
      const fid =
        typeof feature.id === 'number' ? feature.id : Number(properties.fid ?? Number.NaN);
      openPopup({
        layerId,
        fid: Number.isFinite(fid) ? fid : null,
        properties,
        lngLat: positionOf(feature.geometry) ?? { lng: event.lngLat.lng, lat: event.lngLat.lat },
      });
    };
    const onMove = (event: MapMouseEvent) => {
      if (activeTool() !== null) return;
      const over = featuresAt(event).length > 0;
      map.getCanvas().style.cursor = over ? 'pointer' : '';
      // A feature pointed at is likely clicked: its popup's code is fetched meanwhile.
      if (over && popup) void popup.preload().catch(() => undefined);
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
    };
  }, [map, built, popup]);
}
