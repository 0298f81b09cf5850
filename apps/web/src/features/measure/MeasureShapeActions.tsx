import { Button, Stack } from '@mui/material';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useShapeActions, type DrawnShape } from '../../map/shapeActions.js';
import type { Position } from './measureMath.js';
import type { MeasureKind } from './useMeasureDrawing.js';

/** The finished line or area as a shape other tools take (an area's ring closed). */
export function measuredShape(kind: MeasureKind, vertices: readonly Position[]): DrawnShape | null {
  const points = vertices.map(([lng, lat]): [number, number] => [lng, lat]);
  if (kind === 'line')
    return points.length >= 2 ? { type: 'LineString', coordinates: points } : null;
  const [first] = points;
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const ring = first[0] === last[0] && first[1] === last[1] ? points : [...points, first];
  return ring.length >= 4 ? { type: 'Polygon', coordinates: [ring] } : null;
}

/**
 * What other tools offer to do with the finished line or area ('Create a markup from this'),
 * each a button; nothing while none is offered.
 */
export function MeasureShapeActions({
  map,
  kind,
  vertices,
}: {
  map: MapLibreMap;
  kind: MeasureKind;
  vertices: readonly Position[];
}) {
  const actions = useShapeActions(map);
  const shape = measuredShape(kind, vertices);
  if (!shape || actions.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button key={action.id} size="small" variant="outlined" onClick={() => action.run(shape)}>
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
