import { afterEach, describe, expect, it, vi } from 'vitest';
import { layer } from '../../test/layers.js';
import { mockApi } from '../../test/mockApi.js';
import { fetchElevation, holdsHeights } from './elevation.js';

afterEach(() => vi.unstubAllGlobals());

describe('heights', () => {
  it('are asked of rasters of heights only', () => {
    expect(holdsHeights(layer({ type: 'raster', raster_kind: 'elevation' }))).toBe(true);
    expect(holdsHeights(layer({ type: 'raster', raster_kind: 'difference' }))).toBe(true);
    expect(holdsHeights(layer({ type: 'raster', raster_kind: 'image' }))).toBe(false);
    expect(holdsHeights(layer({ type: 'raster', raster_kind: null }))).toBe(false);
    expect(holdsHeights(layer({ type: 'vector' }))).toBe(false);
  });

  it('are asked for at a place, of a survey date when one is given', async () => {
    const answer = { layer_id: 7, survey_date: '2024-06-11', elevation: 104.37, unit: 'm' };
    const { requests } = mockApi({
      'GET /api/maps/3/layers/7/elevation/': { body: answer },
    });
    await expect(
      fetchElevation(3, 7, { lng: 7.00123456789, lat: 51.4 }, '2024-06-11'),
    ).resolves.toEqual(answer);
    const query = new URLSearchParams(requests[0]!.search);
    expect(Object.fromEntries(query)).toEqual({
      lng: '7.0012346',
      lat: '51.4000000',
      date: '2024-06-11',
    });
    await fetchElevation(3, 7, { lng: 1e-9, lat: 0 }, null);
    expect(new URLSearchParams(requests[1]!.search).get('lng')).toBe('0.0000000');
    expect(new URLSearchParams(requests[1]!.search).has('date')).toBe(false);
  });

  it('refuse an answer that is not one', async () => {
    mockApi({ 'GET /api/maps/3/layers/7/elevation/': { body: { elevation: 'high' } } });
    await expect(fetchElevation(3, 7, { lng: 7, lat: 51 }, null)).rejects.toThrow();
  });
});
