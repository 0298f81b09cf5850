import { z } from 'zod';

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
