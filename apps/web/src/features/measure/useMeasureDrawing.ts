import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useState } from 'react';
import { TerraDrawLineStringMode, TerraDrawPolygonMode } from 'terra-draw';
import { useTerraDraw } from '../../map/controls/useTerraDraw.js';
import { verticesOf, type Position } from './measureMath.js';

export type MeasureKind = 'line' | 'area';

const COLOUR = '#e65100';

const modes = () => [
  new TerraDrawLineStringMode({
    modeName: 'line',
    styles: {
      lineStringColor: COLOUR,
      lineStringWidth: 3,
      closingPointColor: '#ffffff',
      closingPointOutlineColor: COLOUR,
      closingPointOutlineWidth: 2,
      closingPointWidth: 5,
    },
  }),
  new TerraDrawPolygonMode({
    modeName: 'area',
    styles: {
      fillColor: COLOUR,
      fillOpacity: 0.15,
      outlineColor: COLOUR,
      outlineWidth: 3,
      closingPointColor: '#ffffff',
      closingPointOutlineColor: COLOUR,
      closingPointOutlineWidth: 2,
      closingPointWidth: 5,
    },
  }),
];

/** The shape being measured: its vertices as drawn (live), and whether it is finished. */
export function useMeasureDrawing(map: MapLibreMap, kind: MeasureKind) {
  const [vertices, setVertices] = useState<Position[]>([]);
  const [finished, setFinished] = useState(false);
  const draw = useTerraDraw(map, 'measure-draw', modes, kind, {
    onChange: (feature) => {
      setVertices(verticesOf(feature.geometry));
      setFinished(false);
    },
    onFinish: (feature) => {
      const points = verticesOf(feature.geometry);
      // terra-draw's moving vertex ends a line on its last click: a double-click leaves a
      // repeated vertex, which measures nothing.
      setVertices(
        points.filter(
          (p, i) => i === 0 || p[0] !== points[i - 1]?.[0] || p[1] !== points[i - 1]?.[1],
        ),
      );
      setFinished(true);
    },
  });
  const clear = useCallback(() => {
    draw?.clear();
    setVertices([]);
    setFinished(false);
  }, [draw]);
  return { vertices, finished, clear, ready: draw !== null };
}
