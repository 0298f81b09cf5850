import { describe, expect, it } from 'vitest';
import { TRIANGLE } from './testMarkups.js';
import { measuredShape } from '../measure/MeasureShapeActions.js';
import { geometryBounds } from './geometryBounds.js';
import { activeFilterCount } from './list/activeFilters.js';
import { NO_MARKUP_FILTERS } from '../../entities/markup/markupParams.js';
import { markupOfSearch } from './useMarkupDeepLink.js';

describe('a link to a markup', () => {
  it('names it by ?markup=<id>', () => {
    expect(markupOfSearch('?markup=42&date=2026-01-02')).toBe(42);
    expect(markupOfSearch('?markup=0')).toBeNull();
    expect(markupOfSearch('?markup=4x')).toBeNull();
    expect(markupOfSearch('')).toBeNull();
  });
});

describe('the bounds of a markup', () => {
  it('hold every vertex', () => {
    expect(
      geometryBounds({
        type: 'LineString',
        coordinates: [
          [-7, 53],
          [-6.5, 52.8],
        ],
      }),
    ).toEqual([-7, 52.8, -6.5, 53]);
  });
});

describe('the more filters badge', () => {
  it('counts category, assignee and dates', () => {
    expect(activeFilterCount(NO_MARKUP_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...NO_MARKUP_FILTERS,
        category: 1,
        assignee: 'none',
        from: '2026-01-01',
      }),
    ).toBe(3);
  });
});

describe("the measuring tool's shape, handed to a markup", () => {
  it('is a line, or an area with its ring closed', () => {
    expect(measuredShape('line', [[0, 0]])).toBeNull();
    expect(
      measuredShape('area', [
        [0, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toEqual(TRIANGLE);
  });
});
