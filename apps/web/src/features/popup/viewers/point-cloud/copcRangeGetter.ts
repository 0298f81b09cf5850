import type { Getter } from 'copc';
import { api, idOf, okWithResponse } from '../../../../api/client.js';
import type { ViewerFile } from '../common/viewerFile.js';

/**
 * copc's Getter over the files content endpoint: bytes [begin, end) with one HTTP range
 * request each, through the API client, so with the authentication header (a token, or a share
 * link's MapShare header) and the section 8 handling of failures.
 */
export function copcRangeGetter(file: ViewerFile, signal?: AbortSignal): Getter {
  return async (begin, end) => {
    if (!Number.isInteger(begin) || !Number.isInteger(end) || begin < 0 || end < begin) {
      throw new RangeError(`Invalid byte range ${begin}-${end}`);
    }
    if (end === begin) return new Uint8Array(0);
    const { data, status } = await okWithResponse(
      api.GET('/api/layers/{id}/files/{fileId}/content/', {
        params: { path: { id: idOf(file.layer_id), fileId: idOf(file.id) } },
        // HTTP ranges end inclusive.
        headers: { Accept: '*/*', Range: `bytes=${begin}-${end - 1}` },
        parseAs: 'arrayBuffer',
        signal,
      }),
    );
    const bytes = new Uint8Array((data as ArrayBuffer | null) ?? new ArrayBuffer(0));
    // A proxy that drops Range answers 200 with the whole file: the asked part is cut out.
    return status === 206 ? bytes : bytes.subarray(begin, end);
  };
}
