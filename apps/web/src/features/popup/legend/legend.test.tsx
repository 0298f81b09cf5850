import { screen, within } from '@testing-library/react';
import { STYLE_TEMPLATES, type StyleLayer } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layer } from '../../../test/layers.js';
import { mockApi } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { LayerLegend } from './LayerLegend.js';
import { legendOf } from '../../../map/style/legendOf.js';

afterEach(() => vi.unstubAllGlobals());

const template = (id: string) => STYLE_TEMPLATES.find((t) => t.id === id)!.layers;

const rowsOf = (legend: HTMLElement) =>
  within(legend)
    .getAllByRole('listitem')
    .map((li) => [
      li.querySelector('[data-color]')?.getAttribute('data-color') ?? null,
      li.textContent,
    ]);

describe('legendOf', () => {
  it('reads the Basic style: areas, lines and points with their colours and sizes', () => {
    const groups = legendOf(template('basic'));
    expect(groups.map((g) => g.rows[0])).toEqual([
      {
        label: { key: 'polygons' },
        swatch: { kind: 'fill', color: '#777777', outline: '#000000', size: 0, opacity: 0.85 },
      },
      { label: { key: 'lines' }, swatch: { kind: 'line', color: '#000000', size: 1, opacity: 1 } },
      {
        label: { key: 'points' },
        swatch: { kind: 'circle', color: '#777777', outline: '#000000', size: 5, opacity: 0.85 },
      },
    ]);
  });

  it("reads the Attribute Based style as one list of the 'color' attribute's values", () => {
    const groups = legendOf(template('attribute-based'));
    expect(groups).toHaveLength(1);
    expect(groups[0]!.attribute).toMatchObject({ field: 'color', fallback: '#777777' });
  });

  it('makes categories of match, case and step expressions, and of legacy functions', () => {
    const style: StyleLayer[] = [
      {
        type: 'line',
        paint: {
          'line-color': [
            'match',
            ['get', 'kind'],
            ['rail', 'tram'],
            '#ff0000',
            'road',
            '#00ff00',
            '#999999',
          ],
          'line-width': ['interpolate', ['linear'], ['zoom'], 10, 1, 18, 4],
        },
      },
      {
        type: 'circle',
        paint: {
          'circle-color': [
            'case',
            ['>', ['get', 'defects'], 3],
            '#d32f2f',
            ['has', 'checked'],
            '#388e3c',
            '#9e9e9e',
          ],
          'circle-radius': 6,
        },
      },
      {
        type: 'fill',
        paint: {
          'fill-color': ['step', ['get', 'height'], '#eeeeee', 5, '#aaaaaa', 10, '#333333'],
        },
      },
      {
        type: 'fill',
        paint: {
          'fill-color': {
            property: 'zone',
            type: 'categorical',
            stops: [
              ['A', '#111111'],
              ['B', '#222222'],
            ],
          },
        },
      },
      { type: 'raster' },
    ];
    const [lines, points, areas, zones, raster] = legendOf(style);
    expect(raster).toBeUndefined();
    expect(lines!.rows.map((r) => [r.label, r.swatch.color, r.swatch.size])).toEqual([
      [{ text: 'kind = rail, tram' }, '#ff0000', 4],
      [{ text: 'kind = road' }, '#00ff00', 4],
      [{ key: 'other' }, '#999999', 4],
    ]);
    expect(points!.rows.map((r) => [r.label, r.swatch.color])).toEqual([
      [{ text: 'defects > 3' }, '#d32f2f'],
      [{ text: 'has checked' }, '#388e3c'],
      [{ key: 'other' }, '#9e9e9e'],
    ]);
    expect(areas!.rows.map((r) => r.label)).toEqual([
      { key: 'below', value: '5' },
      { key: 'range', from: '5', to: '10' },
      { key: 'from', value: '10' },
    ]);
    expect(zones!.rows.map((r) => [r.label, r.swatch.color])).toEqual([
      [{ text: 'zone = A' }, '#111111'],
      [{ text: 'zone = B' }, '#222222'],
    ]);
  });
});

describe('the layer legend in the sidebar', () => {
  it('shows the categories of an Attribute Based style from the values of its colour attribute', async () => {
    const api = mockApi({
      'GET /api/layers/2/field-values/color/': { body: ['#e53935', 'navy', 'not a colour'] },
    });
    renderWithProviders(
      <LayerLegend
        layer={layer({ style: [...template('attribute-based')], attributes: ['color'] })}
        name="Survey Corridor"
      />,
    );
    const legend = screen.getByRole('list', { name: 'Legend of Survey Corridor' });
    expect(await within(legend).findByText('navy')).toBeInTheDocument();
    expect(rowsOf(legend)).toEqual([
      [null, 'Colour from “color”'],
      ['#e53935', '#e53935'],
      ['navy', 'navy'],
      // MapLibre draws what is not a colour with the fallback.
      ['#777777', 'not a colour'],
      ['#777777', 'Other'],
    ]);
    expect(api.requests).toHaveLength(1);
  });

  it("shows a layer without a style of its own with the default style's rules, in French too", async () => {
    const { i18n } = await import('../../../i18n/index.js');
    await i18n.changeLanguage('fr');
    renderWithProviders(<LayerLegend layer={layer()} name="Corridor" />);
    const legend = screen.getByRole('list', { name: 'Légende de Corridor' });
    expect(rowsOf(legend)).toEqual([
      ['#777777', 'Surfaces'],
      ['#000000', 'Lignes'],
      ['#777777', 'Points'],
    ]);
  });

  it('says when a layer has nothing to show (rasters)', () => {
    renderWithProviders(<LayerLegend layer={layer({ type: 'raster' })} name="Orthophotos" />);
    expect(screen.getByText('No legend for this layer')).toBeInTheDocument();
  });
});

describe('the legend of a relief', () => {
  it('shows the ramp as a bar with the heights at its ends and round ones between', () => {
    const dsm = layer({
      type: 'raster',
      name: 'DSM',
      raster_kind: 'elevation',
      relief: { ramp: 'terrain', min: null, max: null, hillshade: true },
      value_range: [52.4, 131.9],
    });
    renderWithProviders(<LayerLegend layer={dsm} name="DSM" />);
    const legend = screen.getByRole('figure', { name: 'Legend of DSM' });
    expect(legend).toHaveAttribute('data-ramp', 'terrain');
    expect(within(legend).getByTestId('relief-legend-min')).toHaveTextContent('52 m');
    expect(within(legend).getByTestId('relief-legend-max')).toHaveTextContent('132 m');
    expect(within(legend).getByText('100 m')).toBeInTheDocument();
    expect(within(legend).getByText('Elevation (metres)')).toBeInTheDocument();
  });

  it('names cut and fill on either side of no change', () => {
    const change = layer({
      type: 'raster',
      raster_kind: 'difference',
      relief: null,
      value_range: [-2, 1.5],
    });
    renderWithProviders(<LayerLegend layer={change} name="Change" />);
    expect(screen.getByTestId('relief-legend-min')).toHaveTextContent('Cut -2 m');
    expect(screen.getByTestId('relief-legend-max')).toHaveTextContent('Fill 2 m');
    expect(screen.getByText('0 m')).toBeInTheDocument();
  });
});
