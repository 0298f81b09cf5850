import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layer } from '../../test/layers.js';
import { mockApi } from '../../test/mockApi.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { MeasureHeights } from './MeasureHeights.js';
import { formatHeight, formatHeightChange, heightChanges } from './measureMath.js';

afterEach(() => vi.unstubAllGlobals());

const dsm = layer({ id: 7, name: 'DSM', type: 'raster', raster_kind: 'elevation' });

/** The layer of heights' answers, by the longitude asked about. */
const answerHeights = (byLongitude: Record<number, number | null>) =>
  mockApi({
    'GET /api/maps/3/layers/7/elevation/': ({ search }) => {
      const lng = Number(new URLSearchParams(search).get('lng'));
      const elevation = byLongitude[lng] ?? null;
      return { body: { layer_id: 7, survey_date: null, elevation, unit: 'm' } };
    },
  });

describe('heights in the measure tool', () => {
  it('asks the layer of heights for each clicked point and lists them', async () => {
    const { requests } = answerHeights({ 7: 104.372, 7.002: null });
    renderWithProviders(
      <MeasureHeights
        mapId={3}
        layer={dsm}
        units="metric"
        kind="line"
        picked={[]}
        points={[
          [7.0, 51.4],
          [7.002, 51.4],
        ]}
      />,
    );
    expect(screen.getByText('Heights (DSM)')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('measure-height').map((li) => li.textContent)).toEqual([
        'Point 1: 104.37 m',
        'Point 2: no height',
      ]),
    );
    expect(requests).toHaveLength(2);
  });

  it('gives each point its rise from the one before, and the first to the last', async () => {
    answerHeights({ 7: 104.372, 7.001: null, 7.002: 101.2 });
    renderWithProviders(
      <MeasureHeights
        mapId={3}
        layer={dsm}
        units="metric"
        kind="area"
        picked={[]}
        points={[
          [7.0, 51.4],
          [7.002, 51.4],
          [7.001, 51.4],
          [7.0, 51.401],
        ]}
      />,
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('measure-height').map((li) => li.textContent)).toEqual([
        'Point 1: 104.37 m',
        'Point 2: 101.20 m (−3.17 m)',
        'Point 3: no height',
        'Point 4: 104.37 m',
      ]),
    );
    expect(screen.getByTestId('measure-rise')).toHaveTextContent(
      'Height difference, first to last point: ±0.00 m',
    );
  });

  it('takes the heights picked on a model or a point cloud, and gives the 3D distance', async () => {
    const { requests } = answerHeights({ 7: 100 });
    const pick = (height: number, on: 'model' | 'points') => ({
      lng: 7.001,
      lat: 51.4,
      height,
      on,
      depth: 0.5,
    });
    renderWithProviders(
      <MeasureHeights
        mapId={3}
        layer={null}
        units="metric"
        kind="line"
        picked={[pick(6, 'model'), pick(10, 'points')]}
        points={[
          [7.0, 51.4],
          [7.0, 51.4001],
        ]}
      />,
    );
    expect(screen.getByText('Heights')).toBeInTheDocument();
    expect(screen.getAllByTestId('measure-height').map((li) => li.textContent)).toEqual([
      'Point 1: 6.00 m, on a model',
      'Point 2: 10.00 m (+4.00 m), on the point cloud',
    ]);
    // 11.12 m on the ground (0.0001° of latitude) and 4 m up.
    const slope = Number(screen.getByTestId('measure-slope').dataset.metres);
    expect(slope).toBeCloseTo(Math.hypot(11.1195, 4), 2);
    expect(requests).toHaveLength(0);
  });

  it('writes changes of height with their sign', () => {
    expect(heightChanges([100, 102.5, null, 99])).toEqual({
      steps: [null, 2.5, null, null],
      total: -1,
    });
    expect(heightChanges([100])).toEqual({ steps: [null], total: null });
    expect(formatHeightChange(2.345, 'metric', 'en')).toBe('+2.35 m');
    expect(formatHeightChange(-1.2, 'metric', 'fr')).toBe('−1,20 m');
    expect(formatHeightChange(0.001, 'metric', 'en')).toBe('±0.00 m');
    expect(formatHeightChange(-3.048, 'imperial', 'en')).toBe('−10.0 ft');
  });

  it('writes heights in metres or feet', () => {
    expect(formatHeight(104.372, 'metric', 'en')).toBe('104.37 m');
    expect(formatHeight(104.372, 'imperial', 'en')).toBe('342.4 ft');
    expect(formatHeight(1.5, 'metric', 'fr')).toBe('1,50 m');
  });
});
