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

/**
 * An IfcMapConversion (IFC4): the project's coordinates to a map's projected system, which
 * IfcProjectedCRS names by its EPSG code.
 */
export interface MapConversion {
  epsg: number;
  /** Where the project's origin is, in the map's system. */
  eastings: number;
  northings: number;
  /** Its height over the map's vertical datum, in metres. */
  height: number;
  /** Degrees counter-clockwise from the map's easting to the project's x axis. */
  rotation: number;
  /** Map units per project unit. */
  scale: number;
}

function realOf(measure: unknown): number | null {
  if (measure === null || measure === undefined) return null;
  const value = lengthMeasure(measure);
  return Number.isFinite(value) ? value : null;
}

/**
 * The map conversion of an IfcMapConversion line as web-ifc reads it with its references
 * (its TargetCRS an IfcProjectedCRS named 'EPSG:n'); null when it names no EPSG system or
 * gives no usable axis.
 */
export function mapConversionOf(line: Record<string, unknown>): MapConversion | null {
  const crs = line.TargetCRS as { Name?: unknown } | null | undefined;
  const name = String(ifcText(crs?.Name) ?? '');
  const code = /^\s*EPSG\s*:\s*(\d{4,6})\s*$/i.exec(name)?.[1];
  if (!code) return null;
  const abscissa = realOf(line.XAxisAbscissa) ?? 1;
  const ordinate = realOf(line.XAxisOrdinate) ?? 0;
  if (abscissa === 0 && ordinate === 0) return null;
  const scale = realOf(line.Scale) ?? 1;
  return {
    epsg: Number(code),
    eastings: realOf(line.Eastings) ?? 0,
    northings: realOf(line.Northings) ?? 0,
    height: realOf(line.OrthogonalHeight) ?? 0,
    rotation: (Math.atan2(ordinate, abscissa) * 180) / Math.PI,
    scale: scale > 0 ? scale : 1,
  };
}

function ifcText(raw: unknown): string | null {
  const value = (raw as { value?: unknown } | null | undefined)?.value;
  return typeof value === 'string' ? value : null;
}
