import type { MarkupGeometry } from '@waymark/contract/markup';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Box } from '../../lib/box.js';

/** Every vertex of a markup's geometry. */
export function verticesOfGeometry(geometry: MarkupGeometry): [number, number][] {
  if (geometry.type === 'Point') return [geometry.coordinates];
  if (geometry.type === 'LineString') return geometry.coordinates;
  return geometry.coordinates.flat();
}

/** [west, south, east, north] of a markup's geometry. */
export function geometryBounds(geometry: MarkupGeometry): Box {
  const points = verticesOfGeometry(geometry);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The room the panel takes on the map's left on a desktop, kept clear when zooming to one. */
const PANEL_ROOM = 380;

/** Brings the map to a markup: the whole of it in view, beside the panel, no closer than 17. */
export function zoomToMarkup(map: MapLibreMap, geometry: MarkupGeometry): void {
  const [west, south, east, north] = geometryBounds(geometry);
  const { clientWidth, clientHeight } = map.getContainer();
  const wide = clientWidth > 2 * PANEL_ROOM;
  const padding = {
    top: 40,
    bottom: 40,
    right: 50,
    left: wide ? PANEL_ROOM + 20 : 40,
  };
  // A map too small for the padding is zoomed without it.
  const fits = clientWidth > padding.left + padding.right + 20 && clientHeight > 100;
  map.fitBounds(
    [
      [west, south],
      [east, north],
    ],
    { padding: fits ? padding : 0, maxZoom: 17, duration: 600 },
  );
}
