// @ts-check
// A minimal reader of uncompressed ASPRS LAS 1.0–1.4 files: just enough for the demo data
// script to take the ground points out of a point cloud, since the GDAL of Debian bookworm
// (3.6) has no LAS driver and no point cloud tool is packaged there. LAZ (compressed) files are
// refused, not misread.
import { readFileSync } from 'node:fs';

/**
 * @typedef {object} LasHeader
 * @property {string} version e.g. '1.2'
 * @property {number} pointFormat point data record format (0–10)
 * @property {number} recordLength bytes per point record
 * @property {number} pointOffset byte offset of the first point
 * @property {number} count number of point records
 * @property {[number, number, number]} scale
 * @property {[number, number, number]} offset
 * @property {{ minX: number, maxX: number, minY: number, maxY: number, minZ: number, maxZ: number }} bounds
 * @property {string | null} wkt the OGC WKT of the coordinate system, when a VLR carries one
 */

/**
 * The header fields that locate and scale the points (LAS 1.4 R15, table 3: all versions share
 * these offsets; 1.4 adds a 64-bit point count at byte 247).
 * @param {Buffer} b
 * @returns {LasHeader}
 */
export function readLasHeader(b) {
  if (b.toString('latin1', 0, 4) !== 'LASF') throw new Error('not a LAS file (no LASF signature)');
  const [major, minor] = [b.readUInt8(24), b.readUInt8(25)];
  const headerSize = b.readUInt16LE(94);
  const pointOffset = b.readUInt32LE(96);
  const vlrCount = b.readUInt32LE(100);
  const rawFormat = b.readUInt8(104);
  // Bit 7 (and bit 6 in older LAZ writers) marks compressed points.
  if (rawFormat & 0xc0) throw new Error('compressed (LAZ) points are not supported');
  const legacyCount = b.readUInt32LE(107);
  const count = minor >= 4 && legacyCount === 0 ? Number(b.readBigUInt64LE(247)) : legacyCount;
  /** @param {number} at @returns {[number, number, number]} */
  const triple = (at) => [b.readDoubleLE(at), b.readDoubleLE(at + 8), b.readDoubleLE(at + 16)];
  const d = (/** @type {number} */ at) => b.readDoubleLE(at);
  return {
    version: `${major}.${minor}`,
    pointFormat: rawFormat,
    recordLength: b.readUInt16LE(105),
    pointOffset,
    count,
    scale: triple(131),
    offset: triple(155),
    bounds: { maxX: d(179), minX: d(187), maxY: d(195), minY: d(203), maxZ: d(211), minZ: d(219) },
    wkt: findWkt(b, headerSize, vlrCount),
  };
}

/**
 * The OGC WKT of the file's coordinate system (VLR record 2112), if any.
 * @param {Buffer} b @param {number} at first VLR @param {number} n number of VLRs
 */
function findWkt(b, at, n) {
  for (let i = 0; i < n && at + 54 <= b.length; i++) {
    const recordId = b.readUInt16LE(at + 18);
    const length = b.readUInt16LE(at + 20);
    if (recordId === 2112)
      return b.toString('latin1', at + 54, at + 54 + length).replace(/\0+$/, '');
    at += 54 + length;
  }
  return null;
}

/** Where the classification byte sits in a point record, and which bits are the class. */
function classificationField(/** @type {number} */ format) {
  // Formats 0–5: byte 15, bits 0–4 (bits 5–7 are the synthetic/key-point/withheld flags).
  if (format <= 5) return { at: 15, mask: 0x1f };
  // Formats 6–10: byte 16, a full byte of class (the flags moved to byte 15).
  if (format <= 10) return { at: 16, mask: 0xff };
  throw new Error(`point data record format ${format} is not a LAS 1.0–1.4 format`);
}

/**
 * The points of a LAS file, in its own coordinates and units, as parallel arrays: X, Y, Z
 * (scaled and offset) and the ASPRS classification.
 * @param {string} file
 */
export function readLasPoints(file) {
  const b = readFileSync(file);
  const header = readLasHeader(b);
  const { at, mask } = classificationField(header.pointFormat);
  const need = header.pointOffset + header.count * header.recordLength;
  if (b.length < need) throw new Error(`${file}: truncated (${b.length} of ${need} bytes)`);
  const x = new Float64Array(header.count);
  const y = new Float64Array(header.count);
  const z = new Float64Array(header.count);
  const cls = new Uint8Array(header.count);
  const [sx, sy, sz] = header.scale;
  const [ox, oy, oz] = header.offset;
  for (let i = 0, p = header.pointOffset; i < header.count; i++, p += header.recordLength) {
    x[i] = b.readInt32LE(p) * sx + ox;
    y[i] = b.readInt32LE(p + 4) * sy + oy;
    z[i] = b.readInt32LE(p + 8) * sz + oz;
    cls[i] = b.readUInt8(p + at) & mask;
  }
  return { header, x, y, z, cls };
}
