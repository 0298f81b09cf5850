import { COORDINATE_SYSTEM } from '@deck.gl/core';
import { PointCloudLayer } from '@deck.gl/layers';
import { MapboxOverlay } from '@deck.gl/mapbox';
import { startHarness } from './sceneHarness.js';

// The same points with deck.gl interleaved in MapLibre (@deck.gl/mapbox), its point-cloud layer.
startHarness((map, points, drawn) => {
  let first = true;
  const overlay = new MapboxOverlay({
    interleaved: true,
    onAfterRender: () => {
      if (first) drawn();
      first = false;
    },
    layers: [
      new PointCloudLayer({
        id: 'bench-points',
        data: {
          length: points.positions.length / 3,
          attributes: {
            getPosition: { value: points.positions, size: 3 },
            getColor: { value: points.colours, size: 3, normalized: true },
          },
        },
        coordinateSystem: COORDINATE_SYSTEM.METER_OFFSETS,
        coordinateOrigin: [points.origin[0], points.origin[1], 0],
        pointSize: 2,
        sizeUnits: 'pixels',
        // Flat colours, as three.js's points are drawn: no lighting.
        material: false,
      }),
    ],
  });
  map.addControl(overlay);
});
