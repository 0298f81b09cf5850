/** A view in the page URL. */
export interface UrlView {
  zoom: number;
  lat: number;
  lng: number;
}

/**
 * The view in the URL's hash, MapLibre's format '#zoom/lat/lng' (bearing and pitch may follow).
 * The hash, not the query, carries it: moving the map then changes nothing the router or the
 * route guard look at. Null when the hash holds no valid view.
 */
export function parseViewHash(hash: string): UrlView | null {
  const parts = hash.replace(/^#/, '').split('/');
  if (parts.length < 3 || parts.length > 5) return null;
  if (!parts.every((part) => /^-?\d+(\.\d+)?$/.test(part))) return null;
  const [zoom, lat, lng] = parts.map(Number) as [number, number, number];
  if (zoom < 0 || zoom > 24 || lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { zoom, lat, lng };
}
