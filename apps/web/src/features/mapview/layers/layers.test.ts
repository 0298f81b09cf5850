import { describe, expect, it } from 'vitest';
import { layerNameParts } from '../../../entities/layer/layerName.js';
import { sidebarOrder } from './layerOrder.js';
import { isLayerEnabled, storeLayerStatus } from './layerStatus.js';
import { isLayerAvailable } from './zoomGate.js';

describe('zoom gating (section 4, Layer visibility)', () => {
  const layer = { zoom_min: 5, zoom_max: 15 };

  it('allows toggling only strictly between zoom_min and zoom_max', () => {
    expect(isLayerAvailable(layer, 5)).toBe(false);
    expect(isLayerAvailable(layer, 5.01)).toBe(true);
    expect(isLayerAvailable(layer, 14.99)).toBe(true);
    expect(isLayerAvailable(layer, 15)).toBe(false);
    expect(isLayerAvailable(layer, 2)).toBe(false);
  });

  it('holds nothing back before the map has a zoom', () => {
    expect(isLayerAvailable(layer, null)).toBe(true);
  });
});

describe('layer order', () => {
  it('lists the top layer first without touching the map order', () => {
    const layers = [1, 2, 3];
    expect(sidebarOrder(layers)).toEqual([3, 2, 1]);
    expect(layers).toEqual([1, 2, 3]);
  });
});

describe('layer names', () => {
  it("drop a '[BETA]' suffix and mark the layer", () => {
    expect(layerNameParts('Point Clouds [BETA]')).toEqual({
      name: 'Point Clouds',
      beta: true,
      backgroundMap: false,
    });
    expect(layerNameParts('Beta testing')).toMatchObject({ name: 'Beta testing', beta: false });
  });

  it("recognise 'Background Map'", () => {
    expect(layerNameParts('Background Map').backgroundMap).toBe(true);
    expect(layerNameParts('Background Maps').backgroundMap).toBe(false);
  });
});

describe('layer status', () => {
  it('is on unless switched off', () => {
    expect(isLayerEnabled({}, 4)).toBe(true);
    expect(isLayerEnabled({ 4: false }, 4)).toBe(false);
  });

  it('is stored per map under layerStatus_<mapId>', () => {
    const next = storeLayerStatus(7, { 1: true }, 4, false);
    expect(next).toEqual({ 1: true, 4: false });
    expect(JSON.parse(localStorage.getItem('layerStatus_7')!)).toEqual({ 1: true, 4: false });
    expect(localStorage.getItem('layerStatus_8')).toBeNull();
  });
});
