import { describe, expect, it } from 'vitest';
import { dividerKeyPosition } from './dividerKeys.js';

describe('dividerKeyPosition', () => {
  it('moves the divider by a step with the arrows, a larger one with Shift or Page keys', () => {
    expect(dividerKeyPosition('ArrowLeft', false, 0.5)).toBe(0.48);
    expect(dividerKeyPosition('ArrowRight', false, 0.5)).toBe(0.52);
    expect(dividerKeyPosition('ArrowRight', true, 0.5)).toBe(0.6);
    expect(dividerKeyPosition('PageDown', false, 0.5)).toBe(0.4);
  });

  it('stops at the edges and goes there with Home and End', () => {
    expect(dividerKeyPosition('ArrowLeft', true, 0.05)).toBe(0);
    expect(dividerKeyPosition('ArrowRight', false, 0.99)).toBe(1);
    expect(dividerKeyPosition('Home', false, 0.5)).toBe(0);
    expect(dividerKeyPosition('End', false, 0.5)).toBe(1);
  });

  it('leaves other keys alone', () => {
    expect(dividerKeyPosition('Enter', false, 0.5)).toBeNull();
  });
});
