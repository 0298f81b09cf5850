/** A point or a size in a cloud's own coordinates. */
export type Vec3 = readonly [number, number, number];

/** COPC's cube: [minX, minY, minZ, maxX, maxY, maxZ]. */
export type Cube = readonly [number, number, number, number, number, number];

export interface NodeKey {
  depth: number;
  x: number;
  y: number;
  z: number;
}

export const ROOT_KEY = '0-0-0-0';

/** 'D-X-Y-Z', COPC's name of an octree node. */
export function parseKey(key: string): NodeKey {
  const [depth = 0, x = 0, y = 0, z = 0] = key.split('-').map(Number);
  return { depth, x, y, z };
}

export const keyOf = ({ depth, x, y, z }: NodeKey) => `${depth}-${x}-${y}-${z}`;

/** The eight children of a node. */
export function childKeys(key: string): string[] {
  const { depth, x, y, z } = parseKey(key);
  const children: string[] = [];
  for (let i = 0; i < 8; i++) {
    children.push(
      keyOf({
        depth: depth + 1,
        x: x * 2 + (i & 1),
        y: y * 2 + ((i >> 1) & 1),
        z: z * 2 + (i >> 2),
      }),
    );
  }
  return children;
}

export interface Bounds {
  min: Vec3;
  max: Vec3;
}

/** The box a node covers: the cube halved `depth` times. */
export function nodeBounds(cube: Cube, key: string): Bounds {
  const { depth, x, y, z } = parseKey(key);
  const size = (cube[3] - cube[0]) / 2 ** depth;
  const min: Vec3 = [cube[0] + x * size, cube[1] + y * size, cube[2] + z * size];
  return { min, max: [min[0] + size, min[1] + size, min[2] + size] };
}

/** The sphere around a box: its centre and radius. */
export function boundingSphere({ min, max }: Bounds): { center: Vec3; radius: number } {
  const center: Vec3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
  return { center, radius: Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]) / 2 };
}
