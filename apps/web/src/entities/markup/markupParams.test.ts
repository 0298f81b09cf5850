import { describe, expect, it } from 'vitest';
import {
  featureParams,
  filterParams,
  layerParams,
  NO_MARKUP_FILTERS,
  pageParams,
} from './markupParams.js';

describe('the markup list query', () => {
  it('sends only what narrows the list', () => {
    expect(filterParams(NO_MARKUP_FILTERS)).toEqual({ ordering: '-updated_at' });
    expect(
      filterParams({
        statuses: ['open', 'in_progress'],
        category: 3,
        assignee: 'me',
        from: '2026-03-01',
        to: '2026-03-31',
        search: '  culvert ',
        ordering: 'due_date',
      }),
    ).toEqual({
      status: 'open,in_progress',
      category: '3',
      assignee: 'me',
      from: '2026-03-01',
      to: '2026-03-31',
      search: 'culvert',
      ordering: 'due_date',
    });
  });

  it('leaves out a half-typed day, and asks by box for the markups in view', () => {
    const params = filterParams(
      { ...NO_MARKUP_FILTERS, from: '2026-03', assignee: 7 },
      [-71.9000001, 42.2, -71.6, 42.5],
    );
    expect(params).toEqual({
      assignee: '7',
      ordering: '-updated_at',
      bbox: '-71.9,42.2,-71.6,42.5',
    });
  });

  it('pages the list, draws the layer without order, and finds a feature’s markups', () => {
    expect(pageParams(NO_MARKUP_FILTERS, null, 3, 20)).toEqual({
      ordering: '-updated_at',
      page: '3',
      items: '20',
    });
    expect(layerParams({ ...NO_MARKUP_FILTERS, statuses: ['closed'] })).toEqual({
      status: 'closed',
    });
    expect(featureParams(5, 12884901889)).toEqual({
      layer: '5',
      fid: '12884901889',
      ordering: '-updated_at',
      items: '20',
    });
  });
});
