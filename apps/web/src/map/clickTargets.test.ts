import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { addClickTarget, clickTaken } from './clickTargets.js';

describe('click targets over the map', () => {
  it('take the clicks on them, on their own map only, until unregistered', () => {
    const map = {} as MapLibreMap;
    const other = {} as MapLibreMap;
    expect(clickTaken(map, { x: 5, y: 5 })).toBe(false);
    const remove = addClickTarget(map, ({ x }) => x < 10);
    expect(clickTaken(map, { x: 5, y: 5 })).toBe(true);
    expect(clickTaken(map, { x: 50, y: 5 })).toBe(false);
    expect(clickTaken(other, { x: 5, y: 5 })).toBe(false);
    remove();
    expect(clickTaken(map, { x: 5, y: 5 })).toBe(false);
  });
});
