import { ApiError } from '../../../api/ApiError.js';
import { handleFailure, handleSuccess } from '../../../api/answerHandling.js';
import type { paths } from '../../../api/generated/schema.js';
import { apiRequestHeaders } from './requestHeaders.js';

/** Paths of the server's OpenAPI document that take a PATCH: a renamed route fails the build. */
type PatchPath = {
  [P in keyof paths]: paths[P] extends { patch: object } ? P : never;
}[keyof paths];

/** The general upload (PATCH maps/:id/) and the layer upload (PATCH layers/:id/), multipart. */
export const MAP_UPLOAD_PATH = '/api/maps/{id}/' satisfies PatchPath;
export const LAYER_UPLOAD_PATH = '/api/layers/{id}/' satisfies PatchPath;

export interface MultipartRequest {
  path: typeof MAP_UPLOAD_PATH | typeof LAYER_UPLOAD_PATH;
  id: number;
  form: FormData;
  /** Bytes of the request body sent so far, of `total` (null while the browser cannot tell). */
  onProgress(loaded: number, total: number | null): void;
  signal: AbortSignal;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return null;
  if (!(contentType ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export class UploadAbortedError extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'AbortError';
  }
}

/**
 * Sends a multipart upload with XMLHttpRequest, the one browser API that reports the progress
 * of a request body (fetch cannot). It carries the API client's headers, and its answer goes
 * through the same section-8 handling: a failure is thrown as ApiError (status 0 when the
 * connection failed), a success answers the parsed body.
 */
export function sendMultipart(request: MultipartRequest): Promise<unknown> {
  const url = request.path.replace('{id}', String(request.id));
  return new Promise((resolve, reject) => {
    if (request.signal.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', url);
    for (const [name, value] of Object.entries(apiRequestHeaders())) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      request.onProgress(event.loaded, event.lengthComputable ? event.total : null);
    });
    xhr.addEventListener('load', () => {
      const body = parseBody(xhr.responseText, xhr.getResponseHeader('Content-Type'));
      if (xhr.status >= 200 && xhr.status < 300) {
        handleSuccess();
        resolve(body);
      } else {
        reject(
          handleFailure(
            new ApiError(
              xhr.status,
              xhr.statusText,
              body,
              url,
              xhr.getResponseHeader('X-Request-Id'),
            ),
          ),
        );
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, '', null, url)));
    xhr.addEventListener('timeout', () => reject(new ApiError(0, '', null, url)));
    xhr.addEventListener('abort', () => reject(new UploadAbortedError()));
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.form);
  });
}
