import { gzipSync } from 'node:zlib';

/** Size of the fixed PMTiles v3 header. */
export const PMTILES_HEADER_BYTES = 127;

/**
 * Readers fetch the first 16 KiB in one request and expect the whole root directory in it, so
 * header and compressed root together must fit.
 */
const ROOT_LIMIT = 16_384 - PMTILES_HEADER_BYTES;

/** Above this many entries a root alone never fits: skip serialising it just to find out. */
const ROOT_ONLY_MAX_ENTRIES = 16_384;

/** Entries per leaf to start from; fewer leaves mean fewer requests for a client. */
const MIN_LEAF_SIZE = 4_096;

/**
 * Directory entries in columns (typed arrays rather than an object per entry, which a
 * million-tile archive would feel). A run length of 0 marks a pointer to a leaf directory.
 */
export interface DirectoryEntries {
  tileIds: Float64Array;
  offsets: Float64Array;
  lengths: Uint32Array;
  runLengths: Uint32Array;
  count: number;
}

export interface Directories {
  /** Gzipped root directory. */
  root: Buffer;
  /** Gzipped leaf directories, back to back; the root's offsets are relative to their start. */
  leaves: Buffer;
}

export function allocateEntries(capacity: number): DirectoryEntries {
  return {
    tileIds: new Float64Array(capacity),
    offsets: new Float64Array(capacity),
    lengths: new Uint32Array(capacity),
    runLengths: new Uint32Array(capacity),
    count: 0,
  };
}

/**
 * Splits the entries into a root and, when the root alone would be too large, leaves of a size
 * grown step by step until the root of leaf pointers fits (the reference writers' approach).
 */
export function buildDirectories(entries: DirectoryEntries): Directories {
  if (entries.count < ROOT_ONLY_MAX_ENTRIES) {
    const root = gzipSync(serializeDirectory(entries, 0, entries.count));
    if (root.length <= ROOT_LIMIT) return { root, leaves: Buffer.alloc(0) };
  }
  // Aim for a root of a few thousand pointers at first, so huge archives need few attempts.
  let leafSize = Math.max(MIN_LEAF_SIZE, Math.ceil(entries.count / 3_500));
  for (;;) {
    const built = buildWithLeaves(entries, leafSize);
    if (built.root.length <= ROOT_LIMIT) return built;
    leafSize = Math.ceil(leafSize * 1.2);
  }
}

function buildWithLeaves(entries: DirectoryEntries, leafSize: number): Directories {
  const pointers = allocateEntries(Math.ceil(entries.count / leafSize));
  const leaves: Buffer[] = [];
  let offset = 0;
  for (let start = 0; start < entries.count; start += leafSize) {
    const end = Math.min(entries.count, start + leafSize);
    const leaf = gzipSync(serializeDirectory(entries, start, end));
    const i = pointers.count++;
    pointers.tileIds[i] = entries.tileIds[start]!;
    pointers.offsets[i] = offset;
    pointers.lengths[i] = leaf.length;
    pointers.runLengths[i] = 0;
    leaves.push(leaf);
    offset += leaf.length;
  }
  return {
    root: gzipSync(serializeDirectory(pointers, 0, pointers.count)),
    leaves: Buffer.concat(leaves),
  };
}

/**
 * The uncompressed v3 encoding of entries [start, end): their count, then column by column the
 * tile id deltas, run lengths, lengths and offsets, all varints. An offset is stored plus one,
 * or as 0 when it directly follows the previous entry's bytes (the common case, cheap to store).
 */
export function serializeDirectory(entries: DirectoryEntries, start: number, end: number): Buffer {
  const { tileIds, offsets, lengths, runLengths } = entries;
  // Worst case per entry: 8 bytes each for the 53-bit id delta and offset, 5 each for the rest.
  const out = Buffer.allocUnsafe(10 + (end - start) * 26);
  let pos = writeVarint(out, 0, end - start);
  let lastId = 0;
  for (let i = start; i < end; i++) {
    const tileId = tileIds[i]!;
    pos = writeVarint(out, pos, tileId - lastId);
    lastId = tileId;
  }
  for (let i = start; i < end; i++) pos = writeVarint(out, pos, runLengths[i]!);
  for (let i = start; i < end; i++) pos = writeVarint(out, pos, lengths[i]!);
  for (let i = start; i < end; i++) {
    const offset = offsets[i]!;
    const follows = i > start && offset === offsets[i - 1]! + lengths[i - 1]!;
    pos = writeVarint(out, pos, follows ? 0 : offset + 1);
  }
  return out.subarray(0, pos);
}

/** Little-endian base-128 varint; division, not bit shifts, as values exceed 32 bits. */
function writeVarint(out: Buffer, at: number, value: number): number {
  let pos = at;
  let rest = value;
  while (rest >= 0x80) {
    out[pos++] = (rest % 0x80) | 0x80;
    rest = Math.floor(rest / 0x80);
  }
  out[pos++] = rest;
  return pos;
}
