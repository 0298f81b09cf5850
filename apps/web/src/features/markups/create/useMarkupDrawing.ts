import type { MarkupGeometry } from '@waymark/contract/markup';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import {
  type TerraDraw,
  TerraDrawLineStringMode,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  type TerraDrawMouseEvent,
} from 'terra-draw';
import { useTerraDraw } from '../../../map/controls/useTerraDraw.js';
import type { MarkupShape } from '../markupsStore.js';
import { drawnGeometry } from './drawnGeometry.js';
import { SNAP_KEYS, snapToRendered } from './snapping.js';

const COLOUR = '#1565c0';
/** The drawing's own layers, and the markups', are never snapped to. */
export const DRAW_PREFIX = 'markup-draw';
const SKIPPED = [DRAW_PREFIX, 'markups-', 'td-'];

function modes(snap: (event: TerraDrawMouseEvent) => [number, number] | undefined) {
  const snapping = { toCustom: snap };
  const closing = {
    closingPointColor: '#ffffff',
    closingPointOutlineColor: COLOUR,
    closingPointOutlineWidth: 2,
    closingPointWidth: 5,
  } as const;
  return [
    new TerraDrawPointMode({
      modeName: 'point',
      styles: {
        pointColor: COLOUR,
        pointWidth: 7,
        pointOutlineColor: '#ffffff',
        pointOutlineWidth: 2,
      },
    }),
    new TerraDrawLineStringMode({
      modeName: 'line',
      snapping,
      styles: { lineStringColor: COLOUR, lineStringWidth: 3, ...closing },
    }),
    new TerraDrawPolygonMode({
      modeName: 'area',
      snapping,
      styles: {
        fillColor: COLOUR,
        fillOpacity: 0.15,
        outlineColor: COLOUR,
        outlineWidth: 3,
        ...closing,
      },
    }),
  ];
}

/**
 * Drawing a markup on the map while `drawing`: a point, a line or an area as `shape` says (with
 * the pointer, touch or pen). Holding Shift or Alt snaps the vertex to the nearest vertex of a
 * feature drawn on the map. The finished shape is handed to `onDrawn` and taken off the drawing
 * (the panel draws the draft itself).
 */
export function useMarkupDrawing(
  map: MapLibreMap,
  shape: MarkupShape,
  drawing: boolean,
  onDrawn: (geometry: MarkupGeometry) => void,
) {
  // Whether a snapping key is held, from the pointer's own events: the map need not have focus.
  const held = useRef(false);
  const onDrawnRef = useRef(onDrawn);
  useEffect(() => {
    onDrawnRef.current = onDrawn;
  });

  useEffect(() => {
    if (!drawing) return undefined;
    const container = map.getCanvasContainer();
    const note = (event: PointerEvent | KeyboardEvent) => {
      held.current = event.shiftKey || event.altKey;
    };
    container.addEventListener('pointermove', note, true);
    container.addEventListener('pointerdown', note, true);
    window.addEventListener('keydown', note);
    window.addEventListener('keyup', note);
    // Shift-drag would zoom to a box: the key snaps while drawing.
    const boxZoom = map.boxZoom.isEnabled();
    map.boxZoom.disable();
    return () => {
      container.removeEventListener('pointermove', note, true);
      container.removeEventListener('pointerdown', note, true);
      window.removeEventListener('keydown', note);
      window.removeEventListener('keyup', note);
      if (boxZoom) map.boxZoom.enable();
    };
  }, [map, drawing]);

  const snapping = (event: TerraDrawMouseEvent) => {
    const wanted = held.current || event.heldKeys.some((key) => SNAP_KEYS.some((k) => k === key));
    if (!wanted) return undefined;
    return snapToRendered(map, { x: event.containerX, y: event.containerY }, SKIPPED) ?? undefined;
  };

  const drawRef = useRef<TerraDraw | null>(null);
  const draw = useTerraDraw(map, DRAW_PREFIX, () => modes(snapping), drawing ? shape : null, {
    onFinish: (feature) => {
      let geometry = drawnGeometry(feature.geometry);
      if (geometry?.type === 'Point' && held.current) {
        const snapped = snapToRendered(map, map.project(geometry.coordinates), SKIPPED);
        if (snapped) geometry = { type: 'Point', coordinates: snapped };
      }
      if (geometry) onDrawnRef.current(geometry);
      // The panel shows the draft from here on; terra-draw's copy goes after its own handling.
      setTimeout(() => {
        try {
          drawRef.current?.clear();
        } catch {
          // Drawing has stopped meanwhile.
        }
      }, 0);
    },
  });
  useEffect(() => {
    drawRef.current = draw;
  }, [draw]);
  return { ready: draw !== null };
}
