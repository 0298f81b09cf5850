import { describe, expect, it } from 'vitest';
import { searchIndexOf } from './packSearchIndex.js';

describe('searchIndexOf', () => {
  it('reads the index of a vector archive’s metadata', () => {
    const search = { field: 'name', entries: [['Weir', -6.25, 53.33, -6.25, 53.33, 1]] };
    expect(searchIndexOf({ name: 'layer 4 vector', waymark: { layer: 4, search } })).toEqual(
      search,
    );
  });

  it('finds none in an archive built before archives held one', () => {
    expect(searchIndexOf({ waymark: { layer: 4, kind: 'vector', data_version: 2 } })).toBeNull();
    expect(searchIndexOf(null)).toBeNull();
    expect(searchIndexOf({ waymark: { search: { field: 'name' } } })).toBeNull();
  });

  it('leaves out entries of another shape', () => {
    const entries = [
      ['Weir', 0, 0, 1, 1, 1],
      ['Bad', 0, 0, 1, 1],
      [2, 0, 0, 1, 1, 2],
    ];
    expect(searchIndexOf({ waymark: { search: { field: 'name', entries } } })).toEqual({
      field: 'name',
      entries: [['Weir', 0, 0, 1, 1, 1]],
    });
  });
});
