/** Each request asks for this much of an archive: small enough to lose little to a reload. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

/** An archive's URL answered with an error (an expired signature's 403, a removed layer's 404). */
export class ArchiveFetchError extends Error {
  constructor(readonly status: number) {
    super(`The archive answered ${status}`);
    this.name = 'ArchiveFetchError';
  }
}

export interface RangeDownload {
  url: string;
  /** Bytes already written: the download goes on from here. */
  start: number;
  /** The archive's length if known; else taken from the first answer's Content-Range. */
  total: number | null;
  chunkBytes?: number;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Writes one range at its offset, durably (it is recorded as done right after). */
  write(offset: number, data: Uint8Array): Promise<void>;
  /** After each range is written: the bytes done and the total. */
  progress(done: number, total: number): Promise<void> | void;
}

/** The total of 'bytes 0-99/1234'; null without one ('*'). */
function totalOf(contentRange: string | null): number | null {
  const match = /\/(\d+)\s*$/.exec(contentRange ?? '');
  return match ? Number(match[1]) : null;
}

function startOf(contentRange: string | null): number | null {
  const match = /^bytes\s+(\d+)-/.exec(contentRange ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Downloads an archive by Range requests of `chunkBytes`, from `start` on, writing each range
 * before asking for the next: stopped at any point (a reload, the network gone), it goes on from
 * the last range written. A server that ignores Range (200, the whole file) is taken from the
 * offset asked. Answers the archive's length.
 */
export async function downloadRanges(job: RangeDownload): Promise<number> {
  const get = job.fetch ?? globalThis.fetch.bind(globalThis);
  const chunk = job.chunkBytes ?? CHUNK_BYTES;
  let offset = job.start;
  let total = job.total;
  while (total === null || offset < total) {
    const last = total === null ? offset + chunk - 1 : Math.min(offset + chunk, total) - 1;
    // Signed and immutable: no credentials, and never the browser's cache of another range.
    const answer = await get(job.url, {
      headers: { Range: `bytes=${offset}-${last}` },
      credentials: 'omit',
      cache: 'no-store',
      signal: job.signal,
    });
    if (answer.status === 416 && total === null) {
      // Asked from the end of a file whose length was not known: it is all there.
      total = totalOf(answer.headers.get('Content-Range')) ?? offset;
      break;
    }
    if (!answer.ok) throw new ArchiveFetchError(answer.status);
    let data = new Uint8Array(await answer.arrayBuffer());
    if (answer.status === 206) {
      const range = answer.headers.get('Content-Range');
      if (startOf(range) !== offset) throw new ArchiveFetchError(answer.status);
      total = totalOf(range) ?? total;
    } else {
      total = data.byteLength;
      data = data.subarray(offset);
    }
    if (data.byteLength === 0) {
      if (total !== null && offset >= total) break;
      throw new ArchiveFetchError(answer.status);
    }
    await job.write(offset, data);
    offset += data.byteLength;
    await job.progress(offset, total ?? offset);
  }
  return total ?? offset;
}
