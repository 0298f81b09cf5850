import { ifcValue } from './ifcProperties.js';

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
  /** Map units (metres) per metre of the meshes web-ifc gives. */
  scale: number;
}

/** A number IFC gives (a measure, a real), as web-ifc reads it; null for none. */
function realOf(measure: unknown): number | null {
  const value = ifcValue(measure);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const SI_PREFIXES: Record<string, number> = {
  EXA: 1e18,
  PETA: 1e15,
  TERA: 1e12,
  GIGA: 1e9,
  MEGA: 1e6,
  KILO: 1e3,
  HECTO: 1e2,
  DECA: 1e1,
  DECI: 1e-1,
  CENTI: 1e-2,
  MILLI: 1e-3,
  MICRO: 1e-6,
  NANO: 1e-9,
  PICO: 1e-12,
  FEMTO: 1e-15,
  ATTO: 1e-18,
};

/** Metres in one of a unit as web-ifc reads it with its references: SI, or based on one. */
function metresIn(unit: Record<string, unknown> | null | undefined): number | null {
  if (!unit) return null;
  const factor = unit.ConversionFactor as Record<string, unknown> | null | undefined;
  if (factor) {
    const value = realOf(factor.ValueComponent);
    const base = metresIn(factor.UnitComponent as Record<string, unknown> | null | undefined);
    return value !== null && value > 0 && base !== null ? value * base : null;
  }
  if (ifcValue(unit.Name) !== 'METRE') return null;
  const prefix = ifcValue(unit.Prefix);
  return prefix === null ? 1 : (SI_PREFIXES[String(prefix)] ?? null);
}

/**
 * Metres in the project's length unit, from its IfcUnitAssignment (read with its references):
 * 0.001 for a project in millimetres, 0.3048 in feet; 1 when it names none.
 */
export function lengthUnitOf(assignment: Record<string, unknown> | null | undefined): number {
  const units = (assignment?.Units ?? []) as Record<string, unknown>[];
  const length = units.find((unit) => ifcValue(unit?.UnitType) === 'LENGTHUNIT');
  return metresIn(length) ?? 1;
}

/**
 * The map conversion of an IfcMapConversion line as web-ifc reads it with its references
 * (its TargetCRS an IfcProjectedCRS named 'EPSG:n'); null when it names no EPSG system or
 * gives no usable axis. Its Scale turns the project's units into the map's; web-ifc already
 * gives the meshes in metres, so the scale left is Scale over metres per project unit (1 for a
 * project in millimetres whose Scale is 0.001).
 */
export function mapConversionOf(
  line: Record<string, unknown>,
  metresPerUnit = 1,
): MapConversion | null {
  const crs = line.TargetCRS as { Name?: unknown } | null | undefined;
  const name = String(ifcValue(crs?.Name) ?? '');
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
    scale: (scale > 0 ? scale : 1) / metresPerUnit,
  };
}
