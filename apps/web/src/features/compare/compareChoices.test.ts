import { describe, expect, it } from 'vitest';
import {
  choiceKey,
  choiceLabel,
  compareChoices,
  defaultChoices,
  parseChoiceKey,
} from './compareChoices.js';

const layer = (id: number, type: string, survey_dates: string[] = [], name = `L${id}`) =>
  ({ id, name, type, survey_dates }) as const;

describe('defaultChoices', () => {
  it("opens on the series layer's two latest dates, the earlier on the left", () => {
    const layers = [
      layer(1, 'raster'),
      layer(2, 'raster', ['2024-06-11', '2020-06-15', '2022-01-01']),
      layer(3, 'vector'),
    ];
    expect(defaultChoices(layers)).toEqual({
      left: { layerId: 2, date: '2022-01-01' },
      right: { layerId: 2, date: '2024-06-11' },
    });
  });

  it('opens on the top two raster layers when no layer is a series', () => {
    const layers = [
      layer(1, 'raster'),
      layer(2, 'raster', ['2020-06-15']),
      layer(3, 'raster'),
      layer(4, 'vector'),
    ];
    expect(defaultChoices(layers)).toEqual({
      left: { layerId: 2, date: null },
      right: { layerId: 3, date: null },
    });
  });

  it('takes any two layers when there are fewer than two rasters, and none below two', () => {
    expect(defaultChoices([layer(1, 'vector'), layer(2, 'raster')])).toEqual({
      left: { layerId: 1, date: null },
      right: { layerId: 2, date: null },
    });
    expect(defaultChoices([layer(1, 'raster'), layer(2, 'wms')])).toBeNull();
  });
});

describe('compareChoices', () => {
  it('lists each date of a series (latest first) and other layers whole, top layer first', () => {
    const layers = [layer(1, 'vector'), layer(2, 'raster', ['2020-06-15', '2024-06-11'])];
    expect(compareChoices(layers)).toEqual([
      { layerId: 2, date: '2024-06-11' },
      { layerId: 2, date: '2020-06-15' },
      { layerId: 1, date: null },
    ]);
  });
});

describe('choice keys and labels', () => {
  it('round-trip through a select value', () => {
    for (const choice of [
      { layerId: 12, date: '2024-06-11' },
      { layerId: 7, date: null },
    ]) {
      expect(parseChoiceKey(choiceKey(choice))).toEqual(choice);
    }
    expect(parseChoiceKey('x@2024')).toBeNull();
  });

  it('name the layer and the date', () => {
    const layers = [layer(2, 'raster', [], 'DSM')];
    expect(choiceLabel({ layerId: 2, date: '2024-06-11' }, layers, 'en')).toBe('DSM — 11 Jun 2024');
    expect(choiceLabel({ layerId: 2, date: '2024-06-11' }, layers, 'fr')).toBe(
      'DSM — 11 juin 2024',
    );
    expect(choiceLabel({ layerId: 2, date: null }, layers, 'en')).toBe('DSM');
  });
});
