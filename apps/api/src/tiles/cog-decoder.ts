import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { BaseDecoder, getDecoder } from 'geotiff';
import sharp from 'sharp';

const inflateAsync = promisify(inflate);

/** TIFF compression codes of the COGs processing writes. */
const JPEG = 7;
const DEFLATE = 8;
const ADOBE_DEFLATE = 32946;
const WEBP = 50001;
/** TIFF Predictor 3: floating-point horizontal differencing (GDAL's PREDICTOR=YES on Float32). */
const FLOAT_PREDICTOR = 3;

type FileDirectory = Record<string, unknown> & {
  Compression?: number;
  JPEGTables?: ArrayLike<number>;
  Predictor?: number;
  BitsPerSample?: ArrayLike<number>;
  SamplesPerPixel?: number;
  PlanarConfiguration?: number;
  TileWidth?: number;
  TileLength?: number;
  ImageWidth?: number;
  RowsPerStrip?: number;
};

/** A decoded block: its bytes, or its samples already typed (floats). */
type Decoded = ArrayBuffer | Float32Array | Float64Array;

/** A geotiff.js decoder: `decode` undoes the predictor after `decodeBlock` decompressed. */
interface BlockDecoder {
  decode(directory: FileDirectory, buffer: ArrayBuffer): Promise<ArrayBuffer>;
  decodeBlock?(buffer: ArrayBuffer): Promise<ArrayBuffer>;
}

/** The buffer's bytes as an ArrayBuffer of their own: its own when it spans the whole of it. */
function arrayBufferOf(buffer: Buffer): ArrayBuffer {
  if (buffer.byteOffset === 0 && buffer.length === buffer.buffer.byteLength) {
    return buffer.buffer as ArrayBuffer;
  }
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length) as ArrayBuffer;
}

/** A block's size decoded, in bytes (the last strip may be shorter). */
function blockBytes(directory: FileDirectory): number {
  const bits = Array.from(directory.BitsPerSample ?? [8]);
  const pixelBits =
    directory.PlanarConfiguration === 2 ? bits[0]! : bits.reduce((a, b) => a + b, 0);
  const width = directory.TileWidth ?? directory.ImageWidth ?? 0;
  const rows = directory.TileLength ?? directory.RowsPerStrip ?? 0;
  return Math.ceil((width * pixelBits) / 8) * rows;
}

/**
 * DEFLATE through Node's zlib (native, in libuv's thread pool) instead of geotiff.js's pako, in
 * one output chunk of the block's size: zlib's default 16 KB chunks cost a thread-pool round
 * trip each, 64 for a 512² Float32 block, and doubled the time a block took. `spare` bytes more:
 * with none, a chunk the output fills exactly is the block's own ArrayBuffer, but zlib allocates
 * one more chunk in vain; with one, the block is a view of the only chunk.
 */
function inflateBlock(directory: FileDirectory, buffer: ArrayBuffer, spare: 0 | 1) {
  return inflateAsync(new Uint8Array(buffer), {
    chunkSize: Math.max(64, blockBytes(directory) + spare),
  });
}

/** DEFLATE for geotiff.js's decode (which undoes predictors 1 and 2 on an ArrayBuffer). */
class NativeDeflateDecoder extends BaseDecoder {
  constructor(private readonly directory: FileDirectory) {
    super();
  }

  async decodeBlock(buffer: ArrayBuffer): Promise<ArrayBuffer> {
    return arrayBufferOf(await inflateBlock(this.directory, buffer, 0));
  }
}

/** A row of a block, reused: the byte planes undoFloatPredictor interleaves. */
let planes = new Uint8Array(0);

/**
 * Undoes the floating-point predictor (TIFF technical note 3) of a decompressed block, in place:
 * per row, bytes summed with a stride of one pixel, then the byte planes (most significant
 * first) interleaved back into little-endian samples. geotiff.js does the same byte by byte,
 * copying every row, and took three times as long as inflating the block (9 ms for a 512²
 * Float32 block): this is the part of decoding that runs on the main thread.
 */
export function undoFloatPredictor(directory: FileDirectory, data: Uint8Array): Uint8Array {
  const bits = Array.from(directory.BitsPerSample ?? []);
  const bytes = (bits[0]! / 8) | 0;
  if (!bits.every((b) => b === bits[0]) || ![2, 4, 8].includes(bytes)) {
    throw new Error(`floating-point predictor on ${bits.join('/')}-bit samples`);
  }
  const stride = directory.PlanarConfiguration === 2 ? 1 : bits.length;
  const width = directory.TileWidth ?? directory.ImageWidth ?? 0;
  const rowBytes = width * stride * bytes;
  const rows = Math.min(
    directory.TileLength ?? directory.RowsPerStrip ?? 0,
    Math.floor(data.length / rowBytes),
  );
  const words =
    bytes === 4 && data.byteOffset % 4 === 0
      ? new Uint32Array(data.buffer, data.byteOffset, data.length >> 2)
      : null;
  if (planes.length < rowBytes) planes = new Uint8Array(rowBytes);
  const row = planes;
  const count = (rowBytes / bytes) | 0;
  const [p1, p2, p3] = [count, 2 * count, 3 * count];
  for (let r = 0; r < rows; r += 1) {
    const start = r * rowBytes;
    const end = start + rowBytes;
    if (stride === 1) {
      let sum = 0;
      for (let i = start; i < end; i += 1) {
        sum = (sum + data[i]!) & 0xff;
        data[i] = sum;
      }
    } else {
      for (let i = start + stride; i < end; i += 1) data[i] = data[i]! + data[i - stride]!;
    }
    row.set(data.subarray(start, end));
    if (words) {
      const o = start >> 2;
      for (let i = 0; i < count; i += 1) {
        words[o + i] = (row[i]! << 24) | (row[p1 + i]! << 16) | (row[p2 + i]! << 8) | row[p3 + i]!;
      }
    } else {
      for (let i = 0; i < count; i += 1) {
        for (let b = 0; b < bytes; b += 1)
          data[start + i * bytes + b] = row[(bytes - b - 1) * count + i]!;
      }
    }
  }
  return data;
}

