import { describe, expect, it } from 'vitest';
import type { VolumeShape } from './shape.js';
import { parseElevation, volumeBody } from './volumeBody.js';
import { surveysOf } from './surveys.js';

const surveys = surveysOf([
  { id: 2, name: 'DSM', raster_kind: 'elevation', survey_dates: ['2020-06-15', '2024-06-11'] },
]);
const drawn: VolumeShape = {
  kind: 'drawn',
  polygon: {
    type: 'Polygon',
    coordinates: [
      [
        [7, 51],
        [7.01, 51],
        [7.01, 51.01],
        [7, 51],
      ],
    ],
  },
};
const choice = {
  later: '2:2024-06-11',
  earlier: '2:2020-06-15',
  baseline: 'survey' as const,
  base: '',
};

describe('the volume request', () => {
  it('reads an elevation with a point or a comma, and nothing else', () => {
    expect(parseElevation(' 101.5 ')).toBe(101.5);
    expect(parseElevation('-3,25')).toBe(-3.25);
    expect(parseElevation('')).toBeNull();
    expect(parseElevation('12 m')).toBeNull();
  });

  it('measures a drawn polygon between two surveys of a series', () => {
    expect(volumeBody(drawn, choice, surveys)).toEqual({
      polygon: drawn.polygon,
      later: { layer: 2, date: '2024-06-11' },
      earlier: { layer: 2, date: '2020-06-15' },
    });
  });

  it('measures a feature against a base plane', () => {
    const feature: VolumeShape = {
      kind: 'feature',
      layerId: 9,
      layerName: 'Stockpiles',
      fid: 4,
      geometry: drawn.polygon,
    };
    expect(volumeBody(feature, { ...choice, baseline: 'plane', base: '98,5' }, surveys)).toEqual({
      feature: { layer: 9, fid: 4 },
      later: { layer: 2, date: '2024-06-11' },
      base_elevation: 98.5,
    });
  });

  it('asks nothing while the shape, a survey or the plane’s elevation is missing', () => {
    expect(volumeBody(null, choice, surveys)).toBeNull();
    expect(volumeBody(drawn, { ...choice, later: '' }, surveys)).toBeNull();
    expect(volumeBody(drawn, { ...choice, baseline: 'plane', base: 'x' }, surveys)).toBeNull();
  });
});
