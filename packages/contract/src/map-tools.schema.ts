import { z } from 'zod';

/** The server side of the map viewer's controls: Cross Section and the map data download. */

export const SECTION_MIN_VERTICES = 2;
export const SECTION_MAX_VERTICES = 100;

const NUMBER = '-?\\d{1,3}(\\.\\d{1,15})?';
const VERTEX = `${NUMBER},${NUMBER}`;

/** lon,lat;lon,lat;… in degrees: the polyline a user drew (2–100 vertices). */
export const sectionLine = z
  .string()
  .max(SECTION_MAX_VERTICES * 40)
  .regex(
    new RegExp(`^${VERTEX}(;${VERTEX}){${SECTION_MIN_VERTICES - 1},${SECTION_MAX_VERTICES - 1}}$`),
    `Enter ${SECTION_MIN_VERTICES} to ${SECTION_MAX_VERTICES} points as lon,lat;lon,lat;…`,
  )
  .transform((text) =>
    text.split(';').map((pair) => pair.split(',').map(Number) as [number, number]),
  )
  .refine(
    (vertices) => vertices.every(([lon, lat]) => Math.abs(lon) <= 180 && Math.abs(lat) <= 90),
    'Longitudes lie between -180 and 180, latitudes between -90 and 90.',
  );

/** maps/:id/section/?line=lon,lat;lon,lat;… */
export const sectionQuery = z.object({ line: sectionLine });
export type SectionQuery = z.infer<typeof sectionQuery>;

/** [distance along the line in metres, elevation or null where the DTM has no data]. */
export const sectionSample = z.tuple([z.number(), z.number().nullable()]);

/** One DTM file's profile: a layer with several survey dates gives one of these per file. */
export const sectionSeries = z.object({
  layer_id: z.number().int(),
  layer_name: z.string(),
  file_id: z.number().int(),
  /** The uploaded source file the DTM was made from. */
  file_name: z.string(),
  /** Ground distance between samples, in metres (one pixel of the DTM along the line). */
  step_m: z.number(),
  series: z.array(sectionSample),
});
export type SectionSeries = z.infer<typeof sectionSeries>;

export const sectionResponse = z.object({
  /** Geodesic length of the whole line on the WGS84 ellipsoid, in metres. */
  length_m: z.number(),
  /** Empty when no DTM lies under the line. */
  dtms: z.array(sectionSeries),
});
export type SectionResponse = z.infer<typeof sectionResponse>;

/** maps/:id/download/?bbox=w,s,e,n (degrees; absent: the whole map). */
export const mapDownloadQuery = z.object({
  bbox: z
    .string()
    .regex(new RegExp(`^${NUMBER}(,${NUMBER}){3}$`), 'Enter bbox as west,south,east,north.')
    .transform((text) => text.split(',').map(Number) as [number, number, number, number])
    .refine(
      ([w, s, e, n]) =>
        Math.abs(w) <= 180 && Math.abs(e) <= 180 && Math.abs(s) <= 90 && Math.abs(n) <= 90,
      'Longitudes lie between -180 and 180, latitudes between -90 and 90.',
    )
    .refine(([w, s, e, n]) => w < e && s < n, 'West must lie west of east, south south of north.')
    .optional(),
});
export type MapDownloadQuery = z.infer<typeof mapDownloadQuery>;
