import { describe, expect, it } from 'vitest';
import { layerUpdateSchema, valuesOfLayer, type LayerFormValues } from './layerFormSchema.js';
import { dataEnds } from './rasterDrawing.js';
import { layerRead } from './testLayers.js';

const dsm = layerRead({
  type: 'raster',
  raster_kind: 'elevation',
  relief: { ramp: 'terrain', min: null, max: null, hillshade: true },
  value_range: [52.4, 131.9],
});

const parse = (values: Partial<LayerFormValues>, layer = dsm) =>
  layerUpdateSchema(1).safeParse({ ...valuesOfLayer(layer), ...values });

const messagesOf = (values: Partial<LayerFormValues>) => {
  const result = parse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe("the layer form's raster drawing", () => {
  it("reads a layer's relief into the form, empty ends for the data's", () => {
    expect(valuesOfLayer(dsm)).toMatchObject({
      raster_kind: 'elevation',
      relief_ramp: 'terrain',
      relief_min: '',
      relief_max: '',
      relief_hillshade: true,
    });
    expect(valuesOfLayer(layerRead({ type: 'vector' })).raster_kind).toBe('');
  });

  it('saves the kind and the relief with the layer', () => {
    const result = parse({ relief_ramp: 'viridis', relief_min: '60', relief_max: '120,5' });
    expect(result.success && result.data).toMatchObject({
      raster_kind: 'elevation',
      relief: { ramp: 'viridis', min: 60, max: 120.5, hillshade: true },
    });
  });

  it('sends no drawing for a layer of features, and no relief for an image', () => {
    const vector = parse({}, layerRead({ type: 'vector' }));
    expect(vector.success && 'raster_kind' in vector.data).toBe(false);
    const image = parse({ raster_kind: 'image' });
    expect(image.success && image.data).toMatchObject({ raster_kind: 'image', relief: null });
  });

  it('draws an elevation change with its own ramp and no hillshade', () => {
    const result = parse({ raster_kind: 'difference', relief_ramp: 'terrain' });
    expect(result.success && result.data).toMatchObject({
      relief: { ramp: 'diverging', hillshade: false },
    });
  });

  it("checks the values with the contract's rules, under their fields", () => {
    expect(messagesOf({ relief_min: 'low' })).toEqual({
      relief_min: 'layerForm.raster.notNumber',
    });
    expect(messagesOf({ relief_min: '130', relief_max: '60' })).toEqual({
      relief_max: 'layerForm.raster.order',
    });
    expect(messagesOf({ relief_max: '2000000' })).toEqual({
      relief_max: 'layerForm.raster.range',
    });
    expect(messagesOf({ raster_kind: 'image', relief_min: 'low' })).toEqual({});
  });

  it("offers the data's ends as placeholders; a change's around 0", () => {
    expect(dataEnds(dsm, 'elevation')).toEqual([52.4, 131.9]);
    expect(dataEnds(layerRead({ value_range: [-2, 1.5] }), 'difference')).toEqual([-2, 2]);
    expect(dataEnds(layerRead({ value_range: null }), 'elevation')).toBeNull();
  });
});
