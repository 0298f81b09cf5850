import type { SectionResponse } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import {
  distinctVertices,
  elevationAxis,
  elevationRange,
  lineParameter,
  pointAlong,
  sectionCsv,
  seriesName,
} from './sectionMath.js';

const section: SectionResponse = {
  length_m: 20,
  dtms: [
    {
      layer_id: 3,
      layer_name: 'DTM',
      file_id: 7,
      file_name: 'survey, 2020.tif',
      step_m: 10,
      series: [
        [0, 101.25],
        [10, null],
        [20, 99.5],
      ],
    },
    {
      layer_id: 3,
      layer_name: 'DTM',
      file_id: 8,
      file_name: 'survey "2024".tif',
      step_m: 20,
      series: [
        [0, 102],
        [20, 98],
      ],
    },
  ],
};

describe('the cross section', () => {
  it('sends the drawn line as lon,lat pairs, without the repeated vertex of a double-click', () => {
    const drawn = distinctVertices([
      [7.1, 51.2],
      [7.2, 51.25],
      [7.2, 51.25],
    ]);
    expect(lineParameter(drawn)).toBe('7.1000000,51.2000000;7.2000000,51.2500000');
  });

  it('places the hovered distance along the line, across its vertices', () => {
    // Two equal legs along the equator: east 0.01°, then east again.
    const line: [number, number][] = [
      [0, 0],
      [0.01, 0],
      [0.02, 0],
    ];
    const length = 2226.39;
    expect(pointAlong(line, 0, length)).toEqual([0, 0]);
    const quarter = pointAlong(line, length / 4, length);
    expect(quarter?.[0]).toBeCloseTo(0.005, 6);
    const threeQuarters = pointAlong(line, (3 * length) / 4, length);
    expect(threeQuarters?.[0]).toBeCloseTo(0.015, 6);
    expect(pointAlong(line, length * 2, length)).toEqual([0.02, 0]);
    // A bend: halfway lies on the corner.
    const bend: [number, number][] = [
      [0, 0],
      [0, 0.01],
      [0.01, 0.01],
    ];
    const half = pointAlong(bend, 1000, 2000);
    expect(half?.[0]).toBeCloseTo(0, 4);
    expect(half?.[1]).toBeCloseTo(0.01, 4);
    expect(pointAlong([], 5, 10)).toBeNull();
  });

  it('reads min and max over every profile, past the gaps', () => {
    expect(elevationRange(section)).toEqual({ min: 98, max: 102 });
    expect(elevationRange({ length_m: 5, dtms: [] })).toBeNull();
  });

  it('scales the elevation axis to the vertical exaggeration', () => {
    const range = { min: 98, max: 102 };
    const plot = { width: 500, height: 100 };
    // 1000 m over 500 px: 2 m a pixel along; at 1× 100 px are 200 m up.
    expect(elevationAxis(range, 1000, plot, 1)).toEqual([0, 200]);
    // At 10×, one tenth of that.
    expect(elevationAxis(range, 1000, plot, 10)).toEqual([90, 110]);
    // 'Fit': the profiles with a margin.
    const fit = elevationAxis(range, 1000, plot, null);
    expect(fit[0]).toBeCloseTo(97.5);
    expect(fit[1]).toBeCloseTo(102.5);
  });

  it('exports every sample as CSV, gaps left empty and names quoted', () => {
    expect(sectionCsv(section).split('\r\n')).toEqual([
      'layer,file,distance_m,elevation_m',
      'DTM,"survey, 2020.tif",0,101.25',
      'DTM,"survey, 2020.tif",10,',
      'DTM,"survey, 2020.tif",20,99.5',
      'DTM,"survey ""2024"".tif",0,102',
      'DTM,"survey ""2024"".tif",20,98',
      '',
    ]);
  });

  it('names each series by layer, and by file where there are several', () => {
    expect(seriesName(section, 1)).toBe('DTM — survey "2024".tif');
    expect(seriesName({ ...section, dtms: section.dtms.slice(0, 1) }, 0)).toBe('DTM');
  });
});
