import exifr from 'exifr';
import { ProcessingError } from '../processing-error.js';
import { jpegSize } from './jpeg-size.js';

export interface PhotoLocation {
  lat: number;
  lon: number;
  /** Metres above sea level (negative below), when recorded. */
  altitude: number | null;
  /** ISO 8601. With an offset when the camera recorded one, in UTC ('Z') when only the GPS
   * clock is known, else local camera time without an offset. */
  takenAt: string | null;
  /** Pixels as displayed, i.e. after the EXIF orientation. */
  width: number;
  height: number;
  /** XMP GPano:ProjectionType = equirectangular: a 360° photosphere. */
  isPanorama: boolean;
}

export type Segment = Record<string, unknown>;
interface ExifSegments {
  ifd0?: Segment;
  exif?: Segment;
  gps?: Segment;
  GPano?: Segment;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** EXIF "YYYY:MM:DD HH:MM:SS" → "YYYY-MM-DDTHH:MM:SS"; blank or zeroed dates → null. */
function exifDate(v: unknown): string | null {
  const m =
    typeof v === 'string' ? /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(v) : null;
  if (!m || m[1] === '0000' || m[2] === '00') return null;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`;
}

/** When the photo was taken (see PhotoLocation.takenAt); markups' photos use it too. */
export function takenAt(exif: Segment, gps: Segment): string | null {
  const local = exifDate(exif.DateTimeOriginal) ?? exifDate(exif.CreateDate);
  const offset = exif.OffsetTimeOriginal ?? exif.OffsetTime;
  if (local && typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset))
    return local + offset;
  // The GPS clock is UTC by definition.
  const day = typeof gps.GPSDateStamp === 'string' ? gps.GPSDateStamp : null;
  const time = Array.isArray(gps.GPSTimeStamp) ? (gps.GPSTimeStamp as number[]) : null;
  if (day && time?.length === 3) {
    const [h, m, s] = time.map((t) => String(Math.floor(t)).padStart(2, '0'));
    const utc = exifDate(`${day} ${h}:${m}:${s}`);
    if (utc) return `${utc}Z`;
  }
  return local;
}

function altitudeOf(gps: Segment): number | null {
  const altitude = num(gps.GPSAltitude);
  if (altitude === null) return null;
  // GPSAltitudeRef 1 = below sea level; exifr gives it raw as a one-byte array.
  const ref = gps.GPSAltitudeRef;
  const below = ref === 1 || (ref instanceof Uint8Array && ref[0] === 1);
  return below ? -altitude : altitude;
}

/**
 * What exifr reads of a photo (markups' photos too): IFD0, EXIF and GPS, each segment apart,
 * values as written; the caller says whether XMP.
 */
export const EXIF_SEGMENTS = {
  tiff: true,
  ifd0: {},
  exif: true,
  gps: true,
  ifd1: false,
  interop: false,
  icc: false,
  iptc: false,
  mergeOutput: false,
  reviveValues: false,
  translateValues: false,
} as const;

/**
 * Where a (360°) photo was taken, from its EXIF GPS tags. No GPS, coordinates out of range, or
 * exactly 0,0 (what many cameras write before a fix) → GPS_EXIF. Not a JPEG → GDAL_COMPATIBLE.
 */
export async function readPhotoLocation(filePath: string): Promise<PhotoLocation> {
  const size = await jpegSize(filePath);
  if (!size) throw new ProcessingError('GDAL_COMPATIBLE', 'The photo is not a readable JPEG');

  let segments: ExifSegments | undefined;
  try {
    segments = (await exifr.parse(filePath, {
      ...EXIF_SEGMENTS,
      xmp: { multiSegment: true },
    })) as ExifSegments | undefined;
  } catch (err) {
    throw new ProcessingError('GPS_EXIF', `Unreadable EXIF: ${(err as Error).message}`);
  }
  const gps = segments?.gps ?? {};
  const lat = num(gps.latitude);
  const lon = num(gps.longitude);
  if (lat === null || lon === null)
    throw new ProcessingError('GPS_EXIF', 'The photo has no GPS position');
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) {
    throw new ProcessingError('GPS_EXIF', `Invalid GPS position ${lat}, ${lon}`);
  }
  const orientation = num(segments?.ifd0?.Orientation) ?? 1;
  const swapped = orientation >= 5 && orientation <= 8;
  return {
    lat,
    lon,
    altitude: altitudeOf(gps),
    takenAt: takenAt(segments?.exif ?? {}, gps),
    width: swapped ? size.height : size.width,
    height: swapped ? size.width : size.height,
    isPanorama: String(segments?.GPano?.ProjectionType ?? '').toLowerCase() === 'equirectangular',
  };
}
