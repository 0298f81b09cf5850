import { describe, expect, it } from 'vitest';
import {
  layerUpdateSchema,
  NEW_LAYER_VALUES,
  newLayerSchema,
  valuesOfLayer,
  type LayerFormValues,
} from './layerFormSchema.js';
import { layerRead } from './testLayers.js';

const messagesOf = (values: Partial<LayerFormValues>) => {
  const result = layerUpdateSchema(1).safeParse({ ...valuesOfLayer(layerRead()), ...values });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('layer form rules (5.1, 5.2)', () => {
  it("requires a name: 'Value is required'", () => {
    expect(messagesOf({ name: '  ' })).toEqual({ name: 'validation.valueRequired' });
  });

  it.each([
    ['', 'validation.valueRequired'],
    ['abc', 'layerForm.mustBeInteger'],
    ['1.5', 'layerForm.mustBeInteger'],
    ['23', 'layerForm.zoomRange'],
    ['-1', 'layerForm.zoomRange'],
  ])('says what is wrong with a zoom of %j', (zoom, message) => {
    expect(messagesOf({ zoom_min: zoom })).toMatchObject({ zoom_min: message });
    expect(messagesOf({ zoom_max: zoom })).toMatchObject({ zoom_max: message });
  });

  it('blocks a maximum zoom below the minimum, under Maximum Zoom', () => {
    expect(messagesOf({ zoom_min: '12', zoom_max: '8' })).toEqual({
      zoom_max: 'layerForm.zoomOrder',
    });
    expect(messagesOf({ zoom_min: '8', zoom_max: '8' })).toEqual({});
  });

  it('says so even while another field is wrong', () => {
    expect(messagesOf({ name: '', zoom_min: '12', zoom_max: '8' })).toEqual({
      name: 'validation.valueRequired',
      zoom_max: 'layerForm.zoomOrder',
    });
  });
});

describe('layer payload (section 7)', () => {
  it('is the whole layer with organisation_id and popup_type vue-template', () => {
    const payload = layerUpdateSchema(7).parse({
      ...valuesOfLayer(layerRead()),
      name: '  Bridges ',
      zoom_min: ' 3 ',
      attachment_field: '',
    });
    expect(payload).toEqual({
      name: 'Bridges',
      visibility: 'ORG',
      description: 'Senate districts',
      attribution: 'MassGIS',
      file_list_visibility: 'ALL',
      attachment_field: null,
      search_field: 'SENATOR',
      sub_layers: [],
      zoom_min: 3,
      zoom_max: 21,
      mini_popup_on_hover: false,
      mini_popup_fields: [],
      legend_enabled: false,
      style: null,
      label: null,
      popup: '<popup-tabs />',
      popup_type: 'vue-template',
      bounds: null,
      route_enabled: false,
      route_name_field: null,
      route_unit: 'km',
      route_start_offset: 0,
      organisation_id: 7,
    });
  });

  it('carries the route settings, the start offset as a number', () => {
    const values = valuesOfLayer(
      layerRead({ route_enabled: true, route_name_field: 'label', route_unit: 'mi' }),
    );
    expect(values).toMatchObject({ route_start_offset: '0', route_name_field: 'label' });
    expect(layerUpdateSchema(7).parse({ ...values, route_start_offset: ' 12,5 ' })).toMatchObject({
      route_enabled: true,
      route_name_field: 'label',
      route_unit: 'mi',
      route_start_offset: 12.5,
    });
    expect(messagesOf({ route_start_offset: 'MP 3' })).toEqual({
      route_start_offset: 'layerForm.route.offsetInvalid',
    });
  });

  it('starts a new layer as section 9 says: OWN, all files, zoom 0–21', () => {
    expect(newLayerSchema(1).parse({ ...NEW_LAYER_VALUES, name: 'New' })).toMatchObject({
      name: 'New',
      visibility: 'OWN',
      file_list_visibility: 'ALL',
      zoom_min: 0,
      zoom_max: 21,
      organisation_id: 1,
      popup_type: 'vue-template',
    });
  });

  it('refuses what the contract refuses, such as a style rule without a type', () => {
    const result = layerUpdateSchema(1).safeParse({
      ...valuesOfLayer(layerRead()),
      style: [{ paint: {} }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['style', 0, 'type']);
  });
});
