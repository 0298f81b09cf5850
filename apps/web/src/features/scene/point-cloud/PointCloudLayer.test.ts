import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { PointCloudLayer } from './PointCloudLayer.js';

describe('PointCloudLayer', () => {
  it('says so, and draws nothing, when the map’s context is not WebGL 2', () => {
    const events = { onStats: vi.fn(), onError: vi.fn(), onNoWebGl2: vi.fn() };
    const layer = new PointCloudLayer({ decode: vi.fn(), dispose: vi.fn() }, events);
    const map = { getCanvas: () => document.createElement('canvas'), triggerRepaint: vi.fn() };
    // A WebGL 1 context: three.js needs WebGL 2.
    layer.onAdd(map as unknown as MapLibreMap, {} as WebGLRenderingContext);
    expect(events.onNoWebGl2).toHaveBeenCalledTimes(1);
    layer.onRemove();
  });
});
