import { readPhotoLocation } from '../processing/photo/photo-location.js';
import type { Loader } from './file-processor.js';
import { firstFid } from './job-context.js';

/** 360° photos: one point where the photo was taken; the photo itself is that feature's attachment. */
export const loadPhoto: Loader = async (ctx, source) => {
  const { file } = source;
  const location = await readPhotoLocation(source.path);
  const fid = Number(firstFid(file.id) + 1n);
  const properties = {
    label: file.name.replace(/\.[^.]+$/, ''),
    photo_date: location.takenAt,
    mapsutd_file: file.name,
    altitude: location.altitude,
    width: location.width,
    height: location.height,
    panorama: location.isPanorama,
    wgs84_lat: location.lat,
    wgs84_lon: location.lon,
  };
  await ctx.features.replaceDirectFeatures(
    file.layer_id,
    file.id,
    [{ fid, properties, lon: location.lon, lat: location.lat }],
    (trx) =>
      ctx.processed.ready(
        file,
        {
          attributes: Object.keys(properties).sort(),
          bounds: [location.lon, location.lat, location.lon, location.lat],
          feature_count: 1,
          fid,
        },
        'photo',
        trx,
      ),
  );
};
