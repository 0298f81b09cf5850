import { defaultOptions, Upload, type PreviousUpload, type UrlStorage } from 'tus-js-client';
import type { paths } from '../../../api/generated/schema.js';
import { UploadAbortedError } from './multipartUpload.js';
import { apiRequestHeaders } from './requestHeaders.js';

/** Where the tus protocol is served (POST creates an upload): typed against the server's paths. */
export const TUS_PATH = '/api/uploads/' satisfies keyof paths &
  {
    [P in keyof paths]: paths[P] extends { post: object } ? P : never;
  }[keyof paths];

/** Files larger than this travel by tus, in chunks that a dropped connection does not lose. */
export const RESUMABLE_THRESHOLD = 20 * 1024 * 1024;
export const CHUNK_SIZE = 8 * 1024 * 1024;
/** The server forgets unfinished uploads after a day; so does the browser. */
export const FORGET_AFTER_MS = 24 * 3600 * 1000;
/** Waits between tries after a failed request: a short outage is ridden out on its own. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

/** Where the file goes, as the server's tus metadata names it: 'map:<id>' or 'layer:<id>'. */
export type ResumableTarget = `map:${number}` | `layer:${number}`;

export interface ResumableProgress {
  sent: number;
  /** Bytes the server already had when this try began (a resumed upload), else 0. */
  resumedAt: number;
  /** A request failed and is being tried again. */
  retrying: boolean;
}

/**
 * tus's own rule (no answer or a server error; 409 and 423 are passing states), except that an
 * offline browser is tried again too: a laptop that wakes up or a site link that comes back
 * picks the upload up again within the retry delays.
 */
export function shouldRetry(status: number): boolean {
  return status < 400 || status >= 500 || status === 409 || status === 423;
}

const urlStorage = (): UrlStorage => defaultOptions.urlStorage;

/**
 * The same file (name, size, last change) going to the same place is the same upload, also
 * after a page reload: that is what lets it resume.
 */
export function fingerprintOf(file: File, target: ResumableTarget): string {
  return ['waymark', target, file.name, file.size, file.lastModified].join('|');
}

const isStale = (upload: PreviousUpload, now: number) =>
  now - Date.parse(upload.creationTime) > FORGET_AFTER_MS || !upload.creationTime;

/** Forgets resumable uploads started more than a day ago: the server has removed them. */
export async function forgetStaleUploads(now = Date.now()): Promise<void> {
  const all = await urlStorage().findAllUploads();
  await Promise.all(
    all
      .filter((upload) => isStale(upload, now))
      .map((u) => urlStorage().removeUpload(u.urlStorageKey)),
  );
}

/** After the commit: the server has taken the upload over, nothing is left to resume. */
export async function forgetUpload(file: File, target: ResumableTarget): Promise<void> {
  const found = await urlStorage().findUploadsByFingerprint(fingerprintOf(file, target));
  await Promise.all(found.map((upload) => urlStorage().removeUpload(upload.urlStorageKey)));
}

/** The upload id the commit names (field uploads_tus): the last segment of its address. */
export function uploadIdOf(url: string): string {
  return new URL(url, window.location.origin).pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/**
 * Sends one file by the tus protocol, in chunks, resuming an upload of the same file to the same
 * place that an earlier try (or an earlier visit) left unfinished. Answers the upload id once
 * the server has every byte; the upload itself is committed by the multipart request.
 */
export async function sendResumable(
  file: File,
  target: ResumableTarget,
  onProgress: (progress: ResumableProgress) => void,
  signal: AbortSignal,
): Promise<string> {
  let resumedAt = 0;
  let retrying = false;
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(TUS_PATH, window.location.origin).href,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, target },
      fingerprint: async () => fingerprintOf(file, target),
      storeFingerprintForResuming: true,
      // Kept until the commit succeeds: a refused commit must not cost the transfer.
      removeFingerprintOnSuccess: false,
      onBeforeRequest: (request) => {
        for (const [name, value] of Object.entries(apiRequestHeaders())) {
          request.setHeader(name, value);
        }
      },
      onAfterResponse: (request, response) => {
        const answered = response.getStatus() >= 200 && response.getStatus() < 300;
        if (answered) retrying = false;
        // Where a resumed upload starts: the offset the server answers to HEAD.
        if (request.getMethod() === 'HEAD' && answered) {
          resumedAt = Number(response.getHeader('Upload-Offset') ?? 0);
          onProgress({ sent: resumedAt, resumedAt, retrying });
        }
      },
      onShouldRetry: (error) => {
        if (!shouldRetry(error.originalResponse?.getStatus() ?? 0)) return false;
        retrying = true;
        onProgress({ sent: resumedAt, resumedAt, retrying });
        return true;
      },
      onProgress: (sent) => onProgress({ sent, resumedAt, retrying }),
      onSuccess: () => resolve(uploadIdOf(upload.url ?? '')),
      onError: (error) => reject(error),
    });
    signal.addEventListener(
      'abort',
      () => {
        // Stopped, not given up: what the server has is kept for a later try.
        void upload.abort(false);
        reject(new UploadAbortedError());
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      if (signal.aborted) return;
      const now = Date.now();
      const newest = previous
        .filter((candidate) => !isStale(candidate, now))
        .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
      if (newest) upload.resumeFromPreviousUpload(newest);
      upload.start();
    }, reject);
  });
}
