import { GeoTIFF, type GeoTIFFImage } from 'geotiff';
import type { Storage } from '../storage/storage.js';
import { StorageSource } from './cog-source.js';
import type { Box } from './tile-math.js';

/** TIFF NewSubfileType bit of a transparency mask; PhotometricInterpretation of a palette. */
const MASK_BIT = 4;
const PALETTE = 3;

/** One resolution of a COG: the full image or an overview, with its mask when it has one. */
export interface CogLevel {
  image: GeoTIFFImage;
  /** Same size and blocks as the image. */
  mask: GeoTIFFImage | null;
  width: number;
  height: number;
  /** Its blocks (tiles): size in pixels, and how many make a row (block id = by × across + bx). */
  tileWidth: number;
  tileHeight: number;
  blocksAcross: number;
  /** Metres per pixel. */
  resX: number;
  resY: number;
}

/**
 * How a COG's samples become colours: 8-bit RGB (orthophotos), 8-bit grey, a palette, or any
 * other data (DEMs, 16-bit) as a grey linear stretch between the 2nd and 98th percentile.
 */
export type BandModel = 'rgb' | 'gray' | 'palette' | 'stretch';

export interface CogInfo {
  key: string;
  /** The file's bytes (blocks are read through it). */
  source: StorageSource;
  /** Extent in EPSG:3857. */
  box: Box;
  originX: number;
  originY: number;
  /** Finest first. */
  levels: CogLevel[];
  samplesPerPixel: number;
  sampleFormat: number;
  bitsPerSample: number;
  model: BandModel;
  /** Index of the alpha sample, if any. */
  alphaSample: number | null;
  noData: number | null;
  /** 256 RGB triplets for palette rasters. */
  palette: Uint8Array | null;
  /** Filled in for 'stretch' rasters once the coarsest level has been read. */
  stretch: { min: number; max: number } | null;
}

function paletteOf(colorMap: ArrayLike<number>): Uint8Array {
  const entries = colorMap.length / 3;
  const rgb = new Uint8Array(256 * 3);
  for (let i = 0; i < Math.min(entries, 256); i += 1) {
    for (let c = 0; c < 3; c += 1) rgb[i * 3 + c] = colorMap[c * entries + i]! >> 8;
  }
  return rgb;
}

function modelOf(
  photometric: number,
  colourSamples: number,
  format: number,
  bits: number,
): BandModel {
  if (photometric === PALETTE && bits <= 8) return 'palette';
  if (format === 1 && bits === 8) return colourSamples >= 3 ? 'rgb' : 'gray';
  return 'stretch';
}

/**
 * Reads a COG's structure (IFDs only, no pixels): its levels, masks, georeferencing and how to
 * colour it. Processing writes little-endian EPSG:3857 COGs; anything else is refused.
 */
export async function openCog(storage: Storage, key: string): Promise<CogInfo> {
  const source = new StorageSource(storage, key);
  const tiff = await GeoTIFF.fromSource(source);
  if (!tiff.littleEndian) throw new Error(`big-endian COG not supported: ${key}`);
  const images: GeoTIFFImage[] = [];
  for (let i = 0, n = await tiff.getImageCount(); i < n; i += 1)
    images.push(await tiff.getImage(i));
  const isMask = (im: GeoTIFFImage) =>
    ((im.fileDirectory.NewSubfileType as number | undefined) ?? 0) & MASK_BIT;
  const full = images.find((im) => !isMask(im));
  if (!full) throw new Error(`COG without an image: ${key}`);
  const [originX, originY] = full.getOrigin() as [number, number];
  const [resX, resY] = full.getResolution() as [number, number];
  const box = {
    minX: originX,
    maxX: originX + full.getWidth() * resX,
    maxY: originY,
    minY: originY + full.getHeight() * resY,
  };
  const levels = images
    .filter((im) => !isMask(im))
    .map((image) => ({
      image,
      mask:
        images.find(
          (m) =>
            isMask(m) && m.getWidth() === image.getWidth() && m.getHeight() === image.getHeight(),
        ) ?? null,
      width: image.getWidth(),
      height: image.getHeight(),
      tileWidth: image.getTileWidth(),
      tileHeight: image.getTileHeight(),
      blocksAcross: Math.ceil(image.getWidth() / image.getTileWidth()),
      resX: (box.maxX - box.minX) / image.getWidth(),
      resY: (box.maxY - box.minY) / image.getHeight(),
    }))
    .sort((a, b) => b.width - a.width);

  const dir = full.fileDirectory as Record<string, unknown>;
  const samplesPerPixel = full.getSamplesPerPixel();
  const extra = Array.from((dir.ExtraSamples as ArrayLike<number> | undefined) ?? []);
  // ExtraSamples 1 (associated) and 2 (unassociated) are alpha; they follow the colour samples.
  const alphaAt = extra.findIndex((e) => e === 1 || e === 2);
  const colourSamples = samplesPerPixel - extra.length;
  const format = Number(full.getSampleFormat() ?? 1);
  const bits = Number(full.getBitsPerSample());
  const photometric = Number(dir.PhotometricInterpretation ?? 1);
  const model = modelOf(photometric, colourSamples, format, bits);
  return {
    key,
    source,
    box,
    originX,
    originY,
    levels,
    samplesPerPixel,
    sampleFormat: format,
    bitsPerSample: bits,
    model,
    alphaSample: alphaAt >= 0 ? colourSamples + alphaAt : null,
    noData: full.getGDALNoData(),
    palette: model === 'palette' ? paletteOf(dir.ColorMap as ArrayLike<number>) : null,
    stretch: null,
  };
}
