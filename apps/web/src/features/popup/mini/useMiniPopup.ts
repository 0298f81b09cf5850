import type { LayerRead } from '@waymark/contract';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect } from 'react';
import type { BuiltLayer } from '../../../map/style/buildLayerStyle.js';
import { layerIdOfSource } from '../../../map/style/sourceIds.js';
import { miniPopupStore } from './miniPopupStore.js';
import { canHover, miniPopupRows } from './miniPopupRows.js';

/** Pixels around the pointer that count as a hit, as for clicks. */
const HIT_TOLERANCE = 4;

/**
 * The mini popup on hover (layers with mini_popup_on_hover): the chosen fields of the feature
 * under the pointer, following it. At most one look-up per frame however fast the pointer
 * moves; none at all on touch-only devices, nor for touches on others.
 */
export function useMiniPopup(
  map: MapLibreMap | null,
  built: readonly BuiltLayer[],
  layers: readonly LayerRead[] | undefined,
): void {
  useEffect(() => {
    const hovered = new Map(
      (layers ?? [])
        .filter((l) => l.mini_popup_on_hover && l.mini_popup_fields.length > 0)
        .map((l) => [l.id, l.mini_popup_fields] as const),
    );
    if (!map || hovered.size === 0 || !canHover()) return;
    const styleIds = built.filter((b) => hovered.has(b.layerId)).flatMap((b) => b.clickable);
    let frame: number | null = null;
    let last: MapMouseEvent | null = null;

    const look = () => {
      frame = null;
      const event = last;
      if (!event) return;
      const ids = styleIds.filter((id) => map.getLayer(id));
      const { x, y } = event.point;
      const [feature] =
        ids.length > 0
          ? map.queryRenderedFeatures(
              [
                [x - HIT_TOLERANCE, y - HIT_TOLERANCE],
                [x + HIT_TOLERANCE, y + HIT_TOLERANCE],
              ],
              { layers: ids },
            )
          : [];
      const layerId = layerIdOfSource(feature?.source);
      const fields = layerId === null ? undefined : hovered.get(layerId);
      const rows = feature && fields ? miniPopupRows(fields, feature.properties ?? {}) : [];
      const canvas = map.getCanvas();
      miniPopupStore.set(
        rows.length > 0
          ? { x, y, rows, width: canvas.clientWidth, height: canvas.clientHeight }
          : null,
      );
    };
    const onMove = (event: MapMouseEvent) => {
      const pointer = (event.originalEvent as PointerEvent | undefined)?.pointerType;
      if (pointer === 'touch') return;
      last = event;
      frame ??= requestAnimationFrame(look);
    };
    const hide = () => {
      last = null;
      miniPopupStore.set(null);
    };
    map.on('mousemove', onMove);
    map.on('mouseout', hide);
    map.on('movestart', hide);
    return () => {
      map.off('mousemove', onMove);
      map.off('mouseout', hide);
      map.off('movestart', hide);
      if (frame !== null) cancelAnimationFrame(frame);
      miniPopupStore.set(null);
    };
  }, [map, built, layers]);
}
