import { describe, expect, it } from 'vitest';
import { category } from '../../features/markups/testMarkups.js';
import { activeCategories, moveCategory } from './markupCategoryQueries.js';

describe('markup categories', () => {
  const list = [
    category({ id: 1, position: 0 }),
    category({ id: 2, position: 1, archived: true }),
    category({ id: 3, position: 2 }),
  ];

  it('offer new markups those not archived, in order', () => {
    expect(activeCategories([list[2]!, list[0]!, list[1]!]).map((c) => c.id)).toEqual([1, 3]);
  });

  it('move one place by swapping with the neighbour', () => {
    expect(moveCategory(list, 3, -1)).toEqual([
      { id: 2, position: 2 },
      { id: 3, position: 1 },
    ]);
    expect(moveCategory(list, 1, -1)).toEqual([]);
    expect(moveCategory(list, 3, 1)).toEqual([]);
  });

  it('number a list whose places are equal before moving', () => {
    const flat = [category({ id: 7, position: 0 }), category({ id: 8, position: 0 })];
    expect(moveCategory(flat, 8, -1)).toEqual([{ id: 7, position: 1 }]);
  });
});
