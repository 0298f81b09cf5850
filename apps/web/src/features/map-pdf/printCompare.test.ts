import { describe, expect, it } from 'vitest';
import { swipeSplit } from './printCompare.js';

describe('swipeSplit', () => {
  it('puts the divider at the same share of the printed width as on screen', () => {
    expect(swipeSplit(1636, 0.5)).toBe(818);
    expect(swipeSplit(1636, 0.25)).toBe(409);
  });

  it('keeps the divider inside the image', () => {
    expect(swipeSplit(1000, -0.1)).toBe(0);
    expect(swipeSplit(1000, 1.2)).toBe(1000);
  });
});
