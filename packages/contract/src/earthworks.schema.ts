import { z } from 'zod';
import { idNumber, latitudeText, longitudeText } from './common.schema.js';
import { surveyDate } from './file.schema.js';

/**
 * Earthworks between surveys (issue 23): the elevation at a point, the elevation change between
 * two surveys of heights (a new layer), and cut and fill volumes inside a polygon.
 */

/** One survey of heights: a layer of elevation, and for a series the date of one of its surveys. */
export const surveyRef = z.object({
  layer: idNumber,
  /** Required for a series (a layer whose files carry several survey dates). */
  date: surveyDate.nullable().optional(),
});
export type SurveyRef = z.infer<typeof surveyRef>;

/** maps/:id/layers/:layerId/elevation/?lng=&lat=&date= */
export const elevationQuery = z.object({
  lng: longitudeText,
  lat: latitudeText,
  date: surveyDate.optional(),
});
export type ElevationQuery = z.infer<typeof elevationQuery>;

export const elevationAnswer = z.object({
  layer_id: z.number().int(),
  /** The survey that answered (the latest on top), or null when its files carry no date. */
  survey_date: z.string().nullable(),
  /** Metres, to the centimetre; null where the survey has no height. */
  elevation: z.number().nullable(),
  unit: z.literal('m'),
});
export type ElevationAnswer = z.infer<typeof elevationAnswer>;

/** The largest polygon a volume is measured in: 25 km² (a corridor's worth of earthworks). */
export const MAX_VOLUME_AREA_M2 = 25_000_000;
export const MAX_POLYGON_VERTICES = 5000;

const position = z.tuple([
  z.number().finite().min(-180).max(180),
  z.number().finite().min(-90).max(90),
]);

/** A GeoJSON polygon in degrees (longitude, latitude), without holes. */
export const volumePolygon = z.object({
  type: z.literal('Polygon'),
  coordinates: z
    .array(z.array(position).min(4).max(MAX_POLYGON_VERTICES))
    .min(1)
    .max(1, 'Draw the polygon without holes.'),
});
export type VolumePolygon = z.infer<typeof volumePolygon>;

/**
 * POST maps/:id/volume/: cut and fill inside a polygon (drawn, or a polygon feature of one of the
 * map's layers) between two surveys, or between one survey and a flat base plane (a stockpile).
 */
export const volumeRequest = z
  .object({
    polygon: volumePolygon.optional(),
    feature: z.object({ layer: idNumber, fid: z.number().int().min(0) }).optional(),
    /** The earlier survey; absent with base_elevation. */
    earlier: surveyRef.optional(),
    later: surveyRef,
    /** A flat plane at this elevation (metres) instead of an earlier survey. */
    base_elevation: z.number().finite().min(-12_000).max(9_000).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.polygon === undefined) === (body.feature === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['polygon'],
        message: 'Draw a polygon or choose a polygon feature (one of the two).',
      });
    }
    if ((body.earlier === undefined) === (body.base_elevation === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['earlier'],
        message: 'Choose an earlier survey or a base elevation (one of the two).',
      });
    }
  });
export type VolumeRequest = z.infer<typeof volumeRequest>;

const surveyOf = z.object({
  layer_id: z.number().int(),
  layer_name: z.string(),
  survey_date: z.string().nullable(),
});

export const volumeAnswer = z.object({
  /** Earth taken away (the later surface below the earlier): m³. */
  cut_m3: z.number(),
  /** Earth added (the later surface above the earlier): m³. */
  fill_m3: z.number(),
  /** fill − cut, m³. */
  net_m3: z.number(),
  cut_area_m2: z.number(),
  fill_area_m2: z.number(),
  /** The polygon's area measured on the ground (its cells with heights in both surveys). */
  area_m2: z.number(),
  /** Cells with a height in both surveys, of cell_size_m × cell_size_m. */
  cells: z.number().int(),
  cell_size_m: z.number(),
  /** The projected metric system the volume was computed in. */
  crs: z.object({ epsg: z.number().int().nullable(), name: z.string() }),
  /** How: in words, for the report. */
  method: z.string(),
  earlier: surveyOf.nullable(),
  later: surveyOf,
  base_elevation: z.number().nullable(),
});
export type VolumeAnswer = z.infer<typeof volumeAnswer>;

/** POST maps/:id/elevation-change/: a new layer, later minus earlier, computed by the workers. */
export const elevationChangeRequest = z.object({
  earlier: surveyRef,
  later: surveyRef,
  /** The new layer's name; default 'Elevation change <earlier> – <later>'. */
  name: z.string().trim().min(1).max(255).optional(),
});
export type ElevationChangeRequest = z.infer<typeof elevationChangeRequest>;
