import type { LngLat, MapGeoJSONFeature, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect } from 'react';
import { clickTaken } from '../../../map/clickTargets.js';
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
 * Clicking a feature opens its popup; the pointer shows where a click would. On the keyboard,
 * Enter on the focused map opens the popup of the feature at its centre (the arrow keys bring
 * one there). Not while a drawing tool of the map controls is active.
 */
export function useFeatureClick(map: MapLibreMap | null, built: readonly BuiltLayer[]): void {
  const { popup } = useMapViewParts();
  useEffect(() => {
    if (!map) return;
    const featuresAt = ({ x, y }: { x: number; y: number }) => {
      const layers = built.flatMap((b) => b.clickable).filter((id) => map.getLayer(id));
      if (layers.length === 0) return [];
      return map.queryRenderedFeatures(
        [
          [x - HIT_TOLERANCE, y - HIT_TOLERANCE],
          [x + HIT_TOLERANCE, y + HIT_TOLERANCE],
        ],
        { layers },
      );
    };
    const openAt = (point: { x: number; y: number }, lngLat: LngLat) => {
      // A drawing tool (Cross Section, Measure Distance) has the clicks: no popups meanwhile;
      // nor under a 3D model, which answers its own.
      if (activeTool() !== null || clickTaken(map, point)) return;
      // The topmost feature under the pointer.
      const [feature] = featuresAt(point);
      const layerId = layerIdOfSource(feature?.source);
      if (!feature || layerId === null) return;
      const properties = { ...feature.properties } as Record<string, unknown>;
      const fid =
        typeof feature.id === 'number' ? feature.id : Number(properties.fid ?? Number.NaN);
      openPopup({
        layerId,
        fid: Number.isFinite(fid) ? fid : null,
        properties,
        lngLat: positionOf(feature.geometry) ?? { lng: lngLat.lng, lat: lngLat.lat },
      });
    };
    const onClick = (event: MapMouseEvent) => openAt(event.point, event.lngLat);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey) return;
      const canvas = map.getCanvas();
      const centre = { x: canvas.clientWidth / 2, y: canvas.clientHeight / 2 };
      openAt(centre, map.unproject([centre.x, centre.y]));
    };
    const onMove = (event: MapMouseEvent) => {
      if (activeTool() !== null) return;
      const over = featuresAt(event.point).length > 0;
      map.getCanvas().style.cursor = over ? 'pointer' : '';
      // A feature pointed at is likely clicked: its popup's code is fetched meanwhile.
      if (over && popup) void popup.preload().catch(() => undefined);
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    const canvas = map.getCanvas();
    canvas.addEventListener('keydown', onKeyDown);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
      canvas.removeEventListener('keydown', onKeyDown);
    };
  }, [map, built, popup]);
}
