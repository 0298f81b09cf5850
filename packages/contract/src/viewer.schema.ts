import { z } from 'zod';
import { bbox, idNumber, latitudeText, longitudeText } from './common.schema.js';
import { layerFileRead } from './file.schema.js';

/** The one source-layer of every layer's vector tiles (each layer has its own tile URL). */
export const VECTOR_SOURCE_LAYER = 'features';

export const RASTER_TILE_FORMATS = ['webp', 'png', 'jpg'] as const;

/** A series layer's tiles of one survey date ('YYYY-MM-DD'); all of its files without one. */
function dateQuery(date?: string | null): string {
  return date ? `?date=${date}` : '';
}

export function vectorTileUrl(layerId: number, date?: string | null): string {
  return `/api/tiles/layers/${layerId}/{z}/{x}/{y}.pbf${dateQuery(date)}`;
}

export function rasterTileUrl(
  layerId: number,
  format: (typeof RASTER_TILE_FORMATS)[number] = 'webp',
  date?: string | null,
): string {
  return `/api/tiles/layers/${layerId}/{z}/{x}/{y}.${format}${dateQuery(date)}`;
}

/** maps/:id/search/?query=&mapView=swLng,swLat,neLng,neLat */
export const mapSearchQuery = z.object({
  query: z.string().trim().min(1).max(200),
  mapView: z
    .string()
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, 'mapView must be swLng,swLat,neLng,neLat')
    .optional(),
});
export type MapSearchQuery = z.infer<typeof mapSearchQuery>;

export const searchResult = z.object({
  text: z.string(),
  bounds: bbox,
  /** The layer of a feature result; null for a place or a coordinate. */
  layerId: z.number().int().nullable(),
  fid: z.number().int().nullable(),
  /** coordinates: one reading of a query that is a coordinate (a point, to fly to and mark);
   * route: the point at a chainage or mileage along a route's line (marked too). */
  source: z.enum(['coordinates', 'features', 'geocoder', 'route']),
  /** route: the measure at the point ('km 3+200'), which labels the marker. */
  measure: z.string().optional(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchResponse = z.object({
  /** The query as received: the client uses results only when it equals its current text. */
  query: z.string(),
  results: z.array(searchResult),
  /** Who answered, for the 'Search by' credit; licence: the data's, where it asks to be named. */
  attribution: z.array(
    z.object({
      name: z.string(),
      url: z.string().nullable(),
      licence: z.object({ name: z.string(), url: z.string() }).optional(),
    }),
  ),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** maps/:id/files/ */
export const mapFilesQuery = z.object({
  search: z.string().trim().max(200).optional(),
  sw_lon: longitudeText.optional(),
  sw_lat: latitudeText.optional(),
  ne_lon: longitudeText.optional(),
  ne_lat: latitudeText.optional(),
  /** Present: answer a zip of the chosen files (ids, comma separated, or all that match). */
  download: z.string().optional(),
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,999}$/, 'Enter ids as whole numbers separated by commas.')
    .refine(
      (text) => text.split(',').every((id) => idNumber.safeParse(Number(id)).success),
      'Enter ids between 1 and 2147483647.',
    )
    .transform((text) => text.split(',').map(Number))
    .optional(),
});
export type MapFilesQuery = z.infer<typeof mapFilesQuery>;

/** One file of maps/:id/files/: a layer file with the name of its layer. */
export const mapFileRead = layerFileRead.extend({ layer_name: z.string() });
export type MapFileRead = z.infer<typeof mapFileRead>;
