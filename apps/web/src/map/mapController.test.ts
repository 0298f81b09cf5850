import { describe, expect, it, vi } from 'vitest';
import { createMapController, type FitTarget } from './mapController.js';

function target(width: number, height: number) {
  const container = { clientWidth: width, clientHeight: height } as HTMLElement;
  return { fitBounds: vi.fn(), getContainer: () => container } satisfies FitTarget;
}

describe('map controller', () => {
  it('fits with padding 100 and the given maximum zoom', () => {
    const controller = createMapController();
    const map = target(980, 736);
    controller.attach(map);
    controller.fitBounds([-72, 42, -71, 43], 17);
    expect(map.fitBounds).toHaveBeenCalledWith([-72, 42, -71, 43], { padding: 100, maxZoom: 17 });
  });

  it('keeps a fit asked for before the map is there', () => {
    const controller = createMapController();
    controller.fitBounds([0, 0, 1, 1], 18);
    const map = target(360, 576);
    controller.attach(map);
    expect(map.fitBounds).toHaveBeenCalledWith([0, 0, 1, 1], { padding: 90, maxZoom: 18 });
    controller.attach(null);
    controller.attach(map);
    expect(map.fitBounds).toHaveBeenCalledTimes(1);
  });
});
