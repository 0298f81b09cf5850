import { describe, expect, it } from 'vitest';
import { EXAGGERATION, sceneOfSearch, withScene } from './sceneUrl.js';

describe('the 3D view in the URL', () => {
  it('reads the exaggeration, brought into range and onto its steps', () => {
    expect(sceneOfSearch('')).toBeNull();
    expect(sceneOfSearch('?date=2023-07-21')).toBeNull();
    expect(sceneOfSearch('?3d=2')).toBe(2);
    expect(sceneOfSearch('?3d=2.3')).toBe(2.5);
    expect(sceneOfSearch('?3d=40')).toBe(EXAGGERATION.max);
    expect(sceneOfSearch('?3d=0')).toBe(EXAGGERATION.min);
    expect(sceneOfSearch('?3d=')).toBe(EXAGGERATION.initial);
    expect(sceneOfSearch('?3d=tall')).toBe(EXAGGERATION.initial);
  });

  it('writes it beside the other parameters, keeping the view in the hash', () => {
    const url = '/maps/4/view?date=2023-07-21#16/44.05/-123.07/30/60';
    expect(withScene(url, 3)).toBe('/maps/4/view?date=2023-07-21&3d=3#16/44.05/-123.07/30/60');
    expect(withScene(withScene(url, 3), null)).toBe(url);
    expect(sceneOfSearch(new URL(withScene(url, 1.5), 'http://x').search)).toBe(1.5);
  });
});
