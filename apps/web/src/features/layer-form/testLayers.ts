import type {
  LayerFileRead,
  LayerRead,
  OrganisationAbilities,
  Profile,
  SessionAbilities,
} from '@waymark/contract';
import { layerAbilities, layerFileAbilities } from '../../test/abilities.js';
import { profileWith } from '../../test/fixtures.js';

/** A layer as GET layers/:id/ answers it, for the layer screens' tests. */
export function layerRead(overrides: Partial<LayerRead> = {}): LayerRead {
  return {
    id: 2,
    name: 'Survey Corridor',
    description: 'Senate districts',
    attribution: 'MassGIS',
    type: 'vector',
    visibility: 'ORG',
    file_list_visibility: 'ALL',
    attachment_field: 'SENDISTNUM',
    search_field: 'SENATOR',
    attributes: ['SENATOR', 'SENDISTNUM', 'label'],
    sub_layers: [],
    available_sub_layers: [],
    zoom_min: 0,
    zoom_max: 21,
    mini_popup_on_hover: false,
    mini_popup_fields: [],
    legend_enabled: false,
    style: null,
    label: null,
    popup: '<popup-tabs />',
    popup_type: 'vue-template',
    bounds: null,
    extent: [-73.5, 41.2, -69.9, 42.9],
    route_capable: false,
    route_enabled: false,
    route_name_field: null,
    route_unit: 'km',
    route_start_offset: 0,
    owner: { id: 1 },
    owner_name: 'Ada Byrne',
    organisation_id: 1,
    status: 'ready',
    feature_count: 40,
    file_count: 4,
    progress: null,
    error_code: null,
    data_version: 1,
    created_at: '2026-11-21T12:00:00Z',
    updated_at: '2026-11-22T08:30:00Z',
    survey_dates: [],
    raster_kind: null,
    relief: null,
    value_range: null,
    abilities: layerAbilities(),
    ...overrides,
  };
}

/** A CAD drawing's layer: sub-layers to choose from. */
export const cadLayer = (overrides: Partial<LayerRead> = {}) =>
  layerRead({
    id: 3,
    name: 'Line Mapping (CAD)',
    attributes: ['waymark__ogr_style__pen_color', 'Text'],
    available_sub_layers: ['0', 'DIMENSIONS', 'TEXT', 'BORDER'],
    sub_layers: ['DIMENSIONS', 'TEXT'],
    attachment_field: null,
    search_field: null,
    ...overrides,
  });

export function layerFile(overrides: Partial<LayerFileRead> = {}): LayerFileRead {
  return {
    id: 11,
    layer_id: 2,
    parent_id: null,
    name: 'senate.shp',
    role: 'source',
    file_type: 'vector',
    size: 3 * 1024 * 1024,
    sha256: 'a'.repeat(64),
    content_type: null,
    epsg: 4326,
    fid: null,
    attach_where: null,
    status: 'ready',
    progress: 100,
    error_code: null,
    error: null,
    feature_count: 40,
    bounds: null,
    created_at: '2026-11-21T12:00:00Z',
    survey_date: null,
    survey_date_source: null,
    placement: null,
    abilities: layerFileAbilities(),
    ...overrides,
  };
}

/**
 * The signed-in user (1), who may open the Layers screen, with `session` and (in organisation 1)
 * `organisation` abilities on top. What they may do with a layer is the layer's `abilities`.
 */
export function layerEditor(
  session: Partial<SessionAbilities> = {},
  organisation: Partial<OrganisationAbilities> = {},
): Profile {
  return profileWith({ open_layers_settings: true, ...session }, organisation);
}
