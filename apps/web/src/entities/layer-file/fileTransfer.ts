import type { LayerFileRead } from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';
import { isDataFile } from './fileKinds.js';

type TransferFile = Pick<LayerFileRead, 'id' | 'layer_id' | 'name' | 'role'>;
/** What names a file's content: its layer and its id. */
type ContentFile = Pick<LayerFileRead, 'id' | 'layer_id'>;

/** GET layers/:id/files/:fileId/content/: shown inline by the server for images and PDFs. */
export function fetchFileContent(file: ContentFile, signal?: AbortSignal): Promise<Blob> {
  return contentOf(file, {}, signal);
}

const ANY_TYPE = { Accept: '*/*' };

function contentOf(file: ContentFile, query: { download?: string }, signal?: AbortSignal) {
  return ok(
    api.GET('/api/layers/{id}/files/{fileId}/content/', {
      params: { path: { id: idOf(file.layer_id), fileId: idOf(file.id) }, query },
      headers: ANY_TYPE,
      parseAs: 'blob',
      signal,
    }),
  );
}

/**
 * The file as a download: a data file is an original, by name (download_original); anything
 * else through its content with ?download.
 */
export function fetchFileDownload(file: TransferFile): Promise<Blob> {
  if (!isDataFile(file)) return contentOf(file, { download: '' });
  return ok(
    api.GET('/api/layers/{id}/download_original/', {
      params: { path: { id: idOf(file.layer_id) }, query: { file: file.name } },
      headers: ANY_TYPE,
      parseAs: 'blob',
    }),
  );
}

/** Hands a blob to the browser as a download under the file's name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the download over by the next turn; the memory can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file. The bytes come through the API client, with the authentication header
 * (the token, or the share token), which a plain link could not send.
 */
export async function downloadFile(file: TransferFile): Promise<void> {
  saveBlob(await fetchFileDownload(file), file.name);
}
