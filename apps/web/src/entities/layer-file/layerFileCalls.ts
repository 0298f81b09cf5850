import { api, idOf, ok, okWithResponse } from '../../api/client.js';

/** GET layers/:id/files/: a layer's files and attachments. */
export function fetchLayerFiles(layerId: number) {
  return ok(api.GET('/api/layers/{id}/files/', { params: { path: { id: idOf(layerId) } } }));
}

/**
 * GET layers/:id/files/:fileId/content/ for bytes [begin, end), as one HTTP range request;
 * `status` says whether the server answered the range (206) or the whole file (200).
 */
export async function fetchFileRange(
  file: { id: number; layer_id: number },
  begin: number,
  end: number,
  signal?: AbortSignal,
): Promise<{ bytes: Uint8Array; status: number }> {
  const { data, status } = await okWithResponse(
    api.GET('/api/layers/{id}/files/{fileId}/content/', {
      params: { path: { id: idOf(file.layer_id), fileId: idOf(file.id) } },
      // HTTP ranges end inclusive.
      headers: { Accept: '*/*', Range: `bytes=${begin}-${end - 1}` },
      parseAs: 'arrayBuffer',
      signal,
    }),
  );
  return { bytes: new Uint8Array((data as ArrayBuffer | null) ?? new ArrayBuffer(0)), status };
}
