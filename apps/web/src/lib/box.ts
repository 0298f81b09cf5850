/** [west, south, east, north] in degrees. */
export type Box = [number, number, number, number];

/** A usable box: four finite numbers, west ≤ east and south ≤ north, within the globe. */
export function asBox(value: readonly number[] | null | undefined): Box | null {
  if (!value || value.length !== 4 || !value.every(Number.isFinite)) return null;
  const [w, s, e, n] = value as Box;
  if (w > e || s > n || w < -180 || e > 180 || s < -90 || n > 90) return null;
  return [w, s, e, n];
}

/** Where a layer is: its bounds, defaulting to its extent (section 3, Layer). */
export function layerBox(layer: {
  bounds: readonly number[] | null;
  extent: readonly number[] | null;
}): Box | null {
  return asBox(layer.bounds) ?? asBox(layer.extent);
}
