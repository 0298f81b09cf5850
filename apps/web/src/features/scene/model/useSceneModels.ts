import type { LayerFileRead } from '@waymark/contract';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { Group } from 'three';
import { fetchFileContent } from '../../../entities/layer-file/fileTransfer.js';
import { isAbort } from '../../../lib/isAbort.js';
import { activeTool } from '../../../map/controls/activeTool.js';
import type { IfcModel } from '../../../lib/model/ifcModel.js';
import type { IfcElementInfo } from '../../../lib/model/ifcProperties.js';
import { ModelLayer } from './ModelLayer.js';
import { modelKey, type SceneModel } from './sceneModels.js';

/** The element clicked in a model, its properties once read. */
export type ModelSelection =
  { state: 'none' } | { state: 'loading' } | { state: 'shown'; info: IfcElementInfo };

async function openModel(file: LayerFileRead, signal: AbortSignal): Promise<IfcModel> {
  const bytes = new Uint8Array(await (await fetchFileContent(file, signal)).arrayBuffer());
  // web-ifc and its WebAssembly load only when a scene has a model.
  const { openIfc } = await import('../../../lib/model/ifcModel.js');
  return openIfc(bytes);
}

/**
 * The IFC models in the 3D scene while it is on: each read with web-ifc and stood at its
 * IfcSite's reference point in one custom layer on top of the map. A click on an element reads
 * its properties. Answers the models as the scene's bar lists them, and the selection.
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
  const on = exaggeration !== null && files.length > 0;
  const fileKeys = files.map(modelKey).join(',');

  useEffect(() => {
    if (!on) return undefined;
    const abort = new AbortController();
    const opened = new Map<string, IfcModel>();
    const update = (key: string, change: Partial<SceneModel>) =>
      setStates((all) => ({ ...all, [key]: { ...all[key], ...change } }));
    const layer = new ModelLayer(() => setNoWebGl2(true));
    layerRef.current = layer;
    map.addLayer(layer);
    layer.setExaggeration(exaggeration ?? 1);
    for (const file of files) {
      const key = modelKey(file);
      openModel(file, abort.signal)
        .then((model) => {
          if (abort.signal.aborted) return model.dispose();
          opened.set(key, model);
          if (!model.site) return update(key, { phase: 'failed', problem: 'noPlace' });
          const project = new Group();
          project.matrixAutoUpdate = false;
          project.matrix.copy(model.toProject);
          project.add(model.group);
          layer.add(key, project, model.site);
          update(key, { phase: 'ready' });
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted || isAbort(error)) return;
          update(key, { phase: 'failed', problem: 'unreadable' });
        });
    }
    let asked = 0;
    const onClick = (event: MapMouseEvent) => {
      // A drawing tool (Cross Section, Measure Distance) has the clicks.
      if (activeTool() !== null) return;
      const hit = layer.pick(event.point.x, event.point.y);
      const expressId = hit?.object.userData.expressId as number | undefined;
      const model = hit ? opened.get(hit.key) : undefined;
      if (!model || expressId === undefined) return;
      const ask = (asked += 1);
      setSelection({ state: 'loading' });
      model.describe(expressId).then(
        (info) => ask === asked && setSelection({ state: 'shown', info }),
        () => ask === asked && setSelection({ state: 'none' }),
      );
    };
    map.on('click', onClick);
    return () => {
      abort.abort();
      map.off('click', onClick);
      layerRef.current = null;
      try {
        if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      } catch {
        // The map is already gone.
      }
      for (const model of opened.values()) model.dispose();
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
          key: modelKey(file),
          name: file.name,
          phase: 'loading',
          problem: null,
          ...states[modelKey(file)],
        };
        return noWebGl2 ? { ...model, phase: 'failed', problem: 'webgl2' } : model;
      })
    : [];
  return { models, selection, clearSelection: () => setSelection({ state: 'none' }) };
}
