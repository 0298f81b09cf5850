import { fetchLayerFiles } from '../../../../entities/layer-file/layerFileCalls.js';
import { fetchViewerBytes, type ViewerFile } from '../common/viewerFile.js';

/** The last part of a uri, decoded: 'textures/Brick%20wall.png' → 'Brick wall.png'. */
export function resourceName(uri: string): string {
  const path = uri.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The file a uri names among candidates, by name without regard to case. */
export function findResource<T extends Pick<ViewerFile, 'name'>>(
  uri: string,
  candidates: readonly T[],
): T | null {
  const wanted = resourceName(uri).toLowerCase();
  return candidates.find((file) => file.name.toLowerCase() === wanted) ?? null;
}

/**
 * Finds a .gltf's external files among the given files, or else among the other files of its
 * layer (an uploaded model's .bin and textures are attached beside it), and fetches them.
 */
export function resourceResolver(model: ViewerFile, given?: readonly ViewerFile[]) {
  let layerFiles: Promise<readonly ViewerFile[]> | null = null;
  const candidates = () => {
    if (given) return Promise.resolve(given);
    layerFiles ??= fetchLayerFiles(model.layer_id);
    return layerFiles;
  };
  return async (uri: string): Promise<Uint8Array | null> => {
    const file = findResource(uri, await candidates());
    return file ? new Uint8Array(await fetchViewerBytes(file)) : null;
  };
}
