import type { LayerFileRead, ModelProperties } from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';

/** What names a converted model: its IFC attachment's layer and id. */
type ModelFile = Pick<LayerFileRead, 'id' | 'layer_id'>;

const pathOf = (file: ModelFile) => ({ id: idOf(file.layer_id), fileId: idOf(file.id) });

/** GET layers/:id/files/:fileId/model/: the glb an IFC attachment was converted to at ingest. */
export async function fetchConvertedModel(
  file: ModelFile,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const data = await ok(
    api.GET('/api/layers/{id}/files/{fileId}/model/', {
      params: { path: pathOf(file) },
      headers: { Accept: 'model/gltf-binary' },
      parseAs: 'arrayBuffer',
      signal,
    }),
  );
  return data as ArrayBuffer;
}

/** GET layers/:id/files/:fileId/model/properties/: its elements' properties, by expressID. */
export function fetchModelProperties(file: ModelFile): Promise<ModelProperties> {
  return ok(
    api.GET('/api/layers/{id}/files/{fileId}/model/properties/', {
      params: { path: pathOf(file) },
    }),
  );
}
