import {
  MAP_CONTROLS,
  mapCreate,
  mapPatch,
  MINIMAPS,
  VISIBILITIES,
  type MapCreate,
  type MapPatch,
  type MapRead,
} from '@waymark/contract';
import { z } from 'zod';

export type MapControl = (typeof MAP_CONTROLS)[number];
export type Minimap = (typeof MINIMAPS)[number];

/** Files List (section 9): null 'Disabled', true 'Enabled and visible', false 'Enabled but hidden'. */
export const FILES_LIST_OPTIONS = [
  { value: 'null', files_list: null, label: 'mapsAdmin.filesList.disabled' },
  { value: 'true', files_list: true, label: 'mapsAdmin.filesList.visible' },
  { value: 'false', files_list: false, label: 'mapsAdmin.filesList.hidden' },
] as const;
export type FilesListChoice = (typeof FILES_LIST_OPTIONS)[number]['value'];

/**
 * The map form's values. Zoom levels are kept as typed, so that '1.5' or 'abc' can be told
 * apart from an empty field (5.1); Files List holds its choice as text, as a select does.
 */
export interface MapFormValues {
  name: string;
  zoom_min: string;
  zoom_max: string;
  title: string;
  description: string;
  attribution: string;
  visibility: (typeof VISIBILITIES)[number];
  controls: MapControl[];
  files_list: FilesListChoice;
  minimap: Minimap;
  bounds: number[] | null;
  /** The 3D view's DTM, as the select holds it: a layer id, or '' for the top DTM that is on. */
  terrain_layer_id: string;
}

/** 2.11: server field errors stand under these fields (the others too, when named). */
export const MAP_FORM_FIELDS = [
  'name',
  'description',
  'attribution',
  'zoom_min',
  'zoom_max',
  'title',
  'visibility',
  'controls',
  'files_list',
  'minimap',
  'bounds',
  'terrain_layer_id',
] as const satisfies readonly (keyof MapFormValues)[];

/** Section 9: new maps default to zoom 0–21; the rest are the server's defaults. */
export const NEW_MAP_VALUES: MapFormValues = {
  name: '',
  zoom_min: '0',
  zoom_max: '21',
  title: '',
  description: '',
  attribution: '',
  visibility: 'OWN',
  controls: [],
  files_list: 'null',
  minimap: 'street-layer',
  bounds: null,
  terrain_layer_id: '',
};

const choiceOf = (value: boolean | null): FilesListChoice =>
  value === null ? 'null' : value ? 'true' : 'false';

/** The form's values for a map as the server sent it. */
export function valuesOfMap(map: MapRead): MapFormValues {
  return {
    name: map.name,
    zoom_min: String(map.zoom_min),
    zoom_max: String(map.zoom_max),
    title: map.title,
    description: map.description,
    attribution: map.attribution,
    visibility: map.visibility,
    controls: [...map.controls],
    files_list: choiceOf(map.files_list),
    minimap: map.minimap,
    bounds: map.bounds ? [...map.bounds] : null,
    terrain_layer_id: map.terrain_layer_id === null ? '' : String(map.terrain_layer_id),
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

/** 5.1 on the map form, with message keys: required ('Value is required'), integer, 0–22. */
const zoomText = z
  .string()
  .trim()
  .min(1, 'validation.valueRequired')
  .regex(INTEGER, 'mapsAdmin.form.mustBeInteger')
  .refine((text) => zoomOf(text) !== null, 'mapsAdmin.form.zoomRange');

/**
 * The rules the form itself shows (message keys, translated where they are shown): the
 * resolver of the map form.
 */
export const mapFormRules = z
  .object({
    // 5.2: Name is required on the map form, with 'Value is required'.
    name: z.string().trim().min(1, 'validation.valueRequired'),
    zoom_min: zoomText,
    zoom_max: zoomText,
    title: z.string(),
    description: z.string(),
    attribution: z.string(),
    visibility: z.enum(VISIBILITIES),
    controls: z.array(z.enum(MAP_CONTROLS)),
    files_list: z.enum(['null', 'true', 'false']),
    minimap: z.enum(MINIMAPS),
    bounds: z.array(z.number()).nullable(),
    terrain_layer_id: z.string(),
  })
  .refine(
    ({ zoom_min, zoom_max }) => {
      const min = zoomOf(zoom_min);
      const max = zoomOf(zoom_max);
      return min === null || max === null || max >= min;
    },
    // 5.1: the save is blocked and the message stands under Maximum Zoom, whatever else is wrong.
    { path: ['zoom_max'], message: 'mapsAdmin.form.zoomOrder', when: () => true },
  ) satisfies z.ZodType<MapFormValues, MapFormValues>;

/** The map as the server takes it, from values that passed the form's rules. */
function payloadOf(values: MapFormValues) {
  return {
    name: values.name.trim(),
    zoom_min: Number(values.zoom_min),
    zoom_max: Number(values.zoom_max),
    title: values.title,
    description: values.description,
    attribution: values.attribution,
    visibility: values.visibility,
    controls: values.controls,
    files_list: FILES_LIST_OPTIONS.find((o) => o.value === values.files_list)?.files_list ?? null,
    minimap: values.minimap,
    bounds: values.bounds as [number, number, number, number] | null,
    terrain_layer_id: values.terrain_layer_id ? Number(values.terrain_layer_id) : null,
  };
}

/**
 * The body of POST maps/ (with the current organisation, section 4), checked by the contract's
 * mapCreate, so that what the server would refuse is caught before it is sent.
 */
export function newMapPayload(values: MapFormValues, organisationId: number): MapCreate {
  return mapCreate.parse({ ...payloadOf(values), organisation_id: organisationId });
}

/** The body of PATCH maps/:id/, checked by the contract's mapPatch. */
export function mapPatchPayload(values: MapFormValues): MapPatch {
  return mapPatch.parse(payloadOf(values));
}
