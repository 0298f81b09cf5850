import { describe, expect, it } from 'vitest';
import {
  formatMetres,
  niceTicks,
  positionOf,
  rampGradient,
  rampSamples,
  reliefLegendOf,
  reliefRange,
} from './reliefLegend.js';

const dsm = {
  raster_kind: 'elevation' as const,
  relief: { ramp: 'terrain' as const, min: null, max: null, hillshade: true },
  value_range: [52.4, 131.9],
};

describe('reliefRange', () => {
  it("takes the data's range where the layer sets none", () => {
    expect(reliefRange(dsm)).toEqual([52.4, 131.9]);
  });

  it("takes the layer's own ends over the data's", () => {
    expect(reliefRange({ ...dsm, relief: { ...dsm.relief, min: 60, max: null } })).toEqual([
      60, 131.9,
    ]);
  });

  it('centres an elevation change on zero', () => {
    expect(
      reliefRange({ raster_kind: 'difference', relief: null, value_range: [-2, 1.5] }),
    ).toEqual([-2, 2]);
  });

  it('has none for images, or without a known range', () => {
    expect(reliefRange({ raster_kind: 'image', relief: null, value_range: [0, 255] })).toBeNull();
    expect(reliefRange({ ...dsm, value_range: null })).toBeNull();
    expect(reliefRange({ raster_kind: null, relief: null, value_range: null })).toBeNull();
  });
});

describe('niceTicks', () => {
  it('gives round values strictly inside the ends', () => {
    expect(niceTicks(52.4, 131.9)).toEqual([60, 80, 100, 120]);
    expect(niceTicks(-2, 2)).toEqual([-1, 0, 1]);
  });

  it('gives none for an empty span', () => {
    expect(niceTicks(3, 3)).toEqual([]);
  });
});

describe('reliefLegendOf', () => {
  it('names the ramp, the ends and the ticks', () => {
    const legend = reliefLegendOf({ ...dsm, relief: { ...dsm.relief, ramp: 'viridis' } });
    expect(legend).toMatchObject({ kind: 'elevation', ramp: 'viridis', min: 52.4, max: 131.9 });
    expect(legend?.ticks.length).toBeGreaterThan(1);
  });

  it('draws a difference with the diverging ramp by default', () => {
    expect(
      reliefLegendOf({ raster_kind: 'difference', relief: null, value_range: [-2, 1.5] }),
    ).toMatchObject({ kind: 'difference', ramp: 'diverging', min: -2, max: 2 });
  });
});

describe('the bar', () => {
  it("is the ramp's colours, lowest first", () => {
    expect(rampGradient('grey')).toBe('linear-gradient(to right, #1a1a1a 0%, #f0f0f0 100%)');
    expect(rampSamples('grey', 3)).toEqual([
      [26, 26, 26],
      [133, 133, 133],
      [240, 240, 240],
    ]);
  });

  it('places values along it', () => {
    expect(positionOf({ min: -2, max: 2 }, 0)).toBe(0.5);
    expect(positionOf({ min: -2, max: 2 }, 5)).toBe(1);
  });
});

describe('formatMetres', () => {
  it('writes metres in the language, with decimals for small spans', () => {
    expect(formatMetres(131.94, 80, 'en')).toBe('132 m');
    expect(formatMetres(1.5, 4, 'fr')).toBe('1,5 m');
    expect(formatMetres(-0.25, 1, 'en')).toBe('-0.25 m');
  });
});
