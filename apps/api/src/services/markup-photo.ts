import type { Readable } from 'node:stream';
import exifr from 'exifr';
import sharp from 'sharp';
import { EXIF_SEGMENTS, takenAt, type Segment } from '../processing/photo/photo-location.js';

/** The longest side of a photo's thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 320;
/** Larger than any camera's photo: a bigger one is a decompression bomb, and no photo. */
const MAX_INPUT_PIXELS = 200_000_000;
/** What sharp may read as a photo (HEIC only where its libheif decodes it). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
export const PHOTO_NAME = /\.(jpe?g|png|webp|hei[cf])$/i;
/** Where EXIF lies in a photo: its first bytes (JPEG's APP1, HEIC's meta box). */
export const EXIF_HEAD_BYTES = 512 * 1024;

/**
 * A photo's 320 px JPEG thumbnail (turned upright, metadata dropped), or null when sharp cannot
 * read the file as a photo: it is then kept as a plain file.
 */
export async function thumbnailOf(photo: Readable): Promise<Buffer | null> {
  const reader = sharp({ limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const format = reader
    .clone()
    .metadata()
    .then((meta) => meta.format);
  const thumbnail = reader
    .clone()
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
  photo.on('error', (err) => reader.destroy(err));
  photo.pipe(reader);
  const [read, made] = await Promise.allSettled([format, thumbnail]);
  if (read.status !== 'fulfilled' || !PHOTO_FORMATS.has(read.value)) return null;
  return made.status === 'fulfilled' ? made.value : null;
}

export interface PhotoFacts {
  /** [longitude, latitude] from the EXIF GPS tags, or null. */
  position: [number, number] | null;
  /** ISO 8601, as PhotoLocation.takenAt. */
  takenAt: string | null;
}

/** Where and when the photo was taken, as its EXIF says (nothing when it says nothing). */
export async function photoFacts(head: Buffer): Promise<PhotoFacts> {
  let segments: { exif?: Segment; gps?: Segment } | undefined;
  try {
    segments = (await exifr.parse(head, { ...EXIF_SEGMENTS, xmp: false })) as typeof segments;
  } catch {
    return { position: null, takenAt: null };
  }
  const gps = segments?.gps ?? {};
  const [lat, lon] = [gps.latitude, gps.longitude];
  const valid =
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    // What many cameras write before a fix.
    !(lat === 0 && lon === 0);
  return {
    position: valid ? [lon, lat] : null,
    takenAt: takenAt(segments?.exif ?? {}, gps),
  };
}
