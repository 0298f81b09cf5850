import type { MapConversion, SiteReference } from '@waymark/contract';
import { ifcValue } from './ifc-properties.js';

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
 * project in millimetres whose Scale is 0.001). IFC4X3's IfcMapConversionScaled adds a factor
 * per axis.
 */
export function mapConversionOf(
  line: Record<string, unknown>,
  metresPerUnit = 1,
): MapConversion | null {
  const crs = line.TargetCRS as { Name?: unknown } | null | undefined;
  const code = epsgCodeOf(ifcValue(crs?.Name));
  if (code === null) return null;
  const abscissa = realOf(line.XAxisAbscissa) ?? 1;
  const ordinate = realOf(line.XAxisOrdinate) ?? 0;
  if (abscissa === 0 && ordinate === 0) return null;
  const given = realOf(line.Scale) ?? 1;
  const scale = (given > 0 ? given : 1) / metresPerUnit;
  const factor = (raw: unknown) => {
    const value = realOf(raw);
    return value !== null && value > 0 ? value : 1;
  };
  const [x, y, z] = [factor(line.FactorX), factor(line.FactorY), factor(line.FactorZ)];
  return {
    epsg: code,
    eastings: realOf(line.Eastings) ?? 0,
    northings: realOf(line.Northings) ?? 0,
    height: realOf(line.OrthogonalHeight) ?? 0,
    rotation: (Math.atan2(ordinate, abscissa) * 180) / Math.PI,
    scale: scale * x,
    ...(y !== x || z !== x ? { scaleY: scale * y, scaleZ: scale * z } : {}),
  };
}

/** 'EPSG:25832' (as IfcProjectedCRS and ePSet_ProjectedCRS name a system) to 25832. */
function epsgCodeOf(name: unknown): number | null {
  const code = /^\s*EPSG\s*:\s*(\d{4,6})\s*$/i.exec(String(name ?? ''))?.[1];
  return code ? Number(code) : null;
}

/** A property's value in a set as web-ifc's getPropertySets(…, recursive) answers it. */
function propertyIn(set: Record<string, unknown>, name: string): unknown {
  const members = Array.isArray(set.HasProperties) ? set.HasProperties : [];
  const member = members.find(
    (m: unknown) => ifcValue((m as { Name?: unknown } | null)?.Name) === name,
  ) as { NominalValue?: unknown } | undefined;
  return member?.NominalValue ?? null;
}

/**
 * IFC2X3 has no IfcMapConversion: the georeferencing guidance puts the same values in the
 * property sets ePSet_MapConversion and ePSet_ProjectedCRS of the IfcSite (or IfcProject). Null
 * when either set is missing or names no EPSG system.
 */
export function mapConversionOfPropertySets(
  sets: readonly unknown[],
  metresPerUnit = 1,
): MapConversion | null {
  const named = (name: string) =>
    sets.find(
      (set): set is Record<string, unknown> =>
        typeof set === 'object' &&
        set !== null &&
        String(ifcValue((set as { Name?: unknown }).Name) ?? '').toLowerCase() ===
          name.toLowerCase(),
    );
  const conversion = named('ePSet_MapConversion');
  const crs = named('ePSet_ProjectedCRS');
  if (!conversion || !crs) return null;
  const value = (key: string) => propertyIn(conversion, key);
  return mapConversionOf(
    {
      TargetCRS: { Name: propertyIn(crs, 'Name') },
      Eastings: value('Eastings'),
      Northings: value('Northings'),
      OrthogonalHeight: value('OrthogonalHeight'),
      XAxisAbscissa: value('XAxisAbscissa'),
      XAxisOrdinate: value('XAxisOrdinate'),
      Scale: value('Scale'),
    },
    metresPerUnit,
  );
}

/**
 * The heading of the project's y axis, in degrees clockwise from true north, from a
 * representation context's TrueNorth (the direction of true north in the project's x, y); null
 * when it gives none or north is the y axis itself.
 */
export function trueNorthHeading(
  context: Record<string, unknown> | null | undefined,
): number | null {
  const direction = context?.TrueNorth as { DirectionRatios?: unknown } | null | undefined;
  const ratios = Array.isArray(direction?.DirectionRatios) ? direction.DirectionRatios : [];
  const [x, y] = ratios.map((ratio) => realOf(ratio));
  if (x === null || x === undefined || y === null || y === undefined) return null;
  if (x === 0 && y === 0) return null;
  // North lies atan2(-x, y) left of the y axis, so the y axis lies as much right of north.
  const heading = (Math.atan2(-x, y) * 180) / Math.PI;
  return Math.abs(heading) < 1e-9 ? null : heading;
}
