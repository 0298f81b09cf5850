import { describe, expect, it } from 'vitest';
import { defaultPair, surveyLabel, surveyRef, surveysOf } from './surveys.js';

const layer = (
  id: number,
  name: string,
  raster_kind: 'image' | 'elevation' | 'difference' | null,
  survey_dates: string[] = [],
) => ({ id, name, raster_kind, survey_dates });

describe('the surveys of a map', () => {
  const layers = [
    layer(1, 'Orthophoto', 'image', ['2020-01-01', '2021-01-01']),
    layer(2, 'DSM', 'elevation', ['2024-06-11', '2020-06-15']),
    layer(3, 'DTM 2019', 'elevation', ['2019-05-01']),
    layer(4, 'Change', 'difference'),
    layer(5, 'Roads', null),
  ];

  it('lists each date of a series of heights, oldest first, and other layers of heights once', () => {
    expect(surveysOf(layers).map((survey) => surveyLabel(survey, 'en'))).toEqual([
      'DSM — 15 Jun 2020',
      'DSM — 11 Jun 2024',
      'DTM 2019',
    ]);
    expect(surveyLabel(surveysOf(layers)[1]!, 'fr')).toBe('DSM — 11 juin 2024');
  });

  it('names a series survey by its date and any other by its layer alone', () => {
    const [first, , single] = surveysOf(layers);
    expect(surveyRef(first!)).toEqual({ layer: 2, date: '2020-06-15' });
    expect(surveyRef(single!)).toEqual({ layer: 3 });
  });

  it('chooses the latest two surveys of the first series at first', () => {
    expect(defaultPair(surveysOf(layers))).toEqual({
      later: '2:2024-06-11',
      earlier: '2:2020-06-15',
    });
  });

  it('pairs a single survey with the next layer of heights, or with nothing', () => {
    const singles = surveysOf([layer(3, 'A', 'elevation'), layer(6, 'B', 'elevation')]);
    expect(defaultPair(singles)).toEqual({ later: '3:', earlier: '6:' });
    expect(defaultPair(singles.slice(0, 1))).toEqual({ later: '3:', earlier: '' });
    expect(defaultPair([])).toEqual({ later: '', earlier: '' });
  });
});
