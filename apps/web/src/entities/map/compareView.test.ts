import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, describe, expect, it } from 'vitest';
import { compareView, setCompareView, type CompareView } from './compareView.js';

const side = (date: string) => ({ map: {} as MapLibreMap, layerName: 'DSM', date });
const view: CompareView = { left: side('2020-06-15'), right: side('2024-06-11'), position: 0.5 };

describe('compareView', () => {
  afterEach(() => setCompareView(null));

  it('is null until the compare publishes its view, and again once it closes', () => {
    expect(compareView()).toBeNull();
    setCompareView(view);
    expect(compareView()).toBe(view);
    setCompareView(null);
    expect(compareView()).toBeNull();
  });
});
