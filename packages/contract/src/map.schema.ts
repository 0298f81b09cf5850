import { z } from 'zod';

export const MAP_CONTROLS = [
  'create_section',
  'map_share',
  'map_pdf',
  'map_files',
  'measure',
] as const;
export const VISIBILITIES = ['OWN', 'ORG'] as const;
export const MINIMAPS = ['satellite-layer', 'street-layer'] as const;

/** [west, south, east, north] in degrees. */
export const bbox = z
  .tuple([
    z.number().min(-180).max(180),
    z.number().min(-90).max(90),
    z.number().min(-180).max(180),
    z.number().min(-90).max(90),
  ])
  .refine(([w, s, e, n]) => w <= e && s <= n, 'West must not exceed east, nor south north.');
export type BBox = z.infer<typeof bbox>;

/** A map as the API answers it (spec section 3, Map). Layers are added by the ingest issue. */
export const mapRead = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  attribution: z.string(),
  organisation_id: z.number().int(),
  zoom_min: z.number().int(),
  zoom_max: z.number().int(),
  visibility: z.enum(VISIBILITIES),
  controls: z.array(z.enum(MAP_CONTROLS)),
  files_list: z.boolean().nullable(),
  minimap: z.enum(MINIMAPS),
  bounds: z.array(z.number()).nullable(),
  extent: z.array(z.number()).nullable(),
  bg_layer: z.string(),
  owner: z.object({ id: z.number().int() }).nullable(),
  layers: z.array(z.unknown()),
});
export type MapRead = z.infer<typeof mapRead>;
