import type { Map as MapLibreMap } from 'maplibre-gl';
import { TerraDraw, type GeoJSONStoreFeatures, type TerraDrawExtend } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { useEffect, useRef, useState } from 'react';

type Mode = TerraDrawExtend.TerraDrawBaseDrawMode<TerraDrawExtend.CustomStyling>;

export interface DrawingEvents {
  /** The shape being drawn changed (a vertex added, the pointer moved). */
  onChange?(feature: GeoJSONStoreFeatures): void;
  /** The shape was finished (double-click, or a click on its last or first vertex). */
  onFinish?(feature: GeoJSONStoreFeatures): void;
}

/**
 * terra-draw on the viewer's map while `mode` is set (pointer, touch and pen alike): its layers
 * carry `prefix`, so that two tools never share them; everything is taken off the map when the
 * mode goes back to null or the component unmounts. Only the last shape is kept. `modes` is
 * read once, when drawing starts.
 */
export function useTerraDraw(
  map: MapLibreMap,
  prefix: string,
  modes: () => Mode[],
  mode: string | null,
  events: DrawingEvents,
): TerraDraw | null {
  const [draw, setDraw] = useState<TerraDraw | null>(null);
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });
  const modesRef = useRef(modes);
  const active = mode !== null;

  useEffect(() => {
    if (!active) return undefined;
    const created = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map, prefixId: prefix }),
      modes: modesRef.current(),
    });
    created.start();
    const featureOf = (id: string | number) => created.getSnapshotFeature(id);
    created.on('change', (ids) => {
      for (const id of ids) {
        const feature = featureOf(id);
        if (feature && feature.geometry.type !== 'Point') eventsRef.current.onChange?.(feature);
      }
    });
    created.on('finish', (id) => {
      const feature = featureOf(id);
      if (!feature) return;
      // A new shape replaces the one before.
      const older = created
        .getSnapshot()
        .filter((other) => other.id !== id && other.geometry.type !== 'Point')
        .map((other) => other.id)
        .filter((other): other is string | number => other !== undefined);
      if (older.length > 0) created.removeFeatures(older);
      eventsRef.current.onFinish?.(feature);
    });
    setDraw(created);
    return () => {
      setDraw(null);
      // The map may already be gone (removed before its controls unmount).
      try {
        created.stop();
      } catch {
        // Nothing left to take off.
      }
    };
  }, [map, prefix, active]);

  useEffect(() => {
    if (draw && mode) draw.setMode(mode);
  }, [draw, mode]);

  return draw;
}
