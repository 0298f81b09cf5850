import { formatDate, formatTime } from '../../../../lib/format.js';

/** A photo as the panorama viewer takes it: a layer's file, and where and when it was taken. */
export interface PanoramaPhoto {
  fileId: number;
  layerId: number;
  name: string;
  /** ISO 8601, as the photo pipeline stores photo_date. */
  date?: string;
  lon?: number;
  lat?: number;
}

/** The index a step leads to, or null at either end of the walk (it does not wrap round). */
export function stepIndex(index: number, step: -1 | 1, count: number): number | null {
  const next = index + step;
  return next >= 0 && next < count ? next : null;
}

/** An index within the walk, whatever the caller passed. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor(index)));
}

/** The photo's date and time in the spec's formats (dd/MM/yyyy, HH:mm), if readable. */
export function photoDate(photo: PanoramaPhoto): { date: string; time: string } | null {
  if (!photo.date) return null;
  const date = formatDate(photo.date);
  return date ? { date, time: formatTime(photo.date) } : null;
}

/** Latitude and longitude in decimal degrees (6 places: about 10 cm), if known. */
export function photoPosition(photo: PanoramaPhoto): string | null {
  const { lat, lon } = photo;
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return `${lat.toFixed(6)}, ${lon.toFixed(6)}`;
}

/** The key under which a photo's bytes are handed to Photo Sphere Viewer's cache. */
export const panoramaKey = (photo: Pick<PanoramaPhoto, 'layerId' | 'fileId'>) =>
  `waymark-file:${photo.layerId}/${photo.fileId}`;
