import type { IfcElementInfo, LayerFileRead } from '@waymark/contract';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { isAbort } from '../../../lib/isAbort.js';
import { addClickTarget } from '../../../map/clickTargets.js';
import { addScenePicker } from '../../../map/scenePicks.js';
import { activeTool } from '../../../map/controls/activeTool.js';
import { ModelLayer } from '../../../map/three/ModelLayer.js';
import { openModel, type OpenedModel } from '../../../entities/layer-file/openModel.js';
import { attachmentKey } from '../sceneFiles.js';
import type { SceneModel } from './sceneModels.js';

/** The element clicked in a model, its properties once read. */
export type ModelSelection =
  { state: 'none' } | { state: 'loading' } | { state: 'shown'; info: IfcElementInfo };

/**
 * The 3D models in the scene while it is on, in one custom layer on top of the map: each
 * stands where its layer's editors placed it, else where its IFC's map conversion or site
 * reference puts it. A click
 * on an IFC element reads its properties. Answers the models as the scene's bar lists them, and the selection.
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
  // A place set in the layer's files meanwhile stands the model anew.
  const fileKeys = files
    .map((file) => `${attachmentKey(file)}@${JSON.stringify(file.placement)}`)
    .join(',');

  useEffect(() => {
    if (!on) return undefined;
    const abort = new AbortController();
    const opened = new Map<string, OpenedModel>();
    const update = (key: string, change: Partial<SceneModel>) =>
      setStates((all) => ({ ...all, [key]: { ...all[key], ...change } }));
    const layer = new ModelLayer(() => setNoWebGl2(true));
    layerRef.current = layer;
    map.addLayer(layer);
    layer.setExaggeration(exaggeration ?? 1);
    for (const file of files) {
      const key = attachmentKey(file);
      openModel(file, abort.signal)
        .then((model) => {
          if (abort.signal.aborted) return model.dispose();
          opened.set(key, model);
          const place = file.placement ?? model.own?.place;
          if (!place) return update(key, { phase: 'failed', problem: 'noPlace' });
          layer.add(key, model.object, place);
          update(key, {
            phase: 'ready',
            ...(file.placement
              ? { placedBy: 'editor' }
              : { placedBy: model.own?.by, epsg: model.own?.epsg }),
          });
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
      const model = hit ? opened.get(hit.key) : null;
      if (!hit || !model) return;
      const ask = (asked += 1);
      setSelection({ state: 'loading' });
      model.describe(hit.object).then(
        (info) =>
          ask === asked && setSelection(info ? { state: 'shown', info } : { state: 'none' }),
        () => ask === asked && setSelection({ state: 'none' }),
      );
    };
    map.on('click', onClick);
    // A click on a model is the model's: no feature popup or terrain height beneath it.
    const releaseClicks = addClickTarget(map, ({ x, y }) => layer.pick(x, y) !== null);
    // The measuring tool picks points on the models.
    const releasePicks = addScenePicker(map, ({ x, y }) => layer.pickPoint(x, y));
    return () => {
      abort.abort();
      map.off('click', onClick);
      releaseClicks();
      releasePicks();
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
