import type { VolumePolygon } from '@waymark/contract';

/** Where the volume is measured: a drawn polygon, or a polygon feature of a layer. */
export type VolumeShape =
  | { kind: 'drawn'; polygon: VolumePolygon }
  | {
      kind: 'feature';
      layerId: number;
      layerName: string;
      fid: number;
      /** Its outline as the tiles drew it (for the map only; the server reads the feature). */
      geometry: GeoJSON.Polygon | GeoJSON.MultiPolygon;
    };

/** A drawn polygon as the API takes it: its one ring, closed. */
export function drawnPolygon(geometry: GeoJSON.Geometry): VolumePolygon | null {
  if (geometry.type !== 'Polygon') return null;
  const ring = (geometry.coordinates[0] ?? []).map(([x, y]): [number, number] => [x ?? 0, y ?? 0]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last) return null;
  const closed = first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
  return closed.length >= 4 ? { type: 'Polygon', coordinates: [closed] } : null;
}

/** The shape's outline on the map. */
export function shapeGeometry(shape: VolumeShape): GeoJSON.Polygon | GeoJSON.MultiPolygon {
  return shape.kind === 'drawn' ? shape.polygon : shape.geometry;
}

/** [west, south, east, north] of the shape. */
export function shapeBounds(shape: VolumeShape): [number, number, number, number] {
  const geometry = shapeGeometry(shape);
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
  const points = rings.flat();
  const xs = points.map((p) => p[0] ?? 0);
  const ys = points.map((p) => p[1] ?? 0);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
