import type { Map as MapLibreMap, MapGeoJSONFeature } from 'maplibre-gl';

/** How near the pointer (CSS pixels) a vertex must be to be snapped to. */
export const SNAP_PIXELS = 12;

type Position = [number, number];

/** Every vertex of a rendered feature's geometry (as the tiles cut it), in degrees. */
export function featureVertices(geometry: MapGeoJSONFeature['geometry']): Position[] {
  const out: Position[] = [];
  const walk = (value: unknown) => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number' && typeof value[1] === 'number') {
      out.push([value[0], value[1]]);
      return;
    }
    for (const item of value) walk(item);
  };
  if (geometry.type === 'GeometryCollection') {
    for (const part of geometry.geometries) out.push(...featureVertices(part));
  } else {
    walk(geometry.coordinates);
  }
  return out;
}

/**
 * The vertex nearest `pointer` (screen pixels) among `vertices` that lies within `tolerance`
 * pixels of it, else null. `project` gives a vertex's place on screen.
 */
export function nearestVertex(
  pointer: { x: number; y: number },
  vertices: readonly Position[],
  project: (vertex: Position) => { x: number; y: number },
  tolerance = SNAP_PIXELS,
): Position | null {
  let best: Position | null = null;
  let bestDistance = tolerance;
  for (const vertex of vertices) {
    const { x, y } = project(vertex);
    const distance = Math.hypot(x - pointer.x, y - pointer.y);
    if (distance <= bestDistance) {
      best = vertex;
      bestDistance = distance;
    }
  }
  return best;
}

/** The style layers that draw features with vertices. */
const VECTOR_TYPES = new Set(['fill', 'line', 'circle', 'symbol', 'fill-extrusion']);

/** The modifier keys that snap while held. */
export const SNAP_KEYS = ['Shift', 'Alt'] as const;

/**
 * The vertex of a feature drawn on the map (its own data, the background's) nearest the pointer,
 * skipping the layers whose ids start with one of `skip` (the drawing's own, the markups').
 */
export function snapToRendered(
  map: MapLibreMap,
  pointer: { x: number; y: number },
  skip: readonly string[],
): Position | null {
  const style = map.getStyle();
  const layers = (style?.layers ?? [])
    .filter((layer) => VECTOR_TYPES.has(layer.type))
    .map((layer) => layer.id)
    .filter((id) => !skip.some((prefix) => id.startsWith(prefix)));
  if (layers.length === 0) return null;
  const features = map.queryRenderedFeatures(
    [
      [pointer.x - SNAP_PIXELS, pointer.y - SNAP_PIXELS],
      [pointer.x + SNAP_PIXELS, pointer.y + SNAP_PIXELS],
    ],
    { layers },
  );
  const vertices = features.flatMap((feature) => featureVertices(feature.geometry));
  return nearestVertex(pointer, vertices, (vertex) => map.project(vertex));
}
