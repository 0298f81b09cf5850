import type { VolumeAnswer, VolumeRequest } from '@waymark/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError.js';
import { measureVolume } from '../../entities/map/mapEarthworks.js';

export type VolumeState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  /** The server's own words for a refused request (400), else null: a generic failure. */
  | { kind: 'failed'; messages: string[] }
  | { kind: 'done'; answer: VolumeAnswer };

/** The server's messages of a 400 answer: its field errors and its detail. */
export function refusalMessages(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const messages = Object.values(error.fieldErrors).flat();
  if (error.detail && !messages.includes(error.detail)) messages.push(error.detail);
  return messages;
}

/** POST maps/:id/volume/; a newer request drops the answer to an older one. */
export function useVolumeRequest(mapId: number) {
  const [state, setState] = useState<VolumeState>({ kind: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const request = useCallback(
    (body: VolumeRequest) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ kind: 'loading' });
      measureVolume(mapId, body, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setState({ kind: 'done', answer });
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState({ kind: 'failed', messages: refusalMessages(error) });
        },
      );
    },
    [mapId],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    setState({ kind: 'idle' });
  }, []);

  return { state, request, reset };
}
