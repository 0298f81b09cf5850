import { z } from 'zod';
import { mapAbilities } from './abilities.schema.js';
import {
  bbox,
  idNumber,
  idText,
  listQuery,
  VISIBILITIES,
  zoomLevel,
  zoomOrder,
} from './common.schema.js';
import { layerRead } from './layer.schema.js';

export const MAP_CONTROLS = [
  'create_section',
  'map_share',
  'map_pdf',
  'map_files',
  'measure',
  'compare',
  'volume',
  'markups',
] as const;
export const MINIMAPS = ['satellite-layer', 'street-layer'] as const;

/** A map as the API answers it (spec section 3, Map), with its layers in order. */
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
  /**
   * The DTM layer of the map the 3D view's terrain stands on while it is on; null: the top DTM
   * layer that is on.
   */
  terrain_layer_id: z.number().int().nullable(),
  owner: z.object({ id: z.number().int() }).nullable(),
  /** The owner's display name (names, else email); null without an owner. */
  owner_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  layers: z.array(layerRead),
  abilities: mapAbilities,
});
export type MapRead = z.infer<typeof mapRead>;

const mapFields = {
  name: z.string().trim().min(1, 'Value is required').max(200),
  title: z.string().max(200),
  description: z.string().max(10_000),
  attribution: z.string().max(1000),
  zoom_min: zoomLevel,
  zoom_max: zoomLevel,
  visibility: z.enum(VISIBILITIES),
  controls: z.array(z.enum(MAP_CONTROLS)).max(MAP_CONTROLS.length),
  files_list: z.boolean().nullable(),
  minimap: z.enum(MINIMAPS),
  bounds: bbox.nullable(),
  bg_layer: z.string().max(100),
  terrain_layer_id: idNumber.nullable(),
};

export const mapCreate = z
  .object({ ...mapFields, organisation_id: idNumber })
  .partial()
  .required({ name: true, organisation_id: true })
  .superRefine(zoomOrder);
export type MapCreate = z.infer<typeof mapCreate>;

/** Fields the map lists sort by (`ordering`, '-' for descending). */
export const MAP_ORDERING = [
  'id',
  'name',
  'title',
  'visibility',
  'created_at',
  'updated_at',
] as const;
export type MapOrderField = (typeof MAP_ORDERING)[number];

/** GET maps/: a page of the maps the caller sees, optionally of one organisation only. */
export const mapListQuery = listQuery.extend({ organisation: idText.optional() });
export type MapListQuery = z.infer<typeof mapListQuery>;

/**
 * The new order of a map's layers, first drawn first (at the bottom): every layer of the map
 * the caller can see, each once.
 */
export const mapLayerOrder = z.object({
  layer_ids: z.array(idNumber).max(10_000),
});
export type MapLayerOrder = z.infer<typeof mapLayerOrder>;

export const mapPatch = z.object(mapFields).partial().superRefine(zoomOrder);
export type MapPatch = z.infer<typeof mapPatch>;
