import { z } from 'zod';
import { wholeNumberText } from './common.schema.js';

/** {text, id} as the upload dialog's coordinate-system combobox uses it. */
export const coordinateSystem = z.object({ id: z.number().int(), text: z.string() });
export type CoordinateSystem = z.infer<typeof coordinateSystem>;

/** The standard systems (spec section 9, with the settled labels of DESIGN.md). */
export const STANDARD_COORDINATE_SYSTEMS: CoordinateSystem[] = [
  { id: 2157, text: 'IRENET95 / Irish Transverse Mercator (ITM)' },
  { id: 27700, text: 'OSGB 1936 / British National Grid' },
  { id: 29902, text: 'TM65 / Irish Grid' },
  { id: 29903, text: 'TM75 / Irish Grid' },
  { id: 4326, text: 'WGS84 (GPS) / Geographic' },
  { id: 3857, text: 'WGS84 / Pseudo-Mercator' },
];

export const coordinateSystemQuery = z.object({ query: z.string().trim().max(100).optional() });

/**
 * One EPSG system as PROJ defines it (PostGIS's catalogue), for a client that transforms
 * coordinates itself: a model's IfcMapConversion names its map's system by code only.
 */
export const coordinateSystemDefinition = coordinateSystem.extend({
  /** PROJ's parameters ('+proj=utm +zone=32 ...'), which proj4js reads. */
  proj4: z.string(),
  /** OGC WKT 1, as spatial_ref_sys holds it. */
  wkt: z.string(),
});
export type CoordinateSystemDefinition = z.infer<typeof coordinateSystemDefinition>;

/** An EPSG code in a path: what is not one names nothing (404, as for ids). */
export const coordinateSystemParams = z.object({
  code: wholeNumberText(6).pipe(z.number().int().positive()),
});
