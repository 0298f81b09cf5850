/** A position as the popups show and copy it: latitude, longitude, six decimals (~10 cm). */
export function coordinatesText(lat: number, lon: number): string {
  return `${lat.toFixed(6)}, ${lon.toFixed(6)}`;
}

/** A latitude/longitude pair that is a place on Earth, from numbers or numeric texts. */
export function positionOf(lat: unknown, lon: unknown): { lat: number; lon: number } | null {
  const number = (v: unknown) =>
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  const la = number(lat);
  const lo = number(lon);
  if (!Number.isFinite(la) || !Number.isFinite(lo)) return null;
  if (Math.abs(la) > 90 || Math.abs(lo) > 180) return null;
  return { lat: la, lon: lo };
}

/**
 * Where the point opens in the device's map application: Android hands geo: URIs to the
 * installed maps app, Apple devices open Apple Maps from its https links, and elsewhere the
 * browser shows OpenStreetMap.
 */
export function mapLinkOf(lat: number, lon: number, userAgent: string, zoom = 17): string {
  const la = lat.toFixed(6);
  const lo = lon.toFixed(6);
  if (/Android/i.test(userAgent)) return `geo:${la},${lo}?q=${la},${lo}`;
  if (/iPhone|iPad|iPod|Macintosh/i.test(userAgent)) {
    return `https://maps.apple.com/?ll=${la},${lo}&q=${la},${lo}&z=${zoom}`;
  }
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=${zoom}/${la}/${lo}`;
}
