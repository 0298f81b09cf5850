import type { LayerFileRead } from '@waymark/contract';
import { PANORAMA_EXTENSIONS, withExtensions } from './fileGroups.js';

/** A photo as the panorama viewer takes it. */
export interface PanoramaPhoto {
  fileId: number;
  layerId: number;
  name: string;
  date?: string;
  lon?: number;
  lat?: number;
}

/** How many photos of the layer the viewer steps through, nearest first. */
export const NEARBY_PHOTOS = 25;

/** A photo file's place: a 360° photo's file has its point as bounds. */
function placeOf(file: Pick<LayerFileRead, 'bounds'>): { lon: number; lat: number } | null {
  const b = file.bounds;
  if (!b || b.length < 4) return null;
  return { lon: (b[0]! + b[2]!) / 2, lat: (b[1]! + b[3]!) / 2 };
}

/** Distance on the ground is not needed, only the order: degrees with the longitude shrunk. */
function nearness(from: { lon: number; lat: number }, to: { lon: number; lat: number }): number {
  const dx = (to.lon - from.lon) * Math.cos((from.lat * Math.PI) / 180);
  const dy = to.lat - from.lat;
  return dx * dx + dy * dy;
}

const photoOf = (file: LayerFileRead, extra: Partial<PanoramaPhoto> = {}): PanoramaPhoto => {
  const place = placeOf(file);
  return {
    fileId: file.id,
    layerId: file.layer_id,
    name: file.name,
    ...(place ? { lon: place.lon, lat: place.lat } : {}),
    ...extra,
  };
};

/**
 * The photos the panorama viewer steps through, and where it starts: the feature's own photo
 * (the one its mapsutd_file names, else its first JPEG) among the layer's other photos nearest
 * to it, sorted west to east so that next and previous walk along a survey line.
 */
export function nearbyPhotos(
  current: LayerFileRead,
  layerFiles: readonly LayerFileRead[],
  extra: Partial<PanoramaPhoto>,
): { photos: PanoramaPhoto[]; index: number } {
  const here =
    placeOf(current) ??
    (extra.lon !== undefined && extra.lat !== undefined
      ? { lon: extra.lon, lat: extra.lat }
      : null);
  const others = withExtensions(layerFiles, PANORAMA_EXTENSIONS)
    .filter((file) => file.id !== current.id && placeOf(file) !== null)
    .map((file) => ({ file, place: placeOf(file)! }));
  const nearest = here
    ? others
        .sort((a, b) => nearness(here, a.place) - nearness(here, b.place))
        .slice(0, NEARBY_PHOTOS - 1)
    : [];
  const all = [
    { file: current, place: here, photo: photoOf(current, extra) },
    ...nearest.map(({ file, place }) => ({ file, place, photo: photoOf(file) })),
  ].sort(
    (a, b) => (a.place?.lon ?? 0) - (b.place?.lon ?? 0) || a.file.name.localeCompare(b.file.name),
  );
  return { photos: all.map((p) => p.photo), index: all.findIndex((p) => p.file.id === current.id) };
}
