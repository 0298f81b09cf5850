import type { FileHandle } from 'node:fs/promises';

/** Size of the buffers tile bytes pass through on their way to disk. */
export const CHUNK_BYTES = 1 << 20;

/** fs writes may in principle be partial; a short write must not leave a hole in the archive. */
export async function writeFully(file: FileHandle, bytes: Buffer, position: number): Promise<void> {
  let done = 0;
  while (done < bytes.length) {
    const { bytesWritten } = await file.write(bytes, done, bytes.length - done, position + done);
    done += bytesWritten;
  }
}

/**
 * Appends byte ranges of one file to another through one buffer. Many small ranges (tiles that
 * came out of order) are read all at once per buffer, which the thread pool serves in parallel,
 * and written once per megabyte.
 */
export class RangeCopier {
  private readonly buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;
  private reads: Promise<void>[] = [];

  constructor(
    private readonly source: FileHandle,
    private readonly target: FileHandle,
    private at: number,
  ) {}

  /** Where the next byte goes in the target, once flushed. */
  get position(): number {
    return this.at + this.used;
  }

  async copy(from: number, length: number): Promise<void> {
    let done = 0;
    while (done < length) {
      if (this.used === this.buffer.length) await this.flush();
      const wanted = Math.min(length - done, this.buffer.length - this.used);
      const read = this.read(this.used, wanted, from + done);
      // Marked handled now; flush() still sees the failure.
      read.catch(() => undefined);
      this.reads.push(read);
      this.used += wanted;
      done += wanted;
    }
  }

  async flush(): Promise<void> {
    const reads = this.reads;
    this.reads = [];
    await Promise.all(reads);
    await writeFully(this.target, this.buffer.subarray(0, this.used), this.at);
    this.at += this.used;
    this.used = 0;
  }

  private async read(at: number, length: number, from: number): Promise<void> {
    let done = 0;
    while (done < length) {
      const { bytesRead } = await this.source.read(
        this.buffer,
        at + done,
        length - done,
        from + done,
      );
      if (bytesRead === 0) throw new Error('The PMTiles tile data file ended early');
      done += bytesRead;
    }
  }
}
