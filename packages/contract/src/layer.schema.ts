import { z } from 'zod';
import { layerAbilities } from './abilities.schema.js';
import { RASTER_KINDS, reliefSettings } from './relief.schema.js';
import {
  bbox,
  idNumber,
  idText,
  listQuery,
  VISIBILITIES,
  zoomLevel,
  zoomOrder,
} from './common.schema.js';
import { ROUTE_UNITS, routeFields } from './route.schema.js';

export const FILE_LIST_VISIBILITIES = ['ALL', 'GEOSPATIAL', 'ATTACHMENT', 'NONE'] as const;
export const LAYER_STATES = ['empty', 'queued', 'processing', 'ready', 'error'] as const;
export const FILE_STATES = ['queued', 'processing', 'ready', 'error'] as const;

/** One MapLibre style layer as the layer's style/label JSON holds it (source fields are ours to set). */
export const styleLayer = z
  .object({
    id: z.string().max(200).optional(),
    type: z.enum([
      'fill',
      'line',
      'symbol',
      'circle',
      'heatmap',
      'fill-extrusion',
      'raster',
      'hillshade',
      'background',
    ]),
    paint: z.record(z.string(), z.unknown()).optional(),
    layout: z.record(z.string(), z.unknown()).optional(),
    filter: z.array(z.unknown()).optional(),
    minzoom: zoomLevel.optional(),
    maxzoom: z.number().min(0).max(24).optional(),
    metadata: z.unknown().optional(),
  })
  .passthrough();
export const styleLayers = z.array(styleLayer).max(100);
export type StyleLayer = z.infer<typeof styleLayer>;

const nameList = z.array(z.string().max(255)).max(1000);

const layerFields = {
  name: z.string().trim().min(1, 'Value is required').max(255),
  description: z.string().max(10_000),
  attribution: z.string().max(1000),
  visibility: z.enum(VISIBILITIES),
  file_list_visibility: z.enum(FILE_LIST_VISIBILITIES),
  attachment_field: z.string().max(255).nullable(),
  search_field: z.string().max(255).nullable(),
  sub_layers: nameList,
  zoom_min: zoomLevel,
  zoom_max: zoomLevel,
  mini_popup_on_hover: z.boolean(),
  mini_popup_fields: nameList,
  legend_enabled: z.boolean(),
  style: styleLayers.nullable(),
  label: styleLayers.nullable(),
  popup: z.string().max(200_000),
  popup_type: z.literal('vue-template'),
  bounds: bbox.nullable(),
  ...routeFields,
  /** How a raster layer's values are drawn (set at ingest; the layer form may change it). */
  raster_kind: z.enum(RASTER_KINDS),
  /** A value layer's ramp, range and hillshade; null: its kind's defaults. */
  relief: reliefSettings.nullable(),
};

export const layerCreate = z
  .object({ ...layerFields, organisation_id: idNumber })
  .partial()
  .required({ name: true, organisation_id: true })
  .superRefine(zoomOrder);
export type LayerCreate = z.infer<typeof layerCreate>;

export const layerPatch = z
  .object({ ...layerFields, organisation_id: idNumber })
  .partial()
  .superRefine(zoomOrder);
export type LayerPatch = z.infer<typeof layerPatch>;

/** Fields the layer lists sort by (`ordering`, '-' for descending). */
export const LAYER_ORDERING = [
  'id',
  'name',
  'type',
  'visibility',
  'created_at',
  'updated_at',
] as const;
export type LayerOrderField = (typeof LAYER_ORDERING)[number];

/** GET layers/: a page of the layers the caller sees, optionally of one organisation only. */
export const layerListQuery = listQuery.extend({ organisation: idText.optional() });
export type LayerListQuery = z.infer<typeof layerListQuery>;

export const layerRead = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  attribution: z.string(),
  type: z.string().nullable(),
  visibility: z.enum(VISIBILITIES),
  file_list_visibility: z.enum(FILE_LIST_VISIBILITIES),
  attachment_field: z.string().nullable(),
  search_field: z.string().nullable(),
  attributes: z.array(z.string()),
  sub_layers: z.array(z.string()),
  available_sub_layers: z.array(z.string()),
  zoom_min: z.number().int(),
  zoom_max: z.number().int(),
  mini_popup_on_hover: z.boolean(),
  mini_popup_fields: z.array(z.string()),
  legend_enabled: z.boolean(),
  style: z.array(z.unknown()).nullable(),
  label: z.array(z.unknown()).nullable(),
  popup: z.string(),
  popup_type: z.string(),
  bounds: z.array(z.number()).nullable(),
  extent: z.array(z.number()).nullable(),
  /** Every feature is a line: the layer can be a route (chainage / mileage). */
  route_capable: z.boolean(),
  route_enabled: z.boolean(),
  route_name_field: z.string().nullable(),
  route_unit: z.enum(ROUTE_UNITS),
  route_start_offset: z.number(),
  owner: z.object({ id: z.number().int() }).nullable(),
  /** The owner's display name (names, else email); null without an owner. */
  owner_name: z.string().nullable(),
  organisation_id: z.number().int(),
  status: z.enum(LAYER_STATES),
  /** Features loaded from the layer's source files. */
  feature_count: z.number().int(),
  /** Source and attachment files (companions and derived files are not counted). */
  file_count: z.number().int(),
  /** 0–100: the mean progress of the files being processed; null when none is. */
  progress: z.number().int().min(0).max(100).nullable(),
  /** The error code (PROCESSING_ERRORS) of the first source file in error, else null. */
  error_code: z.number().int().nullable(),
  /**
   * The survey dates of its files ('YYYY-MM-DD', earliest first). A layer with several is a
   * series: drawn one date at a time (tiles take `date`).
   */
  survey_dates: z.array(z.string()),
  /** null until a raster is processed; 'elevation' and 'difference' are drawn with `relief`. */
  raster_kind: z.enum(RASTER_KINDS).nullable(),
  /** The relief a value layer is drawn with (its own, else its kind's defaults); else null. */
  relief: reliefSettings.nullable(),
  /** The least and greatest value of a value layer's rasters (the ramp's default ends). */
  value_range: z.array(z.number()).nullable(),
  data_version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: layerAbilities,
});
export type LayerRead = z.infer<typeof layerRead>;
