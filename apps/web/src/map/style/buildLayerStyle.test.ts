import { validateStyleMin, type StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import {
  AUTOCAD_LAYER_LABEL,
  CAD_STYLE_PREFIX,
  DEFAULT_LAYER_STYLE,
  LABEL_TEMPLATES,
  STYLE_TEMPLATES,
  VECTOR_SOURCE_LAYER,
} from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { buildLayer, buildMapLayers, type ViewerLayer } from './buildLayerStyle.js';

const ORIGIN = 'http://localhost:8181';

function layer(overrides: Partial<ViewerLayer> = {}): ViewerLayer {
  return {
    id: 7,
    type: 'vector',
    style: null,
    label: null,
    attributes: ['SENATOR'],
    sub_layers: [],
    zoom_min: 0,
    zoom_max: 21,
    bounds: null,
    extent: [-73.5, 41.2, -69.9, 42.9],
    attribution: '',
    ...overrides,
  };
}

/** The official validator of the MapLibre style specification over what we built. */
function validate(built: ReturnType<typeof buildMapLayers>) {
  const style = {
    version: 8,
    sources: Object.fromEntries(built.built.map((b) => [b.sourceId, b.source])),
    layers: built.order,
  } as StyleSpecification;
  return validateStyleMin(style).map((error) => error.message);
}

describe('buildLayer', () => {
  it('draws a vector layer without a style with the three default rules and the default label', () => {
    const built = buildLayer(layer(), ORIGIN)!;
    expect(built.source).toEqual({
      type: 'vector',
      tiles: [`${ORIGIN}/api/tiles/layers/7/{z}/{x}/{y}.pbf`],
      maxzoom: 18,
      bounds: [-73.5, 41.2, -69.9, 42.9],
    });
    expect(built.styles.map((l) => l.type)).toEqual(['fill', 'line', 'circle']);
    expect(built.styles[0]).toMatchObject({
      id: 'wm-7-style-0',
      source: 'wm-src-7',
      'source-layer': VECTOR_SOURCE_LAYER,
      paint: { 'fill-color': '#777777', 'fill-outline-color': '#000000', 'fill-opacity': 0.85 },
    });
    expect(built.labels).toHaveLength(1);
    expect(built.labels[0]).toMatchObject({
      type: 'symbol',
      minzoom: 12,
      layout: { 'text-field': ['get', 'label'], 'text-size': 14, 'text-anchor': 'bottom' },
    });
    expect(built.clickable).toEqual([
      'wm-7-style-0',
      'wm-7-style-1',
      'wm-7-style-2',
      'wm-7-label-0',
    ]);
  });

  it("uses the layer's own style and label, with our source and source-layer", () => {
    const built = buildLayer(
      layer({
        style: [{ type: 'line', paint: { 'line-color': '#ff0000' }, source: 'elsewhere' }],
        label: [{ type: 'symbol', layout: { 'text-field': '{SENATOR}' } }],
      }),
      ORIGIN,
    )!;
    expect(built.styles).toEqual([
      expect.objectContaining({
        type: 'line',
        source: 'wm-src-7',
        'source-layer': 'features',
        paint: { 'line-color': '#ff0000' },
      }),
    ]);
    expect(built.labels[0]?.layout).toMatchObject({ 'text-field': '{SENATOR}' });
  });

  it("keeps only the chosen sub-layers, in the syntax of the rule's own filter", () => {
    const built = buildLayer(
      layer({
        sub_layers: ['Layer1', 'Layer2'],
        style: [
          { type: 'line', filter: ['==', '$type', 'LineString'] },
          { type: 'line', filter: ['==', ['geometry-type'], 'LineString'] },
        ],
      }),
      ORIGIN,
    )!;
    const [legacy, expression] = built.styles.map((s) => (s as { filter?: unknown[] }).filter!);
    expect(legacy).toEqual([
      'all',
      ['in', 'sub_layer', 'Layer1', 'Layer2'],
      ['==', '$type', 'LineString'],
    ]);
    expect(expression).toEqual([
      'all',
      ['in', ['get', 'sub_layer'], ['literal', ['Layer1', 'Layer2']]],
      ['==', ['geometry-type'], 'LineString'],
    ]);
    expect(validate({ built: [built], order: built.styles })).toEqual([]);
  });

  it('filters nothing by sub-layer when none is chosen', () => {
    const built = buildLayer(layer({ style: [{ type: 'line' }] }), ORIGIN)!;
    expect(built.styles[0]).not.toHaveProperty('filter');
  });

  it("bounds every rule by the layer's zoom range", () => {
    const built = buildLayer(
      layer({ zoom_min: 5, zoom_max: 15, style: [{ type: 'line', minzoom: 8 }] }),
      ORIGIN,
    )!;
    expect(built.styles[0]).toMatchObject({ minzoom: 8, maxzoom: 15 });
    expect(built.labels[0]).toMatchObject({ minzoom: 12, maxzoom: 15 });
  });

  it('draws a raster layer as 256 webp tiles, without labels or popups', () => {
    const built = buildLayer(layer({ type: 'raster', extent: [-79, 23.5, -76.5, 25.6] }), ORIGIN)!;
    expect(built.source).toEqual({
      type: 'raster',
      tiles: [`${ORIGIN}/api/tiles/layers/7/{z}/{x}/{y}.webp`],
      tileSize: 256,
      bounds: [-79, 23.5, -76.5, 25.6],
    });
    expect(built.styles).toEqual([expect.objectContaining({ type: 'raster', source: 'wm-src-7' })]);
    expect(built.styles[0]).not.toHaveProperty('source-layer');
    expect(built.labels).toEqual([]);
    expect(built.clickable).toEqual([]);
  });

  it('draws photos as circles', () => {
    const built = buildLayer(layer({ type: 'photo' }), ORIGIN)!;
    expect(built.styles.map((l) => l.type)).toEqual(['circle']);
  });

  it('draws a CAD layer without a style with the AutoCAD Default templates', () => {
    const built = buildLayer(
      layer({ attributes: ['Layer', `${CAD_STYLE_PREFIX}pen_color`] }),
      ORIGIN,
    )!;
    const line = built.styles.find((l) => l.type === 'line')!;
    expect(line.paint).toMatchObject({
      'line-color': ['to-color', ['get', `${CAD_STYLE_PREFIX}pen_color`], '#000000'],
    });
    expect(built.labels[0]).toMatchObject({ minzoom: 18, layout: { 'text-size': 10 } });
  });

  it('skips rules that cannot draw this kind of source, and layers without tiles', () => {
    const built = buildLayer(
      layer({ style: [{ type: 'raster' }, { type: 'background' }, { type: 'circle' }] }),
      ORIGIN,
    )!;
    expect(built.styles.map((l) => l.type)).toEqual(['circle']);
    expect(buildLayer(layer({ type: null }), ORIGIN)).toBeNull();
    expect(buildLayer(layer({ type: 'pointcloud' }), ORIGIN)).toBeNull();
  });

  it('escapes attributions, which MapLibre shows as HTML', () => {
    const built = buildLayer(layer({ attribution: '<img src=x onerror=alert(1)> & Co' }), ORIGIN)!;
    expect(built.source).toMatchObject({
      attribution: '&lt;img src=x onerror=alert(1)&gt; &amp; Co',
    });
  });

  it('adds a sans-serif fallback to the fonts a style names', () => {
    const built = buildLayer(
      layer({ label: [{ type: 'symbol', layout: { 'text-font': ['Open Sans Regular'] } }] }),
      ORIGIN,
    )!;
    expect(built.labels[0]?.layout?.['text-font' as never]).toEqual([
      'Open Sans Regular',
      'Roboto',
      'Helvetica',
      'Arial',
      'sans-serif',
    ]);
  });
});

describe('buildMapLayers', () => {
  it('stacks layers in map order with every label above every style rule', () => {
    const { order } = buildMapLayers(
      [layer({ id: 1, type: 'raster' }), layer({ id: 2 }), layer({ id: 3, type: 'photo' })],
      ORIGIN,
    );
    expect(order.map((l) => l.id)).toEqual([
      'wm-1-style-0',
      'wm-2-style-0',
      'wm-2-style-1',
      'wm-2-style-2',
      'wm-3-style-0',
      'wm-2-label-0',
      'wm-3-label-0',
    ]);
  });

  it('builds a valid MapLibre style from every template', () => {
    const layers = [
      ...STYLE_TEMPLATES.map((template, i) =>
        layer({ id: i + 1, style: [...template.layers], label: null }),
      ),
      ...LABEL_TEMPLATES.map((template, i) =>
        layer({ id: i + 10, style: [...DEFAULT_LAYER_STYLE], label: [...template.layers] }),
      ),
      layer({ id: 20, type: 'raster' }),
      layer({ id: 21, type: 'photo' }),
      layer({ id: 22, attributes: [`${CAD_STYLE_PREFIX}label_text`], sub_layers: ['0'] }),
    ];
    expect(validate(buildMapLayers(layers, ORIGIN))).toEqual([]);
  });

  it('turns CAD label positions 1–12 into anchors, rotates by 360 − angle, colours by fg_color', () => {
    const layout = AUTOCAD_LAYER_LABEL[0]!.layout!;
    const anchor = layout['text-anchor'] as unknown[];
    expect(anchor.slice(2, 8)).toEqual([1, 'bottom-left', 2, 'bottom', 3, 'bottom-right']);
    expect(anchor.slice(-3)).toEqual([12, 'bottom-right', 'center']);
    expect(layout['text-rotate']).toEqual([
      '-',
      360,
      ['to-number', ['get', `${CAD_STYLE_PREFIX}label_angle`], 0],
    ]);
    expect(AUTOCAD_LAYER_LABEL[0]!.paint!['text-color']).toEqual([
      'to-color',
      ['get', `${CAD_STYLE_PREFIX}label_fg_color`],
      '#000000',
    ]);
  });
});

describe('layers drawn from a pack kept in the browser', () => {
  it('take their archives’ pmtiles:// sources, with the same style rules as the live tiles', () => {
    const layers = [
      layer({ id: 7 }),
      layer({ id: 8, type: 'raster', style: null }),
      layer({ id: 9 }),
      layer({ id: 10, type: 'photo' }),
    ];
    const pack = {
      7: { vector: 'pmtiles://waymark-packs/3/7-vector.pmtiles' },
      8: { raster: 'pmtiles://waymark-packs/3/8-raster.pmtiles' },
    };
    const live = buildMapLayers(layers, ORIGIN);
    const packed = buildMapLayers(layers, ORIGIN, {}, pack);
    const sources = packed.built.map((b) => b.source);
    expect(sources[0]).toMatchObject({
      type: 'vector',
      url: 'pmtiles://waymark-packs/3/7-vector.pmtiles',
    });
    expect(sources[0]).not.toHaveProperty('tiles');
    expect(sources[1]).toMatchObject({
      type: 'raster',
      url: 'pmtiles://waymark-packs/3/8-raster.pmtiles',
      tileSize: 256,
    });
    // A layer the pack does not hold (the photo layer, never packed) asks for no live tiles.
    expect(packed.built.map((b) => b.layerId)).toEqual([7, 8]);
    expect(live.built.map((b) => b.layerId)).toEqual([7, 8, 9, 10]);
    expect(packed.order).toEqual(
      live.order.filter((l) =>
        [7, 8].includes((l.metadata as Record<string, number>)['waymark:layer']!),
      ),
    );
    expect(validate(packed)).toEqual([]);
  });
});

describe('layers drawn online from their current pack archives', () => {
  it('take the archives’ tile URLs, live ones for the others and for one survey date', () => {
    const layers = [
      layer({ id: 7 }),
      layer({ id: 8, type: 'raster', style: null }),
      layer({ id: 9 }),
    ];
    const archives = {
      7: { vector: 'waymark-archive://7-vector-31-2-1/{z}/{x}/{y}' },
      8: { raster: 'waymark-archive://8-raster-32-1-1/{z}/{x}/{y}' },
    };
    const built = buildMapLayers(layers, ORIGIN, { 8: '2023-05-01' }, undefined, archives);
    const [vector, raster, other] = built.built.map((b) => b.source);
    // The vector archive draws up to the live tiles' zoom, as they do.
    expect(vector).toMatchObject({
      tiles: ['waymark-archive://7-vector-31-2-1/{z}/{x}/{y}'],
      maxzoom: 18,
    });
    // An archive holds all of a layer's files: one survey date asks the live tiles of that date.
    expect(raster).toMatchObject({
      tiles: [`${ORIGIN}/api/tiles/layers/8/{z}/{x}/{y}.webp?date=2023-05-01`],
    });
    expect(other).toMatchObject({ tiles: [`${ORIGIN}/api/tiles/layers/9/{z}/{x}/{y}.pbf`] });
    expect(validate(built)).toEqual([]);
  });
});
