import { PMTILES_HEADER_BYTES } from './pmtiles-directory.js';

export type PmtilesTileType = 'mvt' | 'png' | 'jpeg' | 'webp';

/** The spec's enums (Compression and TileType in the `pmtiles` package). */
const COMPRESSION = { none: 1, gzip: 2 } as const;
const TILE_TYPE = { mvt: 1, png: 2, jpeg: 3, webp: 4 } as const;

/** The `pmtiles` package cannot compute tile ids beyond this zoom. */
const MAX_ZOOM = 26;

interface PmtilesExtent {
  minZoom: number;
  maxZoom: number;
  bounds: [number, number, number, number];
}

export interface PmtilesHeaderFields extends PmtilesExtent {
  rootLength: number;
  metadataLength: number;
  leavesLength: number;
  tileDataLength: number;
  addressedTiles: number;
  tileEntries: number;
  tileContents: number;
  tileType: PmtilesTileType;
  tileCompression: 'none' | 'gzip';
}

/**
 * The 127-byte v3 header for sections laid out in the usual order: root directory, metadata,
 * leaf directories, tile data. Directories and metadata are always gzipped.
 */
export function serializeHeader(fields: PmtilesHeaderFields): Buffer {
  const header = Buffer.alloc(PMTILES_HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  let offset = PMTILES_HEADER_BYTES;
  const sections = [
    fields.rootLength,
    fields.metadataLength,
    fields.leavesLength,
    fields.tileDataLength,
  ];
  sections.forEach((length, i) => {
    writeUint64(header, 8 + i * 16, offset);
    writeUint64(header, 16 + i * 16, length);
    offset += length;
  });
  writeUint64(header, 72, fields.addressedTiles);
  writeUint64(header, 80, fields.tileEntries);
  writeUint64(header, 88, fields.tileContents);
  // Always clustered: the writer lays tile data out in tile id order (see PmtilesWriter).
  header.writeUInt8(1, 96);
  header.writeUInt8(COMPRESSION.gzip, 97);
  header.writeUInt8(COMPRESSION[fields.tileCompression], 98);
  header.writeUInt8(TILE_TYPE[fields.tileType], 99);
  header.writeUInt8(fields.minZoom, 100);
  header.writeUInt8(fields.maxZoom, 101);
  const [west, south, east, north] = fields.bounds;
  writeE7(header, 102, west);
  writeE7(header, 106, south);
  writeE7(header, 110, east);
  writeE7(header, 114, north);
  header.writeUInt8(fields.minZoom, 118);
  writeE7(header, 119, (west + east) / 2);
  writeE7(header, 123, (south + north) / 2);
  return header;
}

function writeUint64(header: Buffer, at: number, value: number): void {
  header.writeBigUInt64LE(BigInt(value), at);
}

function writeE7(header: Buffer, at: number, degrees: number): void {
  header.writeInt32LE(Math.round(degrees * 1e7), at);
}

/** Zooms and bounds the header can hold and the `pmtiles` package can address. */
export function validateExtent({ minZoom, maxZoom, bounds }: PmtilesExtent): void {
  if (
    !Number.isInteger(minZoom) ||
    !Number.isInteger(maxZoom) ||
    minZoom < 0 ||
    minZoom > maxZoom ||
    maxZoom > MAX_ZOOM
  ) {
    throw new RangeError(`Invalid zoom range ${minZoom}–${maxZoom}`);
  }
  const [west, south, east, north] = bounds;
  const isLon = (v: number) => v >= -180 && v <= 180;
  const isLat = (v: number) => v >= -90 && v <= 90;
  if (!isLon(west) || !isLon(east) || !isLat(south) || !isLat(north) || south > north) {
    throw new RangeError(`Invalid bounds ${bounds.join(', ')}`);
  }
}
