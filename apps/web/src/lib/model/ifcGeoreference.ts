/** Where an IFC model's site stands: its IfcSite's reference point, in degrees and metres. */
export interface SiteReference {
  lng: number;
  lat: number;
  height: number;
}

/** IfcCompoundPlaneAngleMeasure: degrees, minutes, seconds and millionths of a second. */
function compoundAngle(measure: unknown): number | null {
  const parts = (measure as { value?: unknown } | null)?.value;
  if (!Array.isArray(parts) || parts.length < 3) return null;
  const [degrees, minutes, seconds, millionths = 0] = parts.map(Number);
  if (![degrees, minutes, seconds, millionths].every(Number.isFinite)) return null;
  // The parts carry one sign; adding them keeps it.
  return degrees! + minutes! / 60 + (seconds! + millionths / 1e6) / 3600;
}

function lengthMeasure(measure: unknown): number {
  const value = Number((measure as { value?: unknown } | null)?.value);
  if (Number.isFinite(value)) return value;
  const stored = Number(
    (measure as { _representationValue?: unknown } | null)?._representationValue,
  );
  return Number.isFinite(stored) ? stored : 0;
}

/**
 * The site reference of an IfcSite line (as web-ifc reads it): RefLatitude and RefLongitude,
 * and RefElevation (0 when absent); null when it gives no place on the earth.
 */
export function siteReferenceOf(site: Record<string, unknown>): SiteReference | null {
  const lat = compoundAngle(site.RefLatitude);
  const lng = compoundAngle(site.RefLongitude);
  if (lat === null || lng === null) return null;
  if (Math.abs(lat) > 85 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return { lng, lat, height: lengthMeasure(site.RefElevation) };
}
