import { describe, expect, it } from 'vitest';
import { minimapBasemap, minimapKind, minimapZoom, viewRing } from './minimapView.js';

describe('the minimap', () => {
  it("shows for 'satellite-layer' and 'street-layer' only", () => {
    expect(minimapKind('satellite-layer')).toBe('satellite');
    expect(minimapKind('street-layer')).toBe('street');
    expect(minimapKind(null)).toBeNull();
    expect(minimapKind('')).toBeNull();
  });

  it('draws the configured basemap of its kind, else the offline map', () => {
    const street = { tiles: ['https://tiles.example/{z}/{x}/{y}.png'] };
    expect(minimapBasemap('street', { street })).toBe(street);
    expect(minimapBasemap('satellite', { street })).toBeNull();
  });

  it('stays four zoom levels above the main map, never below zero', () => {
    expect(minimapZoom(12.5)).toBe(8.5);
    expect(minimapZoom(2)).toBe(0);
  });

  it("closes the ring of the main view's corners", () => {
    const ring = viewRing([
      [0, 1],
      [1, 1],
      [1, 0],
      [0, 0],
    ]);
    expect(ring.geometry.coordinates[0]).toEqual([
      [0, 1],
      [1, 1],
      [1, 0],
      [0, 0],
      [0, 1],
    ]);
  });
});
