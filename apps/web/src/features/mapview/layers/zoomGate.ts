/**
 * A layer can be toggled only when zoom_min < current zoom < zoom_max (section 4, Layer
 * visibility). Before the map reports a zoom, nothing is held back.
 */
export function isLayerAvailable(
  layer: { zoom_min: number; zoom_max: number },
  zoom: number | null,
): boolean {
  if (zoom === null) return true;
  return layer.zoom_min < zoom && zoom < layer.zoom_max;
}
