import { Las, type View } from 'copc';
import type { LazPerf } from 'laz-perf';
import type { Vec3 } from './octree.js';
import type { PointAttributes } from './colourModes.js';

/** A node's compressed points and what is needed to read them (no DOM: runs in a worker). */
export interface DecodeRequest {
  compressed: Uint8Array;
  pointCount: number;
  header: Las.Extractor.PartialHeader;
  eb: Las.ExtraBytes[];
  /** Subtracted from every position: float32 keeps ~7 digits, survey coordinates need more. */
  origin: Vec3;
}

export interface DecodedPoints extends PointAttributes {
  /** x, y, z relative to the origin, three per point. */
  positions: Float32Array;
}

/** The typed arrays of a point view (pure: testable with a stand-in view). */
export function pointsOfView(view: View, origin: Vec3): DecodedPoints {
  const count = view.pointCount;
  const has = (name: string) => name in view.dimensions;
  const x = view.getter('X');
  const y = view.getter('Y');
  const z = view.getter('Z');
  const positions = new Float32Array(count * 3);
  const elevation = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    const zi = z(i);
    positions[i * 3] = x(i) - origin[0];
    positions[i * 3 + 1] = y(i) - origin[1];
    positions[i * 3 + 2] = zi - origin[2];
    elevation[i] = zi;
  }
  let rgb: Uint16Array | null = null;
  if (has('Red') && has('Green') && has('Blue')) {
    const [r, g, b] = [view.getter('Red'), view.getter('Green'), view.getter('Blue')];
    rgb = new Uint16Array(count * 3);
    for (let i = 0; i < count; i++) {
      rgb[i * 3] = r(i);
      rgb[i * 3 + 1] = g(i);
      rgb[i * 3 + 2] = b(i);
    }
  }
  const column = <T extends Uint16Array | Uint8Array>(name: string, array: T): T | null => {
    if (!has(name)) return null;
    const get = view.getter(name);
    for (let i = 0; i < count; i++) array[i] = get(i);
    return array;
  };
  return {
    count,
    positions,
    elevation,
    rgb,
    intensity: column('Intensity', new Uint16Array(count)),
    classification: column('Classification', new Uint8Array(count)),
  };
}

/** Decompresses a node's chunk with laz-perf and reads its points. */
export async function decodePoints(
  request: DecodeRequest,
  lazPerf: LazPerf,
): Promise<DecodedPoints> {
  const { pointDataRecordFormat, pointDataRecordLength } = request.header;
  const buffer = await Las.PointData.decompressChunk(
    request.compressed,
    { pointCount: request.pointCount, pointDataRecordFormat, pointDataRecordLength },
    lazPerf,
  );
  return pointsOfView(Las.View.create(buffer, request.header, request.eb), request.origin);
}

/** The arrays to hand over (not copy) between a worker and the page. */
export function transferablesOf(points: DecodedPoints): ArrayBuffer[] {
  return [points.positions, points.elevation, points.rgb, points.intensity, points.classification]
    .filter((array) => array !== null)
    .map((array) => array.buffer as ArrayBuffer);
}
