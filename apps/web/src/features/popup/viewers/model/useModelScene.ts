import type { IfcElementInfo, LayerFileRead } from '@waymark/contract';
import type { Object3D } from 'three';
import { useEffect, useState } from 'react';
import {
  fetchConvertedModel,
  fetchModelProperties,
} from '../../../../entities/layer-file/modelCalls.js';
import { fetchViewerBytes, isAbort, type ViewerFile } from '../common/viewerFile.js';
import { modelKindOf, sniffModelKind, type ModelKind } from './modelKind.js';
import { ModelScene } from './ModelScene.js';
import { resourceResolver } from './resolveResource.js';

export type ModelProblem =
  | { kind: 'unsupported' }
  | { kind: 'unreadable' }
  | { kind: 'missing'; resource: string }
  | { kind: 'converting' }
  | { kind: 'notConverted' };

/** A model attachment; an IFC is shown as the glb it was converted to, once that is ready. */
export type ModelFile = ViewerFile & Partial<Pick<LayerFileRead, 'status'>>;

export interface ModelState {
  phase: 'loading' | 'ready' | 'failed';
  problem: ModelProblem | null;
  scene: ModelScene | null;
  /** What the properties panel shows of a clicked element. */
  describe: ((element: Object3D) => Promise<IfcElementInfo | null>) | null;
}

const LOADING: ModelState = { phase: 'loading', problem: null, scene: null, describe: null };

async function build(
  container: HTMLElement,
  file: ViewerFile,
  resources: readonly ViewerFile[] | undefined,
  signal: AbortSignal,
): Promise<{ scene: ModelScene; describe: ModelState['describe']; dispose(): void }> {
  const ifc = modelKindOf(file.name) === 'ifc';
  const buffer = ifc
    ? await fetchConvertedModel(file, signal)
    : await fetchViewerBytes(file, signal);
  // The name says what the file should be; its first bytes what it is.
  const kind: ModelKind | null = sniffModelKind(new Uint8Array(buffer)) ?? modelKindOf(file.name);
  if (kind === null || kind === 'ifc') throw new Error('unreadable');
  const [{ loadGltf }, elements] = await Promise.all([
    import('../../../../lib/model/loadGltf.js'),
    import('../../../../lib/model/modelElements.js'),
  ]);
  const model = await loadGltf(buffer, kind, resourceResolver(file, resources));
  if (signal.aborted) throw new DOMException('aborted', 'AbortError');
  const scene = new ModelScene(container);
  scene.show(model);
  const describe: ModelState['describe'] = ifc
    ? elements.propertiesReader(() => fetchModelProperties(file))
    : (element) => Promise.resolve(elements.describeGltfNode(element));
  return { scene, describe, dispose: () => scene.dispose() };
}

/** Why an IFC cannot be shown yet, or at all: its conversion is under way, or failed. */
function conversionProblem(file: ModelFile): ModelProblem | null {
  if (modelKindOf(file.name) !== 'ifc' || file.status === undefined || file.status === 'ready')
    return null;
  return file.status === 'error' ? { kind: 'notConverted' } : { kind: 'converting' };
}

/** Fetches and reads a model into a scene in the container; what went wrong, if anything. */
export function useModelScene(
  container: HTMLElement | null,
  file: ModelFile,
  resources?: readonly ViewerFile[],
): ModelState {
  const key = `${file.layer_id}/${file.id}`;
  const problem =
    modelKindOf(file.name) === null ? { kind: 'unsupported' as const } : conversionProblem(file);
  const supported = problem === null;
  const [state, setState] = useState<ModelState & { key: string }>({ ...LOADING, key: '' });

  useEffect(() => {
    if (!container || !supported) return;
    const abort = new AbortController();
    let dispose: (() => void) | null = null;
    build(container, file, resources, abort.signal).then(
      (built) => {
        if (abort.signal.aborted) return built.dispose();
        dispose = built.dispose;
        setState({
          phase: 'ready',
          problem: null,
          scene: built.scene,
          describe: built.describe,
          key,
        });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbort(error)) return;
        const problem: ModelProblem =
          error instanceof Error && error.name === 'MissingResourceError'
            ? { kind: 'missing', resource: (error as Error & { resource: string }).resource }
            : { kind: 'unreadable' };
        setState({ phase: 'failed', problem, scene: null, describe: null, key });
      },
    );
    return () => {
      abort.abort();
      dispose?.();
    };
    // The file is named by its key; resources only matter for a .gltf, read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, key, supported]);

  if (problem) return { phase: 'failed', problem, scene: null, describe: null };
  return state.key === key ? state : LOADING;
}
