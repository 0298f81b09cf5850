import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useCallback, useEffect, useState } from 'react';
import { pickInScene, type ScenePick } from '../../map/scenePicks.js';
import type { Position } from './measureMath.js';

/** A click of the drawing that met a model or a point cloud of the 3D view. */
export interface PickedClick {
  /** Where on the map's canvas it was (CSS pixels). */
  point: { x: number; y: number };
  pick: ScenePick;
}

/**
 * Pixels within which a drawn vertex is the click's: the drawing puts its vertex where its own
 * pointer events say, which may be a pixel from the map's click.
 */
const SAME_PLACE_PIXELS = 3;

/**
 * The measuring tool's clicks on the 3D view's models and point clouds: the drawing puts its
 * vertices on the ground under the pointer, these say what was really picked.
 */
export function useScenePicks(map: MapLibreMap) {
  const [picks, setPicks] = useState<PickedClick[]>([]);
  useEffect(() => {
    const onClick = (event: MapMouseEvent) => {
      const pick = pickInScene(map, event.point);
      if (!pick) return;
      const point = { x: event.point.x, y: event.point.y };
      setPicks((all) => [...all, { point, pick }]);
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map]);
  const clearPicks = useCallback(() => setPicks([]), []);
  return { picks, clearPicks };
}

/**
 * The drawn vertices as measured: one clicked on a model or a point cloud stands where the pick
 * says, with its height; the others as drawn. `project` puts a vertex on the canvas.
 */
export function placedVertices(
  vertices: readonly Position[],
  picks: readonly PickedClick[],
  project: (vertex: Position) => { x: number; y: number },
): { vertices: Position[]; picked: (ScenePick | null)[] } {
  const picked = vertices.map((vertex) => {
    if (picks.length === 0) return null;
    const { x, y } = project(vertex);
    const near = picks.find(
      ({ point }) => Math.hypot(point.x - x, point.y - y) <= SAME_PLACE_PIXELS,
    );
    return near?.pick ?? null;
  });
  return {
    vertices: vertices.map((vertex, i) => {
      const pick = picked[i];
      return pick ? [pick.lng, pick.lat] : vertex;
    }),
    picked,
  };
}
