import { z } from 'zod';
import { idParam, idText, latitudeText, longitudeText, wholeNumberText } from './common.schema.js';

/** A route's measure: kilometres (chainage, 'km 3+200') or miles (mileage, '12 m 40 ch'). */
export const ROUTE_UNITS = ['km', 'mi'] as const;
export type RouteUnit = (typeof ROUTE_UNITS)[number];

export const METRES_PER_UNIT: Record<RouteUnit, number> = { km: 1000, mi: 1609.344 };
/** British railway mileage: 80 chains to a mile. */
export const CHAINS_PER_MILE = 80;

/** How far a route's start offset may go, in its unit. */
export const ROUTE_OFFSET_LIMIT = 1_000_000;

/** The route settings of a layer of lines (layer form, 'Route (chainage / mileage)'). */
export const routeFields = {
  route_enabled: z.boolean(),
  /** The attribute holding each line's route name or code ('ML', 'DOK'); optional. */
  route_name_field: z.string().max(255).nullable(),
  route_unit: z.enum(ROUTE_UNITS),
  /** The measure at the start of each line, in the route's unit. */
  route_start_offset: z.number().finite().min(-ROUTE_OFFSET_LIMIT).max(ROUTE_OFFSET_LIMIT),
};

/**
 * A measure as surveyors write it: 'km 3+214' (kilometres and metres), or miles and chains with
 * the decimal miles, '12 m 17 ch (12.21 mi)'. Rounded to the metre, to the chain.
 */
export function formatMeasure(value: number, unit: RouteUnit): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (unit === 'km') {
    const metres = Math.round(size * 1000);
    const km = Math.floor(metres / 1000);
    return `km ${sign}${km}+${String(metres - km * 1000).padStart(3, '0')}`;
  }
  const chains = Math.round(size * CHAINS_PER_MILE);
  const miles = Math.floor(chains / CHAINS_PER_MILE);
  return `${sign}${miles} m ${chains - miles * CHAINS_PER_MILE} ch (${sign}${size.toFixed(2)} mi)`;
}

/** maps/:id/layers/:layerId/features/:fid/measure/?lng=&lat= */
export const routeMeasureParams = idParam.extend({
  layerId: idText,
  fid: wholeNumberText(15),
});
export const routeMeasureQuery = z.object({
  lng: longitudeText,
  lat: latitudeText,
});
export type RouteMeasureQuery = z.infer<typeof routeMeasureQuery>;

/** The measure of a route's line at the point nearest to where it was clicked. */
export const routeMeasure = z.object({
  layerId: z.number().int(),
  fid: z.number().int(),
  unit: z.enum(ROUTE_UNITS),
  /** In the route's unit, start offset included. */
  measure: z.number(),
  /** formatMeasure(measure, unit): 'km 3+214', '12 m 17 ch (12.21 mi)'. */
  text: z.string(),
  /** The route's name (its name field's value), or null. */
  route: z.string().nullable(),
  /** Metres from the clicked point to the line. */
  offset: z.number(),
});
export type RouteMeasure = z.infer<typeof routeMeasure>;
