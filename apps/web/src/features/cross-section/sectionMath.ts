import { lineString } from '@turf/helpers';
import turfLength from '@turf/length';
import type { SectionResponse } from '@waymark/contract';

export type Position = [number, number];

/** The drawn line as the section endpoint takes it: lon,lat;lon,lat;… (7 decimals, ~1 cm). */
export function lineParameter(vertices: readonly Position[]): string {
  return vertices.map(([lon, lat]) => `${lon.toFixed(7)},${lat.toFixed(7)}`).join(';');
}

/** Drops a vertex that repeats the one before (a double-click's second click). */
export function distinctVertices(vertices: readonly Position[]): Position[] {
  return vertices.filter((point, index) => {
    const before = vertices[index - 1];
    return !before || before[0] !== point[0] || before[1] !== point[1];
  });
}

/**
 * The point at `distance` metres along the line whose whole length the server measured as
 * `length` (on the ellipsoid): placed at the same share of the line's length measured here on
 * the sphere, then straight between the two vertices around it.
 */
export function pointAlong(
  vertices: readonly Position[],
  distance: number,
  length: number,
): Position | null {
  const first = vertices[0];
  if (!first) return null;
  if (vertices.length === 1 || length <= 0) return first;
  const parts: number[] = [];
  for (let i = 1; i < vertices.length; i += 1) {
    const from = vertices[i - 1] as Position;
    const to = vertices[i] as Position;
    parts.push(turfLength(lineString([from, to]), { units: 'meters' }));
  }
  const total = parts.reduce((sum, part) => sum + part, 0);
  let wanted = Math.min(Math.max(distance / length, 0), 1) * total;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? 0;
    const from = vertices[i] as Position;
    const to = vertices[i + 1] as Position;
    if (wanted <= part || i === parts.length - 1) {
      const t = part > 0 ? Math.min(wanted / part, 1) : 0;
      return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
    }
    wanted -= part;
  }
  return vertices[vertices.length - 1] ?? null;
}

/** The lowest and highest elevation of all profiles (null without any). */
export function elevationRange(
  section: SectionResponse,
  clouds: readonly { points: readonly (readonly [number, number])[] }[] = [],
): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  const samples = [...section.dtms.map((dtm) => dtm.series), ...clouds.map((c) => c.points)];
  for (const series of samples) {
    for (const [, elevation] of series) {
      if (elevation === null) continue;
      if (elevation < min) min = elevation;
      if (elevation > max) max = elevation;
    }
  }
  return Number.isFinite(min) ? { min, max } : null;
}

/**
 * The elevation axis for a vertical exaggeration: one metre up is drawn `exaggeration` times as
 * long as one metre along, given the plot's size in pixels; centred on the profiles. Without an
 * exaggeration ('fit') the axis spans the profiles with a small margin.
 */
export function elevationAxis(
  range: { min: number; max: number },
  length: number,
  plot: { width: number; height: number },
  exaggeration: number | null,
): [number, number] {
  const middle = (range.min + range.max) / 2;
  if (exaggeration === null || length <= 0 || plot.width <= 0 || plot.height <= 0) {
    const margin = Math.max((range.max - range.min) * 0.05, 0.5);
    return [range.min - margin, range.max + margin];
  }
  const metresPerPixel = length / plot.width;
  const span = (plot.height * metresPerPixel) / exaggeration;
  return [middle - span / 2, middle + span / 2];
}

const csvField = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The profiles as CSV: one row per sample, an empty elevation where the DTM has no data. */
export function sectionCsv(section: SectionResponse): string {
  const rows = ['layer,file,distance_m,elevation_m'];
  for (const dtm of section.dtms) {
    const prefix = `${csvField(dtm.layer_name)},${csvField(dtm.file_name)}`;
    for (const [distance, elevation] of dtm.series) {
      rows.push(
        `${prefix},${Number(distance.toFixed(3))},${elevation === null ? '' : Number(elevation.toFixed(3))}`,
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** A series' name in the legend: its layer, and its file where a layer has several. */
export function seriesName(section: SectionResponse, index: number): string {
  const dtm = section.dtms[index];
  if (!dtm) return '';
  const sameLayer = section.dtms.filter((other) => other.layer_id === dtm.layer_id).length;
  return sameLayer > 1 || section.dtms.length > 1
    ? `${dtm.layer_name} — ${dtm.file_name}`
    : dtm.layer_name;
}
