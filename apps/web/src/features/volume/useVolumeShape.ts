import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useState } from 'react';
import { TerraDrawPolygonMode } from 'terra-draw';
import { useTerraDraw } from '../../map/controls/useTerraDraw.js';
import { drawnPolygon, type VolumeShape } from './shape.js';
import { useFeaturePick, type LayerNames } from './useFeaturePick.js';

export type ShapeMode = 'draw' | 'pick';

export const SHAPE_COLOUR = '#6a1b9a';

const modes = () => [
  new TerraDrawPolygonMode({
    modeName: 'polygon',
    styles: {
      fillColor: SHAPE_COLOUR,
      fillOpacity: 0.12,
      outlineColor: SHAPE_COLOUR,
      outlineWidth: 3,
      closingPointColor: '#ffffff',
      closingPointOutlineColor: SHAPE_COLOUR,
      closingPointOutlineWidth: 2,
      closingPointWidth: 5,
    },
  }),
];

/**
 * The shape the volume is measured in: a polygon drawn with terra-draw, or a polygon feature
 * clicked on the map. A new one replaces the last; `corners` counts a drawing's corners so far.
 */
export function useVolumeShape(map: MapLibreMap, mode: ShapeMode, names: LayerNames) {
  const [shape, setShape] = useState<VolumeShape | null>(null);
  const [corners, setCorners] = useState(0);
  const draw = useTerraDraw(map, 'volume-draw', modes, mode === 'draw' ? 'polygon' : null, {
    onChange: (feature) => {
      const ring = feature.geometry.type === 'Polygon' ? feature.geometry.coordinates[0] : [];
      setCorners(Math.max((ring?.length ?? 1) - 2, 0));
    },
    onFinish: (feature) => {
      const polygon = drawnPolygon(feature.geometry);
      if (polygon) setShape({ kind: 'drawn', polygon });
    },
  });
  useFeaturePick(map, mode === 'pick', names, setShape);
  const clear = useCallback(() => {
    draw?.clear();
    setShape(null);
    setCorners(0);
  }, [draw]);
  return { shape, corners, clear, ready: mode === 'pick' || draw !== null };
}
