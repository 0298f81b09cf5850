import { describe, expect, it } from 'vitest';
import { isExpressionFilter } from './expressionFilter.js';

describe('isExpressionFilter', () => {
  it('tells legacy filters from expressions', () => {
    expect(isExpressionFilter(['==', '$type', 'Polygon'])).toBe(false);
    expect(isExpressionFilter(['in', 'Layer', 'A', 'B'])).toBe(false);
    expect(isExpressionFilter(['!has', 'label'])).toBe(false);
    expect(isExpressionFilter(['all', ['==', 'a', 1], ['has', 'b']])).toBe(false);
    expect(isExpressionFilter(['==', ['get', 'a'], 1])).toBe(true);
    expect(isExpressionFilter(['has', 'label'])).toBe(true);
    expect(isExpressionFilter(['in', ['get', 'a'], ['literal', [1]]])).toBe(true);
    expect(isExpressionFilter(true)).toBe(true);
  });
});
