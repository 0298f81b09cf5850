import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { BaseDecoder, getDecoder } from 'geotiff';
import sharp from 'sharp';

const inflateAsync = promisify(inflate);

/** TIFF compression codes of the COGs processing writes. */
const JPEG = 7;
const DEFLATE = 8;
const ADOBE_DEFLATE = 32946;

type FileDirectory = Record<string, unknown> & {
  Compression?: number;
  JPEGTables?: ArrayLike<number>;
};

function arrayBufferOf(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length) as ArrayBuffer;
}

/** DEFLATE through Node's zlib (native, off the main thread) instead of geotiff.js's pako. */
class NativeDeflateDecoder extends BaseDecoder {
  async decodeBlock(buffer: ArrayBuffer): Promise<ArrayBuffer> {
    return arrayBufferOf(await inflateAsync(new Uint8Array(buffer)));
  }
}

const deflate = new NativeDeflateDecoder();

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

/**
 * Decodes a COG block (geotiff.js's decoder interface): JPEG and DEFLATE natively, anything else
 * (LZW, ZSTD, uncompressed...) with geotiff.js's own decoders.
 */
export const cogDecoder = {
  async decode(directory: FileDirectory, buffer: ArrayBuffer): Promise<ArrayBuffer> {
    switch (directory.Compression) {
      case JPEG:
        return decodeJpeg(directory, buffer);
      case DEFLATE:
      case ADOBE_DEFLATE:
        return deflate.decode(directory, buffer) as Promise<ArrayBuffer>;
      default: {
        const decoder = (await getDecoder(directory)) as BaseDecoder;
        return decoder.decode(directory, buffer) as Promise<ArrayBuffer>;
      }
    }
  },
};

/** geotiff.js's own decoders throughout: the baseline the benchmark compares against. */
export const geotiffDecoder = {
  async decode(directory: FileDirectory, buffer: ArrayBuffer): Promise<ArrayBuffer> {
    const decoder = (await getDecoder(directory)) as BaseDecoder;
    return decoder.decode(directory, buffer) as Promise<ArrayBuffer>;
  },
};
