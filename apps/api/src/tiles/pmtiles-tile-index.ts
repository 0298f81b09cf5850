import { tileIdToZxy } from 'pmtiles';
import { allocateEntries, type DirectoryEntries } from './pmtiles-directory.js';

export interface TileLayout {
  /** Directory entries in tile id order, consecutive tiles of the same content merged to runs. */
  entries: DirectoryEntries;
  /** Content ids in the order their bytes go into the archive's tile data: tile id order. */
  contentOrder: Uint32Array;
  addressedTiles: number;
  tileDataLength: number;
}

/**
 * What a writer keeps in memory per tile while tile bytes go to disk: the tile's id and which
 * content it shows, plus per distinct content its hash, offset and length in the data file.
 * Columns in typed arrays keep a million tiles at some tens of megabytes.
 */
export class TileIndex {
  private readonly contentIds = new Map<string, number>();
  private contentOffsets = new Float64Array(1_024);
  private contentLengths = new Uint32Array(1_024);
  private contentCount = 0;
  private tileIds = new Float64Array(1_024);
  private tileContents = new Uint32Array(1_024);
  private tileCount = 0;
  private inOrder = true;
  /** Bytes of distinct contents so far, i.e. the data file's length. */
  dataLength = 0;

  get contents(): number {
    return this.contentCount;
  }

  contentOffset(content: number): number {
    return this.contentOffsets[content]!;
  }

  contentLength(content: number): number {
    return this.contentLengths[content]!;
  }

  /** Records a tile; true when its content is new, so its bytes go at the data file's end. */
  add(tileId: number, contentKey: string, length: number): boolean {
    let content = this.contentIds.get(contentKey);
    const isNew = content === undefined;
    if (content === undefined) {
      content = this.contentCount++;
      this.contentIds.set(contentKey, content);
      this.contentOffsets = grown(this.contentOffsets, this.contentCount);
      this.contentLengths = grown(this.contentLengths, this.contentCount);
      this.contentOffsets[content] = this.dataLength;
      this.contentLengths[content] = length;
      this.dataLength += length;
    }
    if (this.tileCount > 0 && tileId <= this.tileIds[this.tileCount - 1]!) this.inOrder = false;
    const tile = this.tileCount++;
    this.tileIds = grown(this.tileIds, this.tileCount);
    this.tileContents = grown(this.tileContents, this.tileCount);
    this.tileIds[tile] = tileId;
    this.tileContents[tile] = content;
    return isNew;
  }

  /**
   * Sorts the tiles by id and lays the contents out in the order they are first shown, so the
   * tile data ends up clustered whatever order the tiles came in.
   */
  layout(): TileLayout {
    const order = this.tileOrder();
    const placedAt = new Float64Array(this.contentCount).fill(-1);
    const contentOrder = new Uint32Array(this.contentCount);
    const entries = allocateEntries(this.tileCount);
    let placed = 0;
    let cursor = 0;
    let previousId = -1;
    for (const tile of order) {
      const tileId = this.tileIds[tile]!;
      const content = this.tileContents[tile]!;
      const length = this.contentLengths[content]!;
      if (tileId === previousId) {
        throw new Error(`Tile ${tileIdToZxy(tileId).join('/')} was added more than once`);
      }
      previousId = tileId;
      let offset = placedAt[content]!;
      if (offset < 0) {
        offset = placedAt[content] = cursor;
        cursor += length;
        contentOrder[placed++] = content;
      }
      const last = entries.count - 1;
      if (
        last >= 0 &&
        entries.offsets[last] === offset &&
        entries.tileIds[last]! + entries.runLengths[last]! === tileId
      ) {
        entries.runLengths[last] = entries.runLengths[last]! + 1;
      } else {
        const next = entries.count++;
        entries.tileIds[next] = tileId;
        entries.offsets[next] = offset;
        entries.lengths[next] = length;
        entries.runLengths[next] = 1;
      }
    }
    return { entries, contentOrder, addressedTiles: this.tileCount, tileDataLength: cursor };
  }

  /** Positions of the tiles in tile id order; sorting is skipped when they came in order. */
  private tileOrder(): Uint32Array {
    const order = new Uint32Array(this.tileCount);
    for (let i = 0; i < this.tileCount; i++) order[i] = i;
    if (!this.inOrder) order.sort((a, b) => this.tileIds[a]! - this.tileIds[b]!);
    return order;
  }
}

function grown<T extends Float64Array | Uint32Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const larger = new (array.constructor as new (length: number) => T)(array.length * 2);
  larger.set(array);
  return larger;
}
