import { describe, expect, it } from 'vitest';
import { fitView } from './fitView.js';

describe('fitView', () => {
  it('stands back far enough for the sphere to fit the narrower field of view', () => {
    const view = fitView([10, 20, 30], 5, 90, 2, [0, 0, 1], 1);
    // Vertical 90° is the narrower: the distance is r / sin(45°).
    expect(view.position[2] - 30).toBeCloseTo(5 / Math.sin(Math.PI / 4), 6);
    expect(view.target).toEqual([10, 20, 30]);
    const portrait = fitView([0, 0, 0], 5, 90, 0.5, [0, 0, 1], 1);
    expect(portrait.position[2]).toBeGreaterThan(view.position[2] - 30);
  });

  it('keeps near and far around the object, and survives a degenerate sphere', () => {
    const view = fitView([0, 0, 0], 100, 50, 1.5);
    expect(view.near).toBeCloseTo(0.1, 6);
    expect(view.far).toBeGreaterThan(Math.hypot(...view.position) + 100);
    expect(fitView([0, 0, 0], 0, 50, 1).position.every(Number.isFinite)).toBe(true);
  });
});
