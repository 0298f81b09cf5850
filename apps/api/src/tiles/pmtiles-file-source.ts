import { open, type FileHandle } from 'node:fs/promises';
import type { RangeResponse, Source } from 'pmtiles';

/**
 * A local PMTiles archive for the `pmtiles` package's reader (`new PMTiles(source)`). The file
 * stays open between reads, as a reader makes one per tile: call close() when done.
 */
export class PmtilesFileSource implements Source {
  private handle: Promise<FileHandle> | undefined;

  constructor(private readonly path: string) {}

  getKey(): string {
    return this.path;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const handle = await this.open();
    const data = new Uint8Array(length);
    let filled = 0;
    // The reader asks for the first 16 KiB whatever the file's size: a short read is expected.
    while (filled < length) {
      const { bytesRead } = await handle.read(data, filled, length - filled, offset + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return { data: filled === length ? data.buffer : data.buffer.slice(0, filled) };
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    const opened = await handle?.catch(() => undefined);
    await opened?.close();
  }

  private open(): Promise<FileHandle> {
    if (!this.handle) {
      const opening = open(this.path, 'r');
      // A failed open is not kept: the next read tries again.
      opening.catch(() => {
        if (this.handle === opening) this.handle = undefined;
      });
      this.handle = opening;
    }
    return this.handle;
  }
}
