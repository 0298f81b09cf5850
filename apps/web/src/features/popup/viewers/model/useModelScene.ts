import { useEffect, useState } from 'react';
import { fetchViewerBytes, isAbort, type ViewerFile } from '../common/viewerFile.js';
import type { IfcElementInfo } from '../../../../lib/model/ifcProperties.js';
import { modelKindOf, sniffModelKind, type ModelKind } from './modelKind.js';
import { ModelScene } from './ModelScene.js';
import { resourceResolver } from './resolveResource.js';

export type ModelProblem =
  { kind: 'unsupported' } | { kind: 'unreadable' } | { kind: 'missing'; resource: string };

export interface ModelState {
  phase: 'loading' | 'ready' | 'failed';
  problem: ModelProblem | null;
  scene: ModelScene | null;
  /** For IFC models: the properties of an element. */
  describe: ((expressId: number) => Promise<IfcElementInfo>) | null;
}

const LOADING: ModelState = { phase: 'loading', problem: null, scene: null, describe: null };

async function build(
  container: HTMLElement,
  file: ViewerFile,
  resources: readonly ViewerFile[] | undefined,
  signal: AbortSignal,
): Promise<{ scene: ModelScene; describe: ModelState['describe']; dispose(): void }> {
  const buffer = await fetchViewerBytes(file, signal);
  // The name says what the file should be; its first bytes what it is.
  const kind: ModelKind | null = sniffModelKind(new Uint8Array(buffer)) ?? modelKindOf(file.name);
  if (kind === 'ifc') {
    const { openIfc } = await import('../../../../lib/model/ifcModel.js');
    const model = await openIfc(new Uint8Array(buffer));
    if (signal.aborted) {
      model.dispose();
      throw new DOMException('aborted', 'AbortError');
    }
    const scene = new ModelScene(container);
    scene.show(model.group);
    return { scene, describe: model.describe, dispose: () => (scene.dispose(), model.dispose()) };
  }
  if (kind === null) throw new Error('unreadable');
  const { loadGltf } = await import('../../../../lib/model/loadGltf.js');
  const model = await loadGltf(buffer, kind, resourceResolver(file, resources));
  if (signal.aborted) throw new DOMException('aborted', 'AbortError');
  const scene = new ModelScene(container);
  scene.show(model);
  return { scene, describe: null, dispose: () => scene.dispose() };
}

/** Fetches and reads a model into a scene in the container; what went wrong, if anything. */
export function useModelScene(
  container: HTMLElement | null,
  file: ViewerFile,
  resources?: readonly ViewerFile[],
): ModelState {
  const key = `${file.layer_id}/${file.id}`;
  const supported = modelKindOf(file.name) !== null;
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

  if (!supported)
    return { phase: 'failed', problem: { kind: 'unsupported' }, scene: null, describe: null };
  return state.key === key ? state : LOADING;
}
