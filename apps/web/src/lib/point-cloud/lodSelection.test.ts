import { describe, expect, it } from 'vitest';
import { childKeys, nodeBounds, parseKey, ROOT_KEY, type Cube } from './octree.js';
import {
  pixelsPerRadian,
  projectedGap,
  selectNodes,
  type LodInput,
  type Plane,
} from './lodSelection.js';

// A 256 m cube with the origin at its centre, root spacing 2 m.
const CUBE: Cube = [-128, -128, -128, 128, 128, 128];
const SPACING = 2;

/** Every node down to `depth`, 1000 points each. */
function fullTree(depth: number): Map<string, number> {
  const nodes = new Map<string, number>();
  const add = (key: string) => {
    nodes.set(key, 1000);
    if (parseKey(key).depth < depth) childKeys(key).forEach(add);
  };
  add(ROOT_KEY);
  return nodes;
}

const input = (over: Partial<LodInput>): LodInput => ({
  cube: CUBE,
  spacing: SPACING,
  nodes: fullTree(3),
  pages: new Set(),
  camera: { position: [0, 0, 5000], pixelsPerRadian: pixelsPerRadian(800, 50) },
  budget: 2_000_000,
  ...over,
});

describe('octree keys', () => {
  it('names the eight children and their boxes', () => {
    expect(childKeys('1-1-0-1')).toEqual([
      '2-2-0-2',
      '2-3-0-2',
      '2-2-1-2',
      '2-3-1-2',
      '2-2-0-3',
      '2-3-0-3',
      '2-2-1-3',
      '2-3-1-3',
    ]);
    expect(nodeBounds(CUBE, '1-1-0-1')).toEqual({ min: [0, -128, 0], max: [128, 0, 128] });
    expect(nodeBounds(CUBE, '2-3-3-3')).toEqual({ min: [64, 64, 64], max: [128, 128, 128] });
  });
});

describe('selectNodes (level of detail by screen-space error)', () => {
  it('draws only the root from far away', () => {
    const selection = selectNodes(input({}));
    expect(selection.nodes).toEqual([ROOT_KEY]);
    expect(selection.points).toBe(1000);
    expect(selection.capped).toBe(false);
  });

  it('refines more as the camera comes closer', () => {
    const far = selectNodes(input({ camera: { position: [0, 0, 2000], pixelsPerRadian: 858 } }));
    const near = selectNodes(input({ camera: { position: [0, 0, 300], pixelsPerRadian: 858 } }));
    expect(near.nodes.length).toBeGreaterThan(far.nodes.length);
    expect(Math.max(...near.nodes.map((k) => parseKey(k).depth))).toBeGreaterThan(
      Math.max(...far.nodes.map((k) => parseKey(k).depth)),
    );
  });

  it('gives the nodes near the camera more detail than those far from it', () => {
    const camera = { position: [120, 120, 120] as const, pixelsPerRadian: 858 };
    const selection = selectNodes(input({ camera, maxGap: 4 }));
    const deep = selection.nodes.filter((k) => parseKey(k).depth === 3);
    expect(deep).toContain('3-7-7-7');
    expect(deep).not.toContain('3-0-0-0');
    // The most needed first: the root, then the node by the camera before the far corner.
    expect(selection.nodes[0]).toBe(ROOT_KEY);
    expect(selection.nodes.indexOf('1-1-1-1')).toBeLessThan(selection.nodes.indexOf('1-0-0-0'));
  });

  it('is a pure function of the camera and the nodes', () => {
    const camera = { position: [50, -20, 80] as const, pixelsPerRadian: 858 };
    expect(selectNodes(input({ camera }))).toEqual(selectNodes(input({ camera })));
  });

  it('stops at the point budget', () => {
    const camera = { position: [0, 0, 0] as const, pixelsPerRadian: 858 };
    const unlimited = selectNodes(input({ camera }));
    expect(unlimited.points).toBeGreaterThan(5000);
    const capped = selectNodes(input({ camera, budget: 5000 }));
    expect(capped.points).toBeLessThanOrEqual(5000);
    expect(capped.nodes).toHaveLength(5);
    expect(capped.capped).toBe(true);
  });

  it('leaves out nodes outside the view frustum', () => {
    // Only x < -100 is in view (-x - 100 >= 0); spheres are tested, so conservatively.
    const frustum: Plane[] = [[-1, 0, 0, -100]];
    const camera = { position: [0, 0, 0] as const, pixelsPerRadian: 858, frustum };
    const selection = selectNodes(input({ camera }));
    const ones = selection.nodes.filter((k) => parseKey(k).depth === 1);
    expect(ones.length).toBe(4);
    expect(ones.every((k) => parseKey(k).x === 0)).toBe(true);
  });

  it('asks for the hierarchy pages the walk reaches', () => {
    const nodes = new Map([[ROOT_KEY, 1000]]);
    const pages = new Set(['1-0-0-0', '1-1-1-1']);
    const camera = { position: [0, 0, 0] as const, pixelsPerRadian: 858 };
    const selection = selectNodes(input({ nodes, pages, camera }));
    expect(selection.nodes).toEqual([ROOT_KEY]);
    expect(selection.pages.sort()).toEqual(['1-0-0-0', '1-1-1-1']);
  });

  it('measures the gap in pixels from the spacing, depth and distance', () => {
    const camera = { position: [0, 0, 1000 + Math.sqrt(3) * 128] as const, pixelsPerRadian: 1000 };
    expect(projectedGap(CUBE, SPACING, ROOT_KEY, camera)).toBeCloseTo(2, 5);
    expect(pixelsPerRadian(800, 90)).toBeCloseTo(400, 5);
  });

  it('never reaches a node it may not keep, nor what lies below it', () => {
    const close = { position: [0, 0, 20] as const, pixelsPerRadian: pixelsPerRadian(800, 50) };
    // Only the western half (x < 0) may be read, as a share's bounds would allow.
    const selection = selectNodes(input({ camera: close, keep: (b) => b.min[0] < 0 }));
    expect(selection.nodes.length).toBeGreaterThan(1);
    expect(selection.nodes).toContain(ROOT_KEY);
    for (const key of selection.nodes.filter((k) => k !== ROOT_KEY)) {
      expect(nodeBounds(CUBE, key).min[0], key).toBeLessThan(0);
    }
  });
});
