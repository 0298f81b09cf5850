/**
 * How CogReader reads a COG's blocks: the blocks wanted grouped into as few reads as may be, how
 * many reads run at once, and 1-bit masks unpacked to a byte per pixel.
 */

/** Reads in flight per call at most; the blocks read decode (zlib) in libuv's thread pool. */
export const READS_IN_FLIGHT = 8;
/**
 * Blocks this close in the file are read at once (GDAL's COGs keep a row of blocks together, a
 * few bytes of leader and trailer apart), in reads of at most MAX_READ bytes.
 */
const COALESCE_GAP = 16 * 1024;
const MAX_READ = 4 * 1024 ** 2;

/** A block to read: where it lies in the file, and where it was asked for. */
export interface Wanted {
  key: string;
  offset: number;
  length: number;
  first: number;
}

/** Blocks read with one read: the file's bytes [offset, end). */
export interface Read {
  offset: number;
  end: number;
  blocks: Wanted[];
}

/** Tasks started in the order asked, at most `limit` at once. */
export class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  acquire(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.next();
    });
  }

  release(): void {
    this.active -= 1;
    this.next();
  }

  private next(): void {
    while (this.active < this.limit && this.waiting.length > 0) {
      this.active += 1;
      this.waiting.shift()!();
    }
  }
}

/** Neighbouring blocks in the file, as few reads as may be. */
export function coalesce(blocks: Wanted[]): Read[] {
  const reads: Read[] = [];
  for (const block of [...blocks].sort((a, b) => a.offset - b.offset)) {
    const last = reads[reads.length - 1];
    const end = block.offset + block.length;
    if (last && block.offset - last.end <= COALESCE_GAP && end - last.offset <= MAX_READ) {
      last.end = Math.max(last.end, end);
      last.blocks.push(block);
    } else {
      reads.push({ offset: block.offset, end, blocks: [block] });
    }
  }
  // In the order the caller asked for the blocks: its first ones arrive first.
  const first = (read: Read) => Math.min(...read.blocks.map((b) => b.first));
  return reads.sort((a, b) => first(a) - first(b));
}

/** A 1-bit mask (GDAL's internal masks) as one byte per pixel, 1 where there is data. */
export function unpackBits(data: ArrayBuffer, width: number, height: number): Uint8Array {
  const bits = new Uint8Array(data);
  const rowBytes = Math.ceil(width / 8);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height && y * rowBytes < bits.length; y += 1) {
    for (let x = 0; x < width; x += 1) {
      out[y * width + x] = (bits[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
    }
  }
  return out;
}
