import type { Map as MapLibreMap, MapMouseEvent, MapTouchEvent, PointLike } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { DrawControl } from './useDrawState.js';
import {
  clampLngLat,
  CORNER_HIT_PX,
  cornerOf,
  hitCorner,
  type Box,
  type Corner,
  type LngLatPair,
  type ScreenPoint,
} from './geometry.js';

/**
 * A fingertip covers far more than the ±5 px a mouse pointer gets (section 9), so a touch
 * catches a handle from a little further off.
 */
const TOUCH_HIT_PX = 16;

const CURSORS: Record<Corner, string> = {
  nw: 'nwse-resize',
  se: 'nwse-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
};

function screenCorners(map: MapLibreMap, box: Box): Record<Corner, ScreenPoint> {
  const project = (corner: Corner): ScreenPoint => {
    const { x, y } = map.project(cornerOf(box, corner));
    return { x, y };
  };
  return { nw: project('nw'), ne: project('ne'), se: project('se'), sw: project('sw') };
}

const lngLatOf = (event: { lngLat: { lng: number; lat: number } }): LngLatPair =>
  clampLngLat([event.lngLat.lng, event.lngLat.lat]);

/**
 * The pointer in edit mode: clicks set the corners of a new box, a press on a corner handle
 * drags it (the map does not pan meanwhile), Escape gives up, and the cursor tells what a
 * press would do.
 */
export function useBoxPointer(
  map: MapLibreMap | null,
  editing: boolean,
  value: Box | null,
  draw: DrawControl,
): void {
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);
  const { send, current } = draw;

  useEffect(() => {
    if (!map || !editing) return undefined;
    const canvas = map.getCanvasContainer();
    // Two quick clicks set two corners; they must not zoom in as well.
    map.doubleClickZoom.disable();

    const cornerAt = (point: PointLike & ScreenPoint, tolerance: number) => {
      const box = valueRef.current;
      if (!box || current().kind !== 'idle') return null;
      return hitCorner(screenCorners(map, box), point, tolerance);
    };
    const press = (corner: Corner) => {
      const box = valueRef.current;
      if (box) send({ type: 'press', corner, box });
    };
    const onClick = (event: MapMouseEvent) => send({ type: 'click', at: lngLatOf(event) });
    const onMouseDown = (event: MapMouseEvent) => {
      const corner = cornerAt(event.point, CORNER_HIT_PX);
      if (!corner) return;
      // Keeps MapLibre from panning while the handle is held.
      event.preventDefault();
      press(corner);
    };
    const onTouchStart = (event: MapTouchEvent) => {
      if (event.points.length !== 1) return;
      const corner = cornerAt(event.point, TOUCH_HIT_PX);
      if (!corner) return;
      event.preventDefault();
      press(corner);
    };
    const follow = (event: MapMouseEvent | MapTouchEvent) => {
      const kind = current().kind;
      if (kind === 'drawing' || kind === 'dragging') send({ type: 'move', at: lngLatOf(event) });
    };
    const onMouseMove = (event: MapMouseEvent) => {
      follow(event);
      const state = current();
      const corner =
        state.kind === 'dragging' ? state.corner : cornerAt(event.point, CORNER_HIT_PX);
      const crosshair = state.kind === 'armed' || state.kind === 'drawing';
      canvas.style.cursor = crosshair ? 'crosshair' : corner ? CURSORS[corner] : '';
    };
    const onRelease = () => send({ type: 'release' });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'cancel', hasBox: valueRef.current !== null });
    };

    map.on('click', onClick);
    map.on('mousedown', onMouseDown);
    map.on('touchstart', onTouchStart);
    map.on('mousemove', onMouseMove);
    map.on('touchmove', follow);
    map.on('touchend', onRelease);
    // A handle let go outside the map is let go all the same.
    window.addEventListener('mouseup', onRelease);
    window.addEventListener('keydown', onKey);
    return () => {
      map.off('click', onClick);
      map.off('mousedown', onMouseDown);
      map.off('touchstart', onTouchStart);
      map.off('mousemove', onMouseMove);
      map.off('touchmove', follow);
      map.off('touchend', onRelease);
      window.removeEventListener('mouseup', onRelease);
      window.removeEventListener('keydown', onKey);
      map.doubleClickZoom.enable();
      canvas.style.cursor = '';
    };
  }, [map, editing, send, current]);
}
