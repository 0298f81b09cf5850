import type { LayerFileRead } from '@waymark/contract';
import { fetchFileContent } from '../../../../entities/layer-file/fileTransfer.js';

/**
 * A file of a layer as the viewers take it: what the popup's `files` (LayerFileRead) already
 * hold. Its bytes come from GET layers/:id/files/:fileId/content/ through the API client, so
 * with the authentication header (the token, or a share link's token).
 */
export type ViewerFile = Pick<LayerFileRead, 'id' | 'layer_id' | 'name'>;

/** The whole content of a file, as bytes. */
export async function fetchViewerBytes(
  file: ViewerFile,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const blob = await fetchFileContent(file, signal);
  return blob.arrayBuffer();
}

export { isAbort } from '../../../../lib/isAbort.js';
