import type { IfcElementInfo, LayerFileRead } from '@waymark/contract';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { openModel, type OpenedModel } from '../../../entities/layer-file/openModel.js';
import { isAbort } from '../../../lib/isAbort.js';
import { addClickTarget } from '../../../map/clickTargets.js';
import { activeTool } from '../../../map/controls/activeTool.js';
import { addScenePicker } from '../../../map/scenePicks.js';
import { ModelLayer } from '../../../map/three/ModelLayer.js';
import { attachmentKey } from '../sceneFiles.js';
import type { ScenePart } from '../startScenePart.js';
import type { SceneModel } from './sceneModels.js';
import { removeFromMap } from '../../../map/styleOps.js';

export interface ModelSceneStart {
  exaggeration: number;
  signal: AbortSignal;
  update(key: string, change: Partial<SceneModel>): void;
  onNoWebGl2(): void;
  /** A click on an element: its properties are being read, then read (null: none). */
  onPick(reading: Promise<IfcElementInfo | null>): void;
}

/**
 * The models' part of the 3D scene, loaded with the first model rather than with the map (it
 * brings three.js and the glTF reader): one custom layer on top of the map, each model standing
 * where its layer's editors placed it, else where its IFC's map conversion or site reference
 * puts it.
 */
export function startModelScene(
  map: MapLibreMap,
  files: readonly LayerFileRead[],
  { exaggeration, signal, update, onNoWebGl2, onPick }: ModelSceneStart,
): ScenePart<ModelLayer> {
  const opened = new Map<string, OpenedModel>();
  const layer = new ModelLayer(onNoWebGl2);
  map.addLayer(layer);
  layer.setExaggeration(exaggeration);
  for (const file of files) {
    const key = attachmentKey(file);
    openModel(file, signal)
      .then((model) => {
        if (signal.aborted) return model.dispose();
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
        if (signal.aborted || isAbort(error)) return;
        update(key, { phase: 'failed', problem: 'unreadable' });
      });
  }
  const onClick = (event: MapMouseEvent) => {
    // A drawing tool (Cross Section, Measure Distance) has the clicks.
    if (activeTool() !== null) return;
    const hit = layer.pick(event.point.x, event.point.y);
    const model = hit ? opened.get(hit.key) : null;
    if (hit && model) onPick(model.describe(hit.object));
  };
  map.on('click', onClick);
  // A click on a model is the model's: no feature popup or terrain height beneath it.
  const releaseClicks = addClickTarget(map, ({ x, y }) => layer.pick(x, y) !== null);
  // The measuring tool picks points on the models.
  const releasePicks = addScenePicker(map, ({ x, y }) => layer.pickPoint(x, y));
  return {
    layer,
    dispose() {
      map.off('click', onClick);
      releaseClicks();
      releasePicks();
      removeFromMap(map, [layer.id]);
      for (const model of opened.values()) model.dispose();
    },
  };
}