/**
 * A block's floating-point samples over its bytes, without a copy when they are aligned:
 * Float32Array or Float64Array, else (16-bit floats, unaligned) an ArrayBuffer of their own.
 */
function floatsOf(
  directory: FileDirectory,
  data: Uint8Array,
): Float32Array | Float64Array | ArrayBuffer {
  const bits = Number(directory.BitsPerSample?.[0]);
  if (bits === 32 && data.byteOffset % 4 === 0) {
    return new Float32Array(data.buffer, data.byteOffset, data.length >> 2);
  }
  if (bits === 64 && data.byteOffset % 8 === 0) {
    return new Float64Array(data.buffer, data.byteOffset, data.length >> 3);
  }
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer;
}

/** A block through a geotiff.js decoder, the floating-point predictor by undoFloatPredictor. */
async function decodeWith(
  decoder: BlockDecoder,
  directory: FileDirectory,
  buffer: ArrayBuffer,
): Promise<Decoded> {
  if (directory.Predictor === FLOAT_PREDICTOR && decoder.decodeBlock) {
    const data = new Uint8Array(await decoder.decodeBlock(buffer));
    return floatsOf(directory, undoFloatPredictor(directory, data));
  }
  return decoder.decode(directory, buffer);
}

/**
 * A TIFF JPEG tile is an abbreviated stream whose tables sit in the JPEGTables tag: tables
 * (without their EOI) + tile (without its SOI) is a whole JPEG that libjpeg-turbo (sharp)
 * decodes several times faster than geotiff.js's JavaScript decoder. YCbCr tiles carry no JFIF
 * marker, which libjpeg reads as YCbCr and turns into RGB, as the TIFF means.
 */
async function decodeJpeg(directory: FileDirectory, buffer: ArrayBuffer): Promise<ArrayBuffer> {
  let jpeg = Buffer.from(buffer);
  const tables = directory.JPEGTables;
  if (tables && tables.length > 4) {
    jpeg = Buffer.concat([Buffer.from(Array.from(tables)).subarray(0, -2), jpeg.subarray(2)]);
  }
  return arrayBufferOf(await sharp(jpeg).raw().toBuffer());
}

/** A TIFF WebP block is a whole WebP image: its samples as the directory has them (RGB or RGBA). */
async function decodeWebp(directory: FileDirectory, buffer: ArrayBuffer): Promise<ArrayBuffer> {
  const image = sharp(Buffer.from(buffer));
  const rgba = (directory.SamplesPerPixel ?? 3) === 4;
  return arrayBufferOf(await (rgba ? image.ensureAlpha() : image.removeAlpha()).raw().toBuffer());
}

/**
 * Decodes a COG block (geotiff.js's decoder interface): JPEG, WebP and DEFLATE natively, anything else
 * (LZW, ZSTD, uncompressed...) with geotiff.js's own decoders; the floating-point predictor
 * always by undoFloatPredictor.
 */
export const cogDecoder = {
  async decode(directory: FileDirectory, buffer: ArrayBuffer): Promise<Decoded> {
    switch (directory.Compression) {
      case JPEG:
        return decodeJpeg(directory, buffer);
      case WEBP:
        return decodeWebp(directory, buffer);
      case DEFLATE:
      case ADOBE_DEFLATE:
        if (directory.Predictor === FLOAT_PREDICTOR) {
          const data = await inflateBlock(directory, buffer, 1);
          return floatsOf(directory, undoFloatPredictor(directory, data));
        }
        return new NativeDeflateDecoder(directory).decode(
          directory,
          buffer,
        ) as Promise<ArrayBuffer>;
      default:
        return decodeWith((await getDecoder(directory)) as BlockDecoder, directory, buffer);
    }
  },
};

/** geotiff.js's own decoders throughout: the reference the tests compare the native ones with. */
export const geotiffDecoder = {
  async decode(directory: FileDirectory, buffer: ArrayBuffer): Promise<ArrayBuffer> {
    const decoder = (await getDecoder(directory)) as BaseDecoder;
    return decoder.decode(directory, buffer) as Promise<ArrayBuffer>;
  },
};
