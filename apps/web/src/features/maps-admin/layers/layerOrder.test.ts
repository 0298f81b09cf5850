import { describe, expect, it } from 'vitest';
import { drawingOrderIds, listOrder, moveItem } from './layerOrder.js';
import { dropIndex } from './useRowDrag.js';

describe('layer order', () => {
  const drawn = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('lists the layer drawn on top first, and sends the list back in drawing order', () => {
    const listed = listOrder(drawn);
    expect(listed.map((l) => l.id)).toEqual([3, 2, 1]);
    expect(drawingOrderIds(listed)).toEqual([1, 2, 3]);
  });

  it('moves an item up, down and across the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('leaves the list alone for a move off its ends', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('dropIndex', () => {
  it('puts a row dragged down before or after the row it is dropped on', () => {
    expect(dropIndex(0, { index: 2, side: 'above' })).toBe(1);
    expect(dropIndex(0, { index: 2, side: 'below' })).toBe(2);
  });

  it('puts a row dragged up before or after the row it is dropped on', () => {
    expect(dropIndex(3, { index: 1, side: 'above' })).toBe(1);
    expect(dropIndex(3, { index: 1, side: 'below' })).toBe(2);
  });

  it('leaves a row dropped on itself or its neighbour edge where it was', () => {
    expect(dropIndex(1, { index: 1, side: 'above' })).toBe(1);
    expect(dropIndex(1, { index: 0, side: 'below' })).toBe(1);
  });
});
