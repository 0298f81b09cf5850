import type { SectionResponse } from '@waymark/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSection } from '../../entities/map/mapSection.js';
import { lineParameter, type Position } from './sectionMath.js';

export type SectionState =
  | { kind: 'drawing' }
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'failed' }
  | { kind: 'done'; vertices: Position[]; section: SectionResponse };

/** GET maps/:id/section/ along the drawn line; a newer line drops the answer to an older one. */
export function useSection(mapId: number) {
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
          setState(
            section.dtms.length === 0 ? { kind: 'empty' } : { kind: 'done', vertices, section },
          );
        },
        () => {
          if (!controller.signal.aborted) setState({ kind: 'failed' });
        },
      );
    },
    [mapId],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    setState({ kind: 'drawing' });
  }, []);

  return { state, request, reset };
}
