import {
  FILE_LIST_VISIBILITIES,
  layerCreate,
  ROUTE_OFFSET_LIMIT,
  ROUTE_UNITS,
  layerPatch,
  VISIBILITIES,
  type LayerRead,
} from '@waymark/contract';
import { z } from 'zod';
import { NEW_LAYER_POPUP, RASTER_KINDS, RAMP_NAMES, type RampName } from '@waymark/contract';
import {
  reliefOfValues,
  reliefRules,
  reliefValuesOf,
  type RasterDrawingValues,
} from './rasterDrawing.js';

/**
 * The layer form's values. Zoom levels are kept as typed, so that '1.5' or 'abc' can be told
 * apart from an empty field (5.1); a select without a choice holds ''.
 */
export interface LayerFormValues extends RasterDrawingValues {
  name: string;
  visibility: (typeof VISIBILITIES)[number];
  description: string;
  attribution: string;
  file_list_visibility: (typeof FILE_LIST_VISIBILITIES)[number];
  attachment_field: string;
  search_field: string;
  sub_layers: string[];
  zoom_min: string;
  zoom_max: string;
  mini_popup_on_hover: boolean;
  mini_popup_fields: string[];
  legend_enabled: boolean;
  /** The last valid style JSON (2.15): text that does not parse is never put here. */
  style: unknown[] | null;
  label: unknown[] | null;
  popup: string;
  bounds: number[] | null;
  route_enabled: boolean;
  route_name_field: string;
  route_unit: (typeof ROUTE_UNITS)[number];
  /** As typed, like the zoom fields. */
  route_start_offset: string;
}

/** Fields the server may name in a 400 answer, each shown under its field. */
export const LAYER_FORM_FIELDS = [
  'name',
  'visibility',
  'description',
  'attribution',
  'file_list_visibility',
  'attachment_field',
  'search_field',
  'sub_layers',
  'zoom_min',
  'zoom_max',
  'mini_popup_on_hover',
  'mini_popup_fields',
  'legend_enabled',
  'style',
  'label',
  'popup',
  'bounds',
  'route_enabled',
  'route_name_field',
  'route_unit',
  'route_start_offset',
  'raster_kind',
] as const satisfies readonly (keyof LayerFormValues)[];

/** Section 9, Zoom: new layers and maps default to zoom_min 0 and zoom_max 21. */
export const NEW_ZOOM_MIN = 0;
export const NEW_ZOOM_MAX = 21;

/** A new layer (section 9, Defaults): visibility OWN, all files listed, zoom 0–21. */
export const NEW_LAYER_VALUES: LayerFormValues = {
  name: '',
  visibility: 'OWN',
  description: '',
  attribution: '',
  file_list_visibility: 'ALL',
  attachment_field: '',
  search_field: '',
  sub_layers: [],
  zoom_min: String(NEW_ZOOM_MIN),
  zoom_max: String(NEW_ZOOM_MAX),
  mini_popup_on_hover: false,
  mini_popup_fields: [],
  legend_enabled: false,
  style: null,
  label: null,
  // Section 9: the Tab View Popup is the template of a new layer.
  popup: NEW_LAYER_POPUP,
  bounds: null,
  route_enabled: false,
  route_name_field: '',
  route_unit: 'km',
  route_start_offset: '0',
  raster_kind: '',
  relief_ramp: 'terrain',
  relief_min: '',
  relief_max: '',
  relief_hillshade: true,
};

/** The form's values for a layer as the server sent it. */
export function valuesOfLayer(layer: LayerRead): LayerFormValues {
  return {
    name: layer.name,
    visibility: layer.visibility,
    description: layer.description,
    attribution: layer.attribution,
    file_list_visibility: layer.file_list_visibility,
    attachment_field: layer.attachment_field ?? '',
    search_field: layer.search_field ?? '',
    sub_layers: [...layer.sub_layers],
    zoom_min: String(layer.zoom_min),
    zoom_max: String(layer.zoom_max),
    mini_popup_on_hover: layer.mini_popup_on_hover,
    mini_popup_fields: [...layer.mini_popup_fields],
    legend_enabled: layer.legend_enabled,
    style: layer.style,
    label: layer.label,
    popup: layer.popup,
    bounds: layer.bounds,
    route_enabled: layer.route_enabled,
    route_name_field: layer.route_name_field ?? '',
    route_unit: layer.route_unit,
    route_start_offset: String(layer.route_start_offset),
    ...reliefValuesOf(layer),
  };
}

const INTEGER = /^[-+]?\d+$/;

