import { open } from 'node:fs/promises';
import type { Storage } from '../storage/storage.js';

interface Slice {
  offset: number;
  length: number;
}

/**
 * Byte ranges of a stored COG for geotiff.js (its `source` interface): read from the local file
 * when storage is a local directory, else ranged GETs (S3). Nothing is read whole.
 */
export class StorageSource {
  constructor(
    private readonly storage: Storage,
    private readonly key: string,
  ) {}

  /** Unknown up front; geotiff.js copes with short reads at the end of the file. */
  get fileSize(): number | null {
    return null;
  }

  fetch(slices: Slice[]): Promise<ArrayBuffer[]> {
    return Promise.all(slices.map((slice) => this.fetchSlice(slice)));
  }

  private async fetchSlice({ offset, length }: Slice): Promise<ArrayBuffer> {
    const target = new Uint8Array(length);
    const local = this.storage.localPath(this.key);
    if (local) {
      // Opened per read: a handful of reads per tile, and nothing to leak when a handle is evicted.
      const handle = await open(local, 'r');
      try {
        await handle.read(target, 0, length, offset);
      } finally {
        await handle.close();
      }
      return target.buffer;
    }
    const stream = await this.storage.get(this.key, { start: offset, end: offset + length - 1 });
    let at = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      target.set(chunk.subarray(0, Math.max(0, length - at)), at);
      at += chunk.length;
    }
    return target.buffer;
  }

  async close(): Promise<void> {}
}
