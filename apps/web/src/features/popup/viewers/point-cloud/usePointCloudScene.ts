import { useEffect, useState } from 'react';
import { isAbort, type ViewerFile } from '../common/viewerFile.js';
import { copcRangeGetter } from '../../../../entities/layer-file/copcRangeGetter.js';
import type { ColourMode } from '../../../../lib/point-cloud/colourModes.js';
import { openCopc } from '../../../../lib/point-cloud/copcSource.js';
import { createPointDecoder } from '../../../../lib/point-cloud/pointDecoder.js';
import type { PointCloudStats } from '../../../../lib/point-cloud/PointCloudStream.js';
import { PointCloudScene } from './PointCloudScene.js';

export type PointCloudPhase = 'loading' | 'ready' | 'failed';

export interface PointCloudState {
  phase: PointCloudPhase;
  scene: PointCloudScene | null;
  stats: PointCloudStats | null;
  /** The colour modes the cloud offers and the one in use. */
  modes: ColourMode[];
  mode: ColourMode | null;
  /** A node that could not be read after the cloud opened (the rest is still shown). */
  partialFailure: boolean;
}

const INITIAL: PointCloudState = {
  phase: 'loading',
  scene: null,
  stats: null,
  modes: [],
  mode: null,
  partialFailure: false,
};

/** Opens a COPC file in a container and follows its streaming. */
export function usePointCloudScene(
  container: HTMLElement | null,
  file: ViewerFile,
  options: { mode?: ColourMode; budget?: number },
): PointCloudState {
  const [state, setState] = useState<PointCloudState & { key: string }>({ ...INITIAL, key: '' });
  const key = `${file.layer_id}/${file.id}`;
  const { mode, budget } = options;

  useEffect(() => {
    if (!container) return;
    const abort = new AbortController();
    const decoder = createPointDecoder();
    let scene: PointCloudScene | null = null;
    const update = (change: Partial<PointCloudState>) =>
      setState((previous) => ({ ...(previous.key === key ? previous : INITIAL), ...change, key }));
    openCopc(copcRangeGetter(file, abort.signal))
      .then((source) => {
        if (abort.signal.aborted) return;
        scene = new PointCloudScene(container, source, decoder, {
          mode,
          budget,
          onStats: (stats) => update({ stats }),
          onError: (error) => {
            if (!isAbort(error)) update({ partialFailure: true });
          },
        });
        const opened = scene;
        return opened.start().then((used) => {
          if (!abort.signal.aborted)
            update({ phase: 'ready', scene: opened, modes: opened.modes, mode: used });
        });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted && !isAbort(error)) update({ phase: 'failed' });
      });
    return () => {
      abort.abort();
      scene?.dispose();
      decoder.dispose();
    };
    // The file is named by its key: a new object for the same file does not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, key, budget]);

  return state.key === key ? state : INITIAL;
}
