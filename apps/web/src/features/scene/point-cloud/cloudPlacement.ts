import { MercatorCoordinate } from 'maplibre-gl';
import proj4 from 'proj4';
import type { Vec3 } from '../../../lib/point-cloud/octree.js';

/** Where a cloud stands in the map: MapLibre's mercator units from the cloud's coordinates. */
export interface CloudPlacement {
  /**
   * Column-major 4×4 (three.js and MapLibre order) from the cloud's coordinates less its
   * origin to mercator units, heights at ×1; `withExaggeration` scales them.
   */
  matrix: readonly number[];
  /** Mercator units per unit of the file's heights. */
  heightScale: number;
  /** The cloud's footprint in longitude and latitude: [west, south, east, north]. */
  bounds: [number, number, number, number];
  /** The vertical datum the file names, or null when it names none. */
  verticalDatum: string | null;
}

/** The file's CRS cannot be read or does not transform to longitude and latitude. */
export class PlacementError extends Error {}

/**
 * The horizontal CRS of a compound one (COMPD_CS / COMPOUNDCRS), which proj4 does not read:
 * its first PROJCS, GEOGCS, PROJCRS or GEOGCRS, brackets balanced; any other WKT as it is.
 */
export function horizontalWkt(wkt: string): string {
  if (!/^\s*(COMPD_CS|COMPOUNDCRS)\s*\[/i.test(wkt)) return wkt;
  const start = wkt.search(/(PROJCS|GEOGCS|PROJCRS|GEOGCRS|GEODCRS)\s*\[/i);
  if (start < 0) return wkt;
  let depth = 0;
  for (let i = wkt.indexOf('[', start); i < wkt.length; i += 1) {
    if (wkt[i] === '[') depth += 1;
    else if (wkt[i] === ']' && (depth -= 1) === 0) return wkt.slice(start, i + 1);
  }
  return wkt;
}

/** Metres per unit of the file's heights: its vertical CRS's unit, else its horizontal one. */
function heightUnit(wkt: string, horizontalToMeter: number | undefined): number {
  const vertical = /VERT_?CS\s*\[[\s\S]*?UNIT\s*\[\s*"[^"]*"\s*,\s*([0-9.eE+-]+)/.exec(wkt);
  const factor = vertical ? Number(vertical[1]) : (horizontalToMeter ?? 1);
  return Number.isFinite(factor) && factor > 0 ? factor : 1;
}

function verticalDatumOf(wkt: string): string | null {
  return (
    /VERT_?CS\s*\[\s*"([^"]+)"/.exec(wkt)?.[1] ?? /VERTCRS\s*\[\s*"([^"]+)"/.exec(wkt)?.[1] ?? null
  );
}

/**
 * The placement of a cloud of the given CRS (its WKT), centre and half-size: an affine map
 * fitted at the centre (central differences over half the cloud): exact for a Web Mercator
 * file; in a conformal projection its error grows with the square of the distance from the
 * centre, 6 cm at 870 m for the demo site's Lambert in feet.
 * Heights stay as the file has them, in metres, over the map's ellipsoid like the terrain's.
 */
export function placeCloud(wkt: string, origin: Vec3, halfSize: Vec3): CloudPlacement {
  let toLngLat: (xy: [number, number]) => [number, number];
  let toMeter: number | undefined;
  try {
    const horizontal = horizontalWkt(wkt);
    const converter = proj4(horizontal, 'EPSG:4326');
    toLngLat = (xy) => converter.forward(xy) as [number, number];
    toMeter = (new proj4.Proj(horizontal) as { to_meter?: number }).to_meter;
  } catch (error) {
    throw new PlacementError(String(error));
  }
  const mercator = (dx: number, dy: number) => {
    const [lng, lat] = toLngLat([origin[0] + dx, origin[1] + dy]);
    if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lat) > 85.06) {
      throw new PlacementError(`(${origin[0] + dx}, ${origin[1] + dy}) has no place on the map`);
    }
    return MercatorCoordinate.fromLngLat([lng, lat], 0);
  };
  const hx = Math.max(halfSize[0] / 2, 1e-6);
  const hy = Math.max(halfSize[1] / 2, 1e-6);
  const centre = mercator(0, 0);
  const [east, west, north, south] = [
    mercator(hx, 0),
    mercator(-hx, 0),
    mercator(0, hy),
    mercator(0, -hy),
  ];
  const dxX = (east.x - west.x) / (2 * hx);
  const dxY = (east.y - west.y) / (2 * hx);
  const dyX = (north.x - south.x) / (2 * hy);
  const dyY = (north.y - south.y) / (2 * hy);
  const heightScale = heightUnit(wkt, toMeter) * centre.meterInMercatorCoordinateUnits();
  const corners = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sy]) => toLngLat([origin[0] + sx! * halfSize[0], origin[1] + sy! * halfSize[1]]));
  const lngs = corners.map((c) => c[0]);
  const lats = corners.map((c) => c[1]);
  return {
    // prettier-ignore
    matrix: [
      dxX, dxY, 0, 0,
      dyX, dyY, 0, 0,
      0, 0, heightScale, 0,
      centre.x, centre.y, origin[2] * heightScale, 1,
    ],
    heightScale,
    bounds: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
    verticalDatum: verticalDatumOf(wkt),
  };
}

/** The placement's matrix with its heights scaled as the terrain's are. */
export function withExaggeration(placement: CloudPlacement, exaggeration: number): number[] {
  const matrix = [...placement.matrix];
  matrix[10] = placement.heightScale * exaggeration;
  matrix[14] = matrix[14]! * exaggeration;
  return matrix;
}

/**
 * The longitude / latitude box, [west, south, east, north], of a box in the cloud's
 * coordinates less its origin, as the placement puts it on the map.
 */
export function footprintOf(
  placement: CloudPlacement,
  { min, max }: { min: Vec3; max: Vec3 },
): [number, number, number, number] {
  const m = placement.matrix;
  const corners = [
    [min[0], min[1]],
    [max[0], min[1]],
    [max[0], max[1]],
    [min[0], max[1]],
  ].map(([x, y]) =>
    new MercatorCoordinate(
      m[0]! * x! + m[4]! * y! + m[12]!,
      m[1]! * x! + m[5]! * y! + m[13]!,
    ).toLngLat(),
  );
  const lngs = corners.map((c) => c.lng);
  const lats = corners.map((c) => c.lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
