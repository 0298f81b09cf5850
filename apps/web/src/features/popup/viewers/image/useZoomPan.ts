import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clampTransform,
  fitTransform,
  isZoomed,
  panBy,
  wheelFactor,
  zoomAt,
  type Size,
  type Transform,
} from './zoomPan.js';

interface Geometry {
  box: Size;
  image: Size;
}

/**
 * Zoom and pan of an image in a box: wheel and double-click zoom where the pointer is, a drag
 * pans, two fingers pinch. Native listeners: the wheel must be able to stop the page scrolling.
 */
export function useZoomPan(stage: HTMLElement | null, geometry: Geometry | null, key: string) {
  const [view, setView] = useState<{ key: string; t: Transform } | null>(null);
  const current = useRef<{ geometry: Geometry | null; t: Transform | null }>({
    geometry: null,
    t: null,
  });
  const fitted = geometry ? fitTransform(geometry.box, geometry.image) : null;
  const sized = geometry ? `${key}@${geometry.box.width}x${geometry.box.height}` : '';
  const transform = view && view.key === sized ? view.t : fitted;

  useEffect(() => {
    current.current = { geometry, t: transform };
  });

  /** Applies a change to the transform shown now. */
  const change = useCallback(
    (update: (t: Transform, g: Geometry) => Transform) => {
      const { geometry: g, t } = current.current;
      if (!g || !t) return;
      const next = clampTransform(update(t, g), g.box, g.image);
      current.current.t = next;
      setView({ key: sized, t: next });
    },
    [sized],
  );

  useEffect(() => {
    if (!stage) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let pinch: number | null = null;
    const local = (event: { clientX: number; clientY: number }) => {
      const rect = stage.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = local(event);
      const factor = wheelFactor(event.deltaY, event.deltaMode);
      change((t, g) => zoomAt(t, factor, point, g.box, g.image));
    };
    const onDown = (event: PointerEvent) => {
      stage.setPointerCapture?.(event.pointerId);
      pointers.set(event.pointerId, local(event));
      pinch = null;
    };
    const onMove = (event: PointerEvent) => {
      const before = pointers.get(event.pointerId);
      if (!before) return;
      const after = local(event);
      pointers.set(event.pointerId, after);
      if (pointers.size === 1) {
        change((t, g) => panBy(t, after.x - before.x, after.y - before.y, g.box, g.image));
        return;
      }
      const [a, b] = [...pointers.values()];
      if (!a || !b) return;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      if (pinch !== null && pinch > 0) {
        const factor = distance / pinch;
        change((t, g) => zoomAt(t, factor, middle, g.box, g.image));
      }
      pinch = distance;
    };
    const onUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
      pinch = null;
    };
    const onDoubleClick = (event: MouseEvent) => {
      const point = local(event);
      change((t, g) =>
        isZoomed(t, g.box, g.image)
          ? fitTransform(g.box, g.image)
          : zoomAt(t, 2.5, point, g.box, g.image),
      );
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    stage.addEventListener('pointerdown', onDown);
    stage.addEventListener('pointermove', onMove);
    stage.addEventListener('pointerup', onUp);
    stage.addEventListener('pointercancel', onUp);
    stage.addEventListener('dblclick', onDoubleClick);
    return () => {
      stage.removeEventListener('wheel', onWheel);
      stage.removeEventListener('pointerdown', onDown);
      stage.removeEventListener('pointermove', onMove);
      stage.removeEventListener('pointerup', onUp);
      stage.removeEventListener('pointercancel', onUp);
      stage.removeEventListener('dblclick', onDoubleClick);
    };
  }, [stage, change]);

  const zoomBy = useCallback(
    (factor: number) =>
      change((t, g) =>
        zoomAt(t, factor, { x: g.box.width / 2, y: g.box.height / 2 }, g.box, g.image),
      ),
    [change],
  );
  const pan = useCallback(
    (dx: number, dy: number) => change((t, g) => panBy(t, dx, dy, g.box, g.image)),
    [change],
  );
  const reset = useCallback(() => change((_t, g) => fitTransform(g.box, g.image)), [change]);
  const zoomed = !!(transform && geometry && isZoomed(transform, geometry.box, geometry.image));
  return { transform, zoomBy, pan, reset, zoomed };
}
