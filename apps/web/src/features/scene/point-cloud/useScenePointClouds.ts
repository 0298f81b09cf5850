import type { LayerFileRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { sessionStore } from '../../../entities/session/sessionStore.js';
import type { ColourMode } from '../../../lib/point-cloud/colourModes.js';
import { useStoreSelector } from '../../../lib/useStoreSelector.js';
import { attachmentKey } from '../sceneFiles.js';
import { startScenePart } from '../startScenePart.js';
import type { PointCloudLayer } from './PointCloudLayer.js';
import type { SceneCloud } from './sceneClouds.js';

export interface CloudLook {
  mode: ColourMode;
  /** Points' size in CSS pixels. */
  pointSize: number;
  shown: boolean;
}

function cloudOf(file: LayerFileRead): SceneCloud {
  return {
    key: attachmentKey(file),
    name: file.name,
    phase: 'loading',
    problem: null,
    drawn: 0,
    total: 0,
    verticalDatum: null,
  };
}

/**
 * The COPC files in the 3D scene while it is on (see cloudScene.ts, which loads with the first
 * of them). Answers the clouds as the scene's bar lists them.
 */
export function useScenePointClouds(
  map: MapLibreMap,
  files: readonly LayerFileRead[],
  exaggeration: number | null,
  look: CloudLook,
): SceneCloud[] {
  const [states, setStates] = useState<Record<string, Partial<SceneCloud>>>({});
  const [noWebGl2, setNoWebGl2] = useState(false);
  const layerRef = useRef<PointCloudLayer | null>(null);
  const lookRef = useRef(look);
  const exaggerationRef = useRef(exaggeration);
  const shareBounds = useStoreSelector(
    sessionStore,
    (state) => state.mapShare?.share.bounds ?? null,
  );
  const shareBoundsRef = useRef(shareBounds);
  useEffect(() => {
    lookRef.current = look;
    exaggerationRef.current = exaggeration;
    shareBoundsRef.current = shareBounds?.length === 4 ? shareBounds : null;
  });
  const on = exaggeration !== null && files.length > 0;
  const fileKeys = files.map(attachmentKey).join(',');

  useEffect(() => {
    if (!on) return undefined;
    const abort = new AbortController();
    const update = (key: string, change: Partial<SceneCloud>) =>
      setStates((all) => ({ ...all, [key]: { ...all[key], ...change } }));
    const stop = startScenePart(
      () =>
        import('./cloudScene.js').then(
          ({ startCloudScene }) =>
            () =>
              startCloudScene(map, files, {
                exaggeration: exaggerationRef.current ?? 1,
                look: () => lookRef.current,
                shareBounds: () => shareBoundsRef.current,
                signal: abort.signal,
                update,
                onNoWebGl2: () => setNoWebGl2(true),
              }),
        ),
      abort.signal,
      (layer) => (layerRef.current = layer),
      // Its code (with three.js) did not load: every file of this part says so.
      (problem) =>
        files.forEach((file) => update(attachmentKey(file), { phase: 'failed', problem })),
    );
    return () => {
      abort.abort();
      layerRef.current = null;
      stop();
      setStates({});
    };
    // The files are named by their keys: new objects for the same files do not reopen them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, on, fileKeys]);

  useEffect(() => {
    if (exaggeration !== null) layerRef.current?.setExaggeration(exaggeration);
  }, [exaggeration, fileKeys]);

  const { mode, pointSize, shown } = look;
  useEffect(() => layerRef.current?.setMode(mode), [mode, fileKeys]);
  useEffect(() => {
    layerRef.current?.setPointSize(pointSize * (window.devicePixelRatio || 1));
  }, [pointSize, fileKeys]);
  useEffect(() => layerRef.current?.setShown(shown), [shown, fileKeys]);

  if (!on) return [];
  return files.map((file) => {
    const cloud = { ...cloudOf(file), ...states[attachmentKey(file)] };
    return noWebGl2 ? { ...cloud, phase: 'failed', problem: 'webgl2' } : cloud;
  });
}
