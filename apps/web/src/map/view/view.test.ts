import { describe, expect, it } from 'vitest';
import { asBox, layerBox } from '../../lib/box.js';
import { FIT_PADDING, fitPadding, LAYER_FIT_MAX_ZOOM, SEARCH_FIT_MAX_ZOOM } from './fitOptions.js';
import { initialView } from './initialView.js';
import { parseViewHash } from './viewHash.js';

describe('the view in the URL hash', () => {
  it("reads MapLibre's #zoom/lat/lng, with or without bearing and pitch", () => {
    expect(parseViewHash('#9.96/42.3815/-71.7918')).toEqual({
      zoom: 9.96,
      lat: 42.3815,
      lng: -71.7918,
    });
    expect(parseViewHash('#3/10/20/45/30')).toEqual({ zoom: 3, lat: 10, lng: 20 });
  });

  it('ignores anything else', () => {
    for (const hash of [
      '',
      '#',
      '#9/42',
      '#a/b/c',
      '#9/95/0',
      '#30/0/0',
      '#9/0/200',
      '#1/2/3/4/5/6',
    ]) {
      expect(parseViewHash(hash)).toBeNull();
    }
  });
});

describe('initialView', () => {
  const map = { bounds: [-72, 42, -71, 43], extent: [-79, 23, 15, 50] };

  it('takes the URL view first', () => {
    const url = { zoom: 5, lat: 1, lng: 2 };
    expect(initialView(url, map)).toEqual({ kind: 'url', view: url });
  });

  it("then the map's default view, then its extent, then the world", () => {
    expect(initialView(null, map)).toEqual({ kind: 'fit', box: [-72, 42, -71, 43] });
    expect(initialView(null, { bounds: null, extent: map.extent })).toEqual({
      kind: 'fit',
      box: [-79, 23, 15, 50],
    });
    expect(initialView(null, { bounds: [1, 2], extent: null })).toEqual({ kind: 'world' });
    expect(initialView(null, null)).toEqual({ kind: 'world' });
  });
});

describe('fitting', () => {
  it('pads by 100 with at most zoom 18 for layers and 17 for search results', () => {
    expect(FIT_PADDING).toBe(100);
    expect(LAYER_FIT_MAX_ZOOM).toBe(18);
    expect(SEARCH_FIT_MAX_ZOOM).toBe(17);
    expect(fitPadding(980, 736)).toBe(100);
  });

  it('pads less on a map too small for 100 on each side', () => {
    expect(fitPadding(360, 576)).toBe(90);
    expect(fitPadding(0, 0)).toBe(0);
  });
});

describe('boxes', () => {
  it('accept four numbers in order, within the globe', () => {
    expect(asBox([-1, -2, 3, 4])).toEqual([-1, -2, 3, 4]);
    expect(asBox([3, -2, -1, 4])).toBeNull();
    expect(asBox([-1, -2, 3, 95])).toBeNull();
    expect(asBox([1, 2, 3])).toBeNull();
    expect(asBox(null)).toBeNull();
  });

  it("give a layer's bounds, defaulting to its extent", () => {
    expect(layerBox({ bounds: [0, 0, 1, 1], extent: [0, 0, 2, 2] })).toEqual([0, 0, 1, 1]);
    expect(layerBox({ bounds: null, extent: [0, 0, 2, 2] })).toEqual([0, 0, 2, 2]);
    expect(layerBox({ bounds: null, extent: null })).toBeNull();
  });
});
