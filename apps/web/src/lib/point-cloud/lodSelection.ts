import type { Vec3 } from './octree.js';
import {
  boundingSphere,
  childKeys,
  nodeBounds,
  ROOT_KEY,
  type Bounds,
  type Cube,
} from './octree.js';

/** A plane a·x + b·y + c·z + d = 0 whose positive side is inside the view. */
export type Plane = readonly [number, number, number, number];

export interface LodCamera {
  position: Vec3;
  /** Pixels per unit of length at distance 1: screen height / (2 · tan(vertical fov / 2)). */
  pixelsPerRadian: number;
  /** The view frustum's planes; none means everything is in view. */
  frustum?: readonly Plane[];
}

export interface LodInput {
  cube: Cube;
  /** COPC's spacing: the distance between points of the root node. */
  spacing: number;
  /** The known nodes and their point counts. */
  nodes: ReadonlyMap<string, number>;
  /** Nodes whose hierarchy is in a page not read yet. */
  pages: ReadonlySet<string>;
  camera: LodCamera;
  /** At most this many points in all. */
  budget: number;
  /** A node is refined while its points project further apart than this (pixels). */
  maxGap?: number;
  /** Whether a node below the root may be read at all (a share's bounds); all when absent. */
  keep?(bounds: Bounds): boolean;
}

export interface LodSelection {
  /** The nodes to draw, the most needed first. */
  nodes: string[];
  points: number;
  /** Hierarchy pages to read: the traversal reached them and wants what is below. */
  pages: string[];
  /** Whether the budget, not the needed detail, ended the selection. */
  capped: boolean;
}

export const DEFAULT_MAX_GAP = 2;

function insideFrustum(center: Vec3, radius: number, frustum: readonly Plane[] = []): boolean {
  return frustum.every(
    ([a, b, c, d]) => a * center[0] + b * center[1] + c * center[2] + d >= -radius,
  );
}

/**
 * The screen-space error of a node: how far apart, in pixels, its points appear from the
 * camera. Its spacing halves with each level; inside the node's sphere the distance is taken
 * as a tenth of the radius, so a camera within a node still refines it.
 */
export function projectedGap(cube: Cube, spacing: number, key: string, camera: LodCamera): number {
  const { center, radius } = boundingSphere(nodeBounds(cube, key));
  const depth = Number(key.split('-')[0]);
  const [px, py, pz] = camera.position;
  const toCenter = Math.hypot(center[0] - px, center[1] - py, center[2] - pz);
  const distance = Math.max(toCenter - radius, radius / 10);
  return ((spacing / 2 ** depth) * camera.pixelsPerRadian) / distance;
}

/**
 * Level of detail by screen-space error: from the root, the node whose points appear furthest
 * apart on screen is refined first, nodes out of view are skipped, and the walk ends when the
 * detail is enough everywhere or the next node would pass the point budget. A pure function
 * of the camera and the nodes' bounds, run again whenever the camera moves or pages arrive.
 */
export function selectNodes(input: LodInput): LodSelection {
  const { cube, spacing, nodes, pages, camera, budget } = input;
  const maxGap = input.maxGap ?? DEFAULT_MAX_GAP;
  const selected: string[] = [];
  const neededPages: string[] = [];
  let points = 0;
  let capped = false;
  // A small array kept sorted is enough: the walk visits at most a few thousand nodes.
  const queue: { key: string; gap: number }[] = [];
  const visit = (key: string) => {
    const bounds = nodeBounds(cube, key);
    if (key !== ROOT_KEY && input.keep && !input.keep(bounds)) return;
    const { center, radius } = boundingSphere(bounds);
    if (!insideFrustum(center, radius, camera.frustum)) return;
    if (pages.has(key) && !nodes.has(key)) {
      neededPages.push(key);
      return;
    }
    if (!nodes.has(key)) return;
    const gap = projectedGap(cube, spacing, key, camera);
    const at = queue.findIndex((entry) => entry.gap < gap);
    queue.splice(at < 0 ? queue.length : at, 0, { key, gap });
  };
  visit(ROOT_KEY);
  while (queue.length > 0) {
    const { key } = queue.shift()!;
    const count = nodes.get(key) ?? 0;
    if (points + count > budget) {
      capped = true;
      // Other nodes may still fit; smaller ones further down the queue are tried.
      continue;
    }
    selected.push(key);
    points += count;
    // The node's own points are far enough apart on screen to want its children's detail.
    if (projectedGap(cube, spacing, key, camera) > maxGap) {
      for (const child of childKeys(key)) visit(child);
    }
  }
  return { nodes: selected, points, pages: neededPages, capped };
}

/** The pixels per radian of a perspective camera. */
export function pixelsPerRadian(screenHeight: number, verticalFovDegrees: number): number {
  return screenHeight / (2 * Math.tan((verticalFovDegrees * Math.PI) / 360));
}
