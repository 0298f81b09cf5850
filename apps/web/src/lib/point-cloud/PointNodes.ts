import { BufferAttribute, BufferGeometry, Points, type Object3D, type PointsMaterial } from 'three';
import type { DecodedPoints } from './decodePoints.js';
import { ROOT_KEY } from './octree.js';

interface LoadedNode {
  points: Points;
  data: DecodedPoints;
  lastShown: number;
}

/** The decoded nodes of a cloud as three.js points: shown, hidden, recoloured and freed. */
export class PointNodes {
  private readonly nodes = new Map<string, LoadedNode>();
  private tick = 0;

  constructor(
    private readonly scene: Object3D,
    private readonly material: PointsMaterial,
    private readonly colours: (data: DecodedPoints) => Uint8Array,
  ) {}

  has(key: string): boolean {
    return this.nodes.has(key);
  }

  /** Adds a decoded node, hidden until the level of detail wants it. */
  add(key: string, data: DecodedPoints): void {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(data.positions, 3));
    geometry.setAttribute('color', new BufferAttribute(this.colours(data), 3, true));
    geometry.computeBoundingSphere();
    const points = new Points(geometry, this.material);
    points.visible = false;
    this.scene.add(points);
    this.nodes.set(key, { points, data, lastShown: this.tick });
  }

  /** Colours every node again (the colour mode changed). */
  recolour(): void {
    for (const { points, data } of this.nodes.values()) {
      points.geometry.setAttribute('color', new BufferAttribute(this.colours(data), 3, true));
    }
  }

  /** Shows exactly the wanted nodes; answers the points drawn. */
  show(wanted: ReadonlySet<string>): number {
    this.tick += 1;
    let drawn = 0;
    for (const [key, node] of this.nodes) {
      node.points.visible = wanted.has(key);
      if (!node.points.visible) continue;
      node.lastShown = this.tick;
      drawn += node.data.count;
    }
    return drawn;
  }

  /** Frees the nodes shown longest ago once the hidden ones hold more than `spare` points. */
  evict(spare: number): void {
    let hidden = 0;
    const candidates = [...this.nodes.entries()]
      .filter(([key, node]) => key !== ROOT_KEY && !node.points.visible)
      .sort(([, a], [, b]) => b.lastShown - a.lastShown);
    for (const [key, node] of candidates) {
      hidden += node.data.count;
      if (hidden <= spare) continue;
      this.scene.remove(node.points);
      node.points.geometry.dispose();
      this.nodes.delete(key);
    }
  }

  dispose(): void {
    for (const node of this.nodes.values()) node.points.geometry.dispose();
    this.nodes.clear();
  }
}
