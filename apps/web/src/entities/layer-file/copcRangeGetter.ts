import type { Getter } from 'copc';
import { fetchFileRange } from './layerFileCalls.js';

/**
 * copc's Getter over the files content endpoint: bytes [begin, end) with one HTTP range
 * request each, through the API client, so with the authentication header (a token, or a share
 * link's MapShare header) and the section 8 handling of failures.
 */
export function copcRangeGetter(
  file: { id: number; layer_id: number },
  signal?: AbortSignal,
): Getter {
  return async (begin, end) => {
    if (!Number.isInteger(begin) || !Number.isInteger(end) || begin < 0 || end < begin) {
      throw new RangeError(`Invalid byte range ${begin}-${end}`);
    }
    if (end === begin) return new Uint8Array(0);
    const { bytes, status } = await fetchFileRange(file, begin, end, signal);
    // A proxy that drops Range answers 200 with the whole file: the asked part is cut out.
    return status === 206 ? bytes : bytes.subarray(begin, end);
  };
}
