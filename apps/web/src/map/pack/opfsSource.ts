import type { RangeResponse, Source } from 'pmtiles';

/**
 * A PMTiles archive kept in the browser (an OPFS file, IndexedDB's blobs of one, or bytes fetched
 * whole), read in ranges through Blob.slice: only the bytes asked for are read, never the whole
 * archive.
 */
export class OpfsSource implements Source {
  constructor(
    private readonly key: string,
    private readonly file: Blob,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number, signal?: AbortSignal): Promise<RangeResponse> {
    signal?.throwIfAborted();
    const data = await this.file.slice(offset, offset + length).arrayBuffer();
    signal?.throwIfAborted();
    return { data };
  }
}
