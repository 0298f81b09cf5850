import {
  processingErrorOf,
  type LayerAbilities,
  type LayerFileAbilities,
  type LayerFileRead,
  type LayerRead,
  type ModelPlacement,
} from '@waymark/contract';
import type { LayerFileRow, LayerFilesSummary } from '../repositories/layer-file.repository.js';
import type { LayerRow } from '../repositories/layer.repository.js';
import { reliefSettingsOf } from './relief-style.js';

type LayerState = LayerRead['status'];

/** A layer's state follows its source files: pending work first, then errors, then ready. */
export function layerState(counts: Record<string, number> | undefined): LayerState {
  if (!counts) return 'empty';
  if (counts.processing) return 'processing';
  if (counts.queued) return 'queued';
  if (counts.ready) return 'ready';
  return counts.error ? 'error' : 'empty';
}

/** The file figures of a layer without files. */
const NO_FILES: LayerFilesSummary = {
  states: {},
  feature_count: 0,
  file_count: 0,
  progress: null,
  error_code: null,
  survey_dates: [],
  value_range: null,
};

/**
 * `files`: the layer's file figures (undefined when it has none); `ownerName`: see ownerNames;
 * `lines`: its features are lines (RouteRepository.lineLayers).
 */
export function presentLayer(
  row: LayerRow,
  files: LayerFilesSummary | undefined,
  ownerName: string | null,
  lines: boolean,
  abilities: LayerAbilities,
): LayerRead {
  const { states, ...figures } = files ?? NO_FILES;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    attribution: row.attribution,
    type: row.type,
    visibility: row.visibility,
    file_list_visibility: row.file_list_visibility,
    attachment_field: row.attachment_field,
    search_field: row.search_field,
    attributes: row.attributes,
    sub_layers: row.sub_layers,
    available_sub_layers: row.available_sub_layers,
    zoom_min: row.zoom_min,
    zoom_max: row.zoom_max,
    mini_popup_on_hover: row.mini_popup_on_hover,
    mini_popup_fields: row.mini_popup_fields,
    legend_enabled: row.legend_enabled,
    style: (row.style as unknown[] | null) ?? null,
    label: (row.label as unknown[] | null) ?? null,
    popup: row.popup,
    popup_type: row.popup_type,
    bounds: row.bounds,
    extent: row.extent,
    route_capable: lines,
    route_enabled: row.route_enabled,
    route_name_field: row.route_name_field,
    route_unit: row.route_unit,
    route_start_offset: row.route_start_offset,
    raster_kind: row.raster_kind,
    relief: reliefSettingsOf(row),
    owner: row.owner_id === null ? null : { id: row.owner_id },
    owner_name: ownerName,
    organisation_id: row.organisation_id,
    status: layerState(states),
    ...figures,
    data_version: row.data_version,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    abilities,
  };
}

export function attachWhereOf(row: LayerFileRow): string | null {
  if (row.attach_all) return '__ALL__,*';
  if (row.link_value !== null) return `${row.link_field ?? ''},${row.link_value}`;
  return null;
}

/** The catalogue's message for the file's error code, else the stored detail; null without. */
export function fileError(row: Pick<LayerFileRow, 'error_code' | 'error_detail'>): string | null {
  return row.error_code === null
    ? null
    : (processingErrorOf(row.error_code)?.message ?? row.error_detail);
}

/** A file as `abilities` (the layer file policy's answer for the reader) say it may be used. */
export function presentFile(row: LayerFileRow, abilities: LayerFileAbilities): LayerFileRead {
  return {
    id: row.id,
    layer_id: row.layer_id,
    parent_id: row.parent_id,
    name: row.name,
    role: row.role,
    file_type: row.file_type,
    size: Number(row.size),
    sha256: row.sha256,
    content_type: row.content_type,
    epsg: row.epsg,
    fid: row.fid === null ? null : Number(row.fid),
    attach_where: attachWhereOf(row),
    status: row.status,
    progress: row.progress,
    error_code: row.error_code,
    error: fileError(row),
    feature_count: row.feature_count,
    bounds: row.bounds,
    survey_date: row.survey_date,
    survey_date_source: row.survey_date_source,
    placement: (row.placement as ModelPlacement | null) ?? null,
    created_at: new Date(row.created_at).toISOString(),
    abilities,
  };
}
