import { createHash } from 'node:crypto';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';
import { buildDirectories } from './pmtiles-directory.js';
import { CHUNK_BYTES, RangeCopier, writeFully } from './pmtiles-file-io.js';
import { serializeHeader, validateExtent, type PmtilesTileType } from './pmtiles-header.js';
import { TileIndex } from './pmtiles-tile-index.js';

export type { PmtilesTileType } from './pmtiles-header.js';

export interface PmtilesWriterOptions {
  tileType: PmtilesTileType;
  /** How the tiles' bytes are compressed ('none' for images; MVT as the live tiles send them). */
  tileCompression: 'none' | 'gzip';
  minZoom: number;
  maxZoom: number;
  /** [west, south, east, north] in degrees. */
  bounds: [number, number, number, number];
  /** Written as the archive's JSON metadata (e.g. name, vector_layers, waymark layer id and data version). */
  metadata: Record<string, unknown>;
}

export interface PmtilesSummary {
  /** Tile entries: consecutive tiles (by tile id) with the same bytes share one. */
  tiles: number;
  /** Tiles the archive holds, each run counted in full. */
  addressedTiles: number;
  /** Distinct tile contents stored. */
  tileContents: number;
  /** Size of the archive file. */
  bytes: number;
}

/**
 * Writes an archive to `path` (a temporary file the caller then stores). Tiles may come in any
 * order.
 *
 * Tile bytes go to a data file beside `path` as they come; only a few numbers per tile and a
 * hash per distinct content stay in memory. finish() copies the data into the archive in tile
 * id order, so the archive is always clustered. Tiles SHOULD come in tile id order (ascending
 * `zxyToTileId`, which a z/x/y loop is not): the data file then already is in that order and is
 * copied in one sweep, where other orders cost a read per tile (a million small shuffled tiles:
 * some seconds). Identical bytes are stored once; an empty tile is left out, as the format has no
 * empty entries and a reader treats a missing tile the same.
 */
export class PmtilesWriter {
  private readonly dataPath: string;
  private readonly index = new TileIndex();
  private data: Promise<FileHandle> | undefined;
  /** Writes to the data file, one after another so that each lands where the index put it. */
  private writing: Promise<void> = Promise.resolve();
  private written = 0;
  private staging = Buffer.allocUnsafe(CHUNK_BYTES);
  private staged = 0;
  private closed = false;
  private finishing: Promise<PmtilesSummary> | undefined;

  constructor(
    private readonly path: string,
    private readonly options: PmtilesWriterOptions,
  ) {
    validateExtent(options);
    this.dataPath = `${path}.tiledata`;
  }

  async addTile(z: number, x: number, y: number, bytes: Buffer): Promise<void> {
    if (this.closed) throw new Error('The PMTiles writer is finished or aborted');
    const { minZoom, maxZoom } = this.options;
    if (!Number.isInteger(z) || z < minZoom || z > maxZoom) {
      throw new RangeError(`Tile ${z}/${x}/${y} is outside zooms ${minZoom}–${maxZoom}`);
    }
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0) {
      throw new RangeError(`Invalid tile ${z}/${x}/${y}`);
    }
    const tileId = zxyToTileId(z, x, y);
    if (bytes.length === 0) return;
    // 128 bits of SHA-256 make a collision between different tiles practically impossible.
    const key = createHash('sha256').update(bytes).digest().toString('base64', 0, 16);
    if (this.index.add(tileId, key, bytes.length)) this.append(bytes);
    // Waiting for any pending write holds the caller back while the disk catches up.
    await this.writing;
  }

  finish(): Promise<PmtilesSummary> {
    if (this.closed) return Promise.reject(new Error('The PMTiles writer is finished or aborted'));
    this.closed = true;
    this.finishing = this.writeArchive();
    return this.finishing;
  }

  /** Removes what was written (on failure). */
  async abort(): Promise<void> {
    this.closed = true;
    await this.finishing?.catch(() => undefined);
    await this.discardData();
    await rm(this.path, { force: true });
  }

  private async writeArchive(): Promise<PmtilesSummary> {
    try {
      this.flush();
      await this.writing;
      const layout = this.index.layout();
      const { root, leaves } = buildDirectories(layout.entries);
      const metadata = gzipSync(JSON.stringify(this.options.metadata));
      const header = serializeHeader({
        ...this.options,
        rootLength: root.length,
        metadataLength: metadata.length,
        leavesLength: leaves.length,
        tileDataLength: layout.tileDataLength,
        addressedTiles: layout.addressedTiles,
        tileEntries: layout.entries.count,
        tileContents: this.index.contents,
      });
      const archive = await open(this.path, 'w');
      try {
        let at = 0;
        for (const part of [header, root, metadata, leaves]) {
          await writeFully(archive, part, at);
          at += part.length;
        }
        if (this.data) {
          const copier = new RangeCopier(await this.data, archive, at);
          await this.copyInOrder(copier, layout.contentOrder);
          at = copier.position;
        }
        return {
          tiles: layout.entries.count,
          addressedTiles: layout.addressedTiles,
          tileContents: this.index.contents,
          bytes: at,
        };
      } finally {
        await archive.close();
      }
    } finally {
      await this.discardData();
    }
  }

  /** Copies contents in the given order, merging neighbours in the data file into one read. */
  private async copyInOrder(copier: RangeCopier, contentOrder: Uint32Array): Promise<void> {
    let from = 0;
    let length = 0;
    for (const content of contentOrder) {
      const offset = this.index.contentOffset(content);
      if (length > 0 && offset !== from + length) {
        await copier.copy(from, length);
        length = 0;
      }
      if (length === 0) from = offset;
      length += this.index.contentLength(content);
    }
    if (length > 0) await copier.copy(from, length);
    await copier.flush();
  }

  /** Queues bytes at the data file's end; the caller's buffer is copied, so it may be reused. */
  private append(bytes: Buffer): void {
    if (this.staged + bytes.length > CHUNK_BYTES) this.flush();
    if (bytes.length > CHUNK_BYTES) {
      this.enqueue(Buffer.from(bytes));
      return;
    }
    bytes.copy(this.staging, this.staged);
    this.staged += bytes.length;
  }

  private flush(): void {
    if (this.staged === 0) return;
    const chunk = this.staging.subarray(0, this.staged);
    this.staging = Buffer.allocUnsafe(CHUNK_BYTES);
    this.staged = 0;
    this.enqueue(chunk);
  }

  private enqueue(chunk: Buffer): void {
    const position = this.written;
    this.written += chunk.length;
    this.writing = this.writing.then(async () => {
      this.data ??= open(this.dataPath, 'w+');
      await writeFully(await this.data, chunk, position);
    });
  }

  private async discardData(): Promise<void> {
    await this.writing.catch(() => undefined);
    const data = this.data;
    this.data = undefined;
    const handle = await data?.catch(() => undefined);
    try {
      await handle?.close();
    } finally {
      await rm(this.dataPath, { force: true });
    }
  }
}
