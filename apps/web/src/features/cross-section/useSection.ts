import type { SectionResponse } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSection } from '../../entities/map/mapSection.js';
import { pointsAlongInScene, type SectionCloud } from '../../map/scenePicks.js';
import { lineParameter, type Position } from './sectionMath.js';

/** How far from the line (metres, either side) a point cloud's points go beside the profiles. */
export const SECTION_CORRIDOR_M = 2;

export type SectionState =
  | { kind: 'drawing' }
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'failed' }
  | { kind: 'done'; vertices: Position[]; section: SectionResponse; clouds: SectionCloud[] };

/**
 * GET maps/:id/section/ along the drawn line, and the 3D view's point cloud points near it; a
 * newer line drops the answer to an older one.
 */
export function useSection(mapId: number, map: MapLibreMap) {
  const [state, setState] = useState<SectionState>({ kind: 'drawing' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const request = useCallback(
    (vertices: Position[]) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ kind: 'loading' });
      fetchSection(mapId, lineParameter(vertices), controller.signal).then(
        (section) => {
          if (controller.signal.aborted) return;
          const clouds = pointsAlongInScene(map, vertices, SECTION_CORRIDOR_M);
          setState(
            section.dtms.length === 0 && clouds.length === 0
              ? { kind: 'empty' }
              : { kind: 'done', vertices, section, clouds },
          );
        },
        () => {
          if (!controller.signal.aborted) setState({ kind: 'failed' });
        },
      );
    },
    [mapId, map],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    setState({ kind: 'drawing' });
  }, []);

  return { state, request, reset };
}
