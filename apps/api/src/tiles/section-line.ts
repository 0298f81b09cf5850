import { geodesicDistance } from './geodesic.js';
import { latToY, lonToX, xToLon, yToLat, type Box } from './tile-math.js';

/**
 * A cross-section line as the user drew it on the (Web Mercator) map: straight between its
 * vertices in EPSG:3857, so the profile follows what the map shows. Distances along it are
 * measured on the WGS84 ellipsoid.
 */
export interface SectionLine {
  /** Vertices in EPSG:3857. */
  xs: number[];
  ys: number[];
  /** Geodesic distance from the start to each vertex, in metres; the last is the length. */
  cumulative: number[];
}

/** Pieces of a segment shorter than this (Mercator metres) are measured as geodesics. */
const MEASURE_PIECE = 2000;
const MAX_MEASURE_PIECES = 2000;

function lonLat(x: number, y: number): [number, number] {
  return [xToLon(x), yToLat(y)];
}

/**
 * The ellipsoidal length of the Mercator-straight line from (ax, ay) to (bx, by): the sum of
 * geodesics over short pieces (a 2 km chord lies within millimetres of the line's length).
 */
function measure(ax: number, ay: number, bx: number, by: number): number {
  const pieces = Math.min(
    MAX_MEASURE_PIECES,
    Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / MEASURE_PIECE)),
  );
  let total = 0;
  let [lon, lat] = lonLat(ax, ay);
  for (let i = 1; i <= pieces; i += 1) {
    const [nextLon, nextLat] = lonLat(ax + ((bx - ax) * i) / pieces, ay + ((by - ay) * i) / pieces);
    total += geodesicDistance(lon, lat, nextLon, nextLat);
    lon = nextLon;
    lat = nextLat;
  }
  return total;
}

export function sectionLine(vertices: readonly (readonly [number, number])[]): SectionLine {
  const xs = vertices.map(([lon]) => lonToX(lon));
  const ys = vertices.map(([, lat]) => latToY(lat));
  const cumulative = [0];
  for (let i = 1; i < xs.length; i += 1) {
    cumulative.push(cumulative[i - 1]! + measure(xs[i - 1]!, ys[i - 1]!, xs[i]!, ys[i]!));
  }
  return { xs, ys, cumulative };
}

export function lengthOf(line: SectionLine): number {
  return line.cumulative[line.cumulative.length - 1]!;
}

/** The part [t0, t1] of the segment from (ax, ay) to (bx, by) inside the box (Liang–Barsky). */
export function clipSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  box: Box,
): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  const edges: [number, number][] = [
    [-dx, ax - box.minX],
    [dx, box.maxX - ax],
    [-dy, ay - box.minY],
    [dy, box.maxY - ay],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return null;
  }
  return [t0, t1];
}

/** How much of the line (Mercator metres) lies inside the box: what sampling it costs. */
export function lengthInside(line: SectionLine, box: Box): number {
  let total = 0;
  for (let i = 1; i < line.xs.length; i += 1) {
    const [ax, ay, bx, by] = [line.xs[i - 1]!, line.ys[i - 1]!, line.xs[i]!, line.ys[i]!];
    const range = clipSegment(ax, ay, bx, by, box);
    if (range) total += (range[1] - range[0]) * Math.hypot(bx - ax, by - ay);
  }
  return total;
}

/**
 * Where to sample: evenly along the line inside the box, at most `step` Mercator metres apart,
 * each point with its distance from the line's start. Between two pieces inside the box a gap
 * marker (x = NaN) stands at the middle distance, so that charts break the profile there.
 */
export interface SamplePoints {
  x: number[];
  y: number[];
  distance: number[];
}

export function samplePoints(line: SectionLine, box: Box, step: number): SamplePoints {
  const out: SamplePoints = { x: [], y: [], distance: [] };
  let lastEnd: { segment: number; t: number; distance: number } | null = null;
  for (let i = 1; i < line.xs.length; i += 1) {
    const [ax, ay, bx, by] = [line.xs[i - 1]!, line.ys[i - 1]!, line.xs[i]!, line.ys[i]!];
    const range = clipSegment(ax, ay, bx, by, box);
    // A segment that only touches the box has nothing inside it to sample.
    if (!range || range[0] >= range[1]) continue;
    const [t0, t1] = range;
    const at = (t: number): [number, number] => [ax + (bx - ax) * t, ay + (by - ay) * t];
    const [sx, sy] = at(t0);
    let distance = line.cumulative[i - 1]! + (t0 > 0 ? measure(ax, ay, sx, sy) : 0);
    const continues = lastEnd && lastEnd.segment === i - 1 && lastEnd.t === 1 && t0 === 0;
    if (lastEnd && !continues) {
      out.x.push(Number.NaN);
      out.y.push(Number.NaN);
      out.distance.push((lastEnd.distance + distance) / 2);
    }
    const n = Math.max(1, Math.ceil(((t1 - t0) * Math.hypot(bx - ax, by - ay)) / step));
    let [px, py] = [sx, sy];
    for (let k = continues ? 1 : 0; k <= n; k += 1) {
      const [x, y] = at(t0 + ((t1 - t0) * k) / n);
      if (k > 0) distance += geodesicDistance(...lonLat(px, py), ...lonLat(x, y));
      out.x.push(x);
      out.y.push(y);
      out.distance.push(distance);
      [px, py] = [x, y];
    }
    lastEnd = { segment: i, t: t1, distance };
  }
  return out;
}