/** A zoom field's text as a level 0–22, or null while it is not one. */
export function zoomOf(text: string): number | null {
  const trimmed = text.trim();
  if (!INTEGER.test(trimmed)) return null;
  const zoom = Number(trimmed);
  return zoom >= 0 && zoom <= 22 ? zoom : null;
}

/** A start offset as typed: a number within the limit ('' is 0). */
export function offsetOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= ROUTE_OFFSET_LIMIT ? value : null;
}

/** 5.1, with message keys: required, then an integer, then 0–22 (the first that fails). */
const zoomText = z
  .string()
  .trim()
  .min(1, { message: 'validation.valueRequired', abort: true })
  .regex(INTEGER, { message: 'layerForm.mustBeInteger', abort: true })
  .refine((text) => zoomOf(text) !== null, 'layerForm.zoomRange');

/** The form's values with the rules the form itself shows (message keys, translated where shown). */
const formRules = z
  .object({
    name: z.string().trim().min(1, 'validation.valueRequired'),
    visibility: z.enum(VISIBILITIES),
    description: z.string(),
    attribution: z.string(),
    file_list_visibility: z.enum(FILE_LIST_VISIBILITIES),
    attachment_field: z.string(),
    search_field: z.string(),
    sub_layers: z.array(z.string()),
    zoom_min: zoomText,
    zoom_max: zoomText,
    mini_popup_on_hover: z.boolean(),
    mini_popup_fields: z.array(z.string()),
    legend_enabled: z.boolean(),
    style: z.array(z.unknown()).nullable(),
    label: z.array(z.unknown()).nullable(),
    popup: z.string(),
    bounds: z.array(z.number()).nullable(),
    route_enabled: z.boolean(),
    route_name_field: z.string(),
    route_unit: z.enum(ROUTE_UNITS),
    route_start_offset: z
      .string()
      .refine((text) => offsetOf(text) !== null, 'layerForm.route.offsetInvalid'),
    raster_kind: z.enum(['', ...RASTER_KINDS]),
    relief_ramp: z.enum(RAMP_NAMES as [RampName, ...RampName[]]),
    relief_min: z.string(),
    relief_max: z.string(),
    relief_hillshade: z.boolean(),
  })
  .refine(
    ({ zoom_min, zoom_max }) => {
      const min = zoomOf(zoom_min);
      const max = zoomOf(zoom_max);
      return min === null || max === null || max >= min;
    },
    // 5.1: the save is blocked and the message stands under Maximum Zoom, whatever else is wrong.
    { path: ['zoom_max'], message: 'layerForm.zoomOrder', when: () => true },
  )
  .superRefine(reliefRules) satisfies z.ZodType<unknown, LayerFormValues>;

/** The whole layer as the server takes it (section 7: with organisation_id and popup_type). */
function payloadOf(values: z.output<typeof formRules>, organisationId: number): unknown {
  return {
    name: values.name,
    visibility: values.visibility,
    description: values.description,
    attribution: values.attribution,
    file_list_visibility: values.file_list_visibility,
    // A select without a choice: no field.
    attachment_field: values.attachment_field || null,
    search_field: values.search_field || null,
    sub_layers: values.sub_layers,
    zoom_min: Number(values.zoom_min),
    zoom_max: Number(values.zoom_max),
    mini_popup_on_hover: values.mini_popup_on_hover,
    mini_popup_fields: values.mini_popup_fields,
    legend_enabled: values.legend_enabled,
    style: values.style,
    label: values.label,
    popup: values.popup,
    popup_type: 'vue-template',
    bounds: values.bounds,
    route_enabled: values.route_enabled,
    route_name_field: values.route_name_field || null,
    route_unit: values.route_unit,
    route_start_offset: offsetOf(values.route_start_offset) ?? 0,
    // A raster's drawing, once it is processed (a layer of features has none).
    ...(values.raster_kind === ''
      ? {}
      : { raster_kind: values.raster_kind, relief: reliefOfValues(values) }),
    organisation_id: organisationId,
  };
}

/**
 * The resolver schema of Add a Layer: the form's own rules, then the payload is built and
 * checked by the contract's layerCreate, so that what the server would refuse is caught here.
 */
export function newLayerSchema(organisationId: number) {
  return formRules.transform((values) => payloadOf(values, organisationId)).pipe(layerCreate);
}

/** The resolver schema of an existing layer's form: the payload checked by layerPatch. */
export function layerUpdateSchema(organisationId: number) {
  return formRules.transform((values) => payloadOf(values, organisationId)).pipe(layerPatch);
}
