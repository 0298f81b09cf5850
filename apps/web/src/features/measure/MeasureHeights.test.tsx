import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layer } from '../../test/layers.js';
import { mockApi } from '../../test/mockApi.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { MeasureHeights } from './MeasureHeights.js';
import { formatHeight } from './measureMath.js';

afterEach(() => vi.unstubAllGlobals());

const dsm = layer({ id: 7, name: 'DSM', type: 'raster', raster_kind: 'elevation' });

describe('heights in the measure tool', () => {
  it('asks the layer of heights for each clicked point and lists them', async () => {
    const { requests } = mockApi({
      'GET /api/maps/3/layers/7/elevation/': ({ search }) => {
        const lng = Number(new URLSearchParams(search).get('lng'));
        return {
          body: {
            layer_id: 7,
            survey_date: null,
            elevation: lng < 7.001 ? 104.372 : null,
            unit: 'm',
          },
        };
      },
    });
    renderWithProviders(
      <MeasureHeights
        mapId={3}
        layer={dsm}
        units="metric"
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

  it('writes heights in metres or feet', () => {
    expect(formatHeight(104.372, 'metric', 'en')).toBe('104.37 m');
    expect(formatHeight(104.372, 'imperial', 'en')).toBe('342.4 ft');
    expect(formatHeight(1.5, 'metric', 'fr')).toBe('1,50 m');
  });
});
