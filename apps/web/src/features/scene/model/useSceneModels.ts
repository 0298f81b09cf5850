import type { IfcElementInfo, LayerFileRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { ModelLayer } from '../../../map/three/ModelLayer.js';
import { attachmentKey } from '../sceneFiles.js';
import { startScenePart } from '../startScenePart.js';
import type { SceneModel } from './sceneModels.js';

/** The element clicked in a model, its properties once read. */
export type ModelSelection =
  { state: 'none' } | { state: 'loading' } | { state: 'shown'; info: IfcElementInfo };

/**
 * The 3D models in the scene while it is on (see modelScene.ts, which loads with the first of
 * them). A click on an IFC element reads its properties. Answers the models as the scene's bar
 * lists them, and the selection.
 */
export function useSceneModels(
  map: MapLibreMap,
  files: readonly LayerFileRead[],
  exaggeration: number | null,
): { models: SceneModel[]; selection: ModelSelection; clearSelection(): void } {
  const [states, setStates] = useState<Record<string, Partial<SceneModel>>>({});
  const [noWebGl2, setNoWebGl2] = useState(false);
  const [selection, setSelection] = useState<ModelSelection>({ state: 'none' });
  const layerRef = useRef<ModelLayer | null>(null);
  const exaggerationRef = useRef(exaggeration);
  useEffect(() => {
    exaggerationRef.current = exaggeration;
  });
  const on = exaggeration !== null && files.length > 0;
  // A place set in the layer's files meanwhile stands the model anew.
  const fileKeys = files
    .map((file) => `${attachmentKey(file)}@${JSON.stringify(file.placement)}`)
    .join(',');

  useEffect(() => {
    if (!on) return undefined;
    const abort = new AbortController();
    let asked = 0;
    const update = (key: string, change: Partial<SceneModel>) =>
      setStates((all) => ({ ...all, [key]: { ...all[key], ...change } }));
    const onPick = (reading: Promise<IfcElementInfo | null>) => {
      const ask = (asked += 1);
      setSelection({ state: 'loading' });
      reading.then(
        (info) =>
          ask === asked && setSelection(info ? { state: 'shown', info } : { state: 'none' }),
        () => ask === asked && setSelection({ state: 'none' }),
      );
    };
    const stop = startScenePart(
      () =>
        import('./modelScene.js').then(
          ({ startModelScene }) =>
            () =>
              startModelScene(map, files, {
                exaggeration: exaggerationRef.current ?? 1,
                signal: abort.signal,
                update,
                onNoWebGl2: () => setNoWebGl2(true),
                onPick,
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
      setSelection({ state: 'none' });
    };
    // The files are named by their keys: new objects for the same files do not reopen them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, on, fileKeys]);

  useEffect(() => {
    if (exaggeration !== null) layerRef.current?.setExaggeration(exaggeration);
  }, [exaggeration, fileKeys]);

  const models: SceneModel[] = on
    ? files.map((file) => {
        const model: SceneModel = {
          key: attachmentKey(file),
          name: file.name,
          phase: 'loading',
          problem: null,
          ...states[attachmentKey(file)],
        };
        return noWebGl2 ? { ...model, phase: 'failed', problem: 'webgl2' } : model;
      })
    : [];
  return { models, selection, clearSelection: () => setSelection({ state: 'none' }) };
}
