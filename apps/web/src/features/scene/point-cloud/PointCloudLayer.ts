import type { CustomRenderMethodInput } from 'maplibre-gl';
import { Matrix4, Points, Scene, Vector3 } from 'three';
import type { ScenePick } from '../../../map/scenePicks.js';
import { lngLatHeightOf } from '../../../map/three/scenePoint.js';
import type { ColourMode } from '../../../lib/point-cloud/colourModes.js';
import type { CopcSource } from '../../../lib/point-cloud/copcSource.js';
import type { Bounds } from '../../../lib/point-cloud/octree.js';
import { lodCameraOfMatrix } from '../../../lib/point-cloud/lodCamera.js';
import type { PointDecoder } from '../../../lib/point-cloud/pointDecoder.js';
import {
  PointCloudStream,
  type PointCloudStats,
} from '../../../lib/point-cloud/PointCloudStream.js';
import { ThreeOnMapLayer } from '../../../map/three/ThreeOnMapLayer.js';
import { withExaggeration, type CloudPlacement } from './cloudPlacement.js';
import { mercatorLine, pointsAlong } from './pointsAlong.js';

export const POINT_CLOUD_LAYER_ID = 'waymark-point-clouds';

/** How near the pointer (CSS pixels) a drawn point must be to be picked. */
const PICK_PIXELS = 6;

interface PlacedCloud {
  scene: Scene;
  stream: PointCloudStream;
  placement: CloudPlacement;
  /** The map's camera times the placement, as last drawn: the level of detail's camera. */
  combined: Matrix4;
}

export interface PointCloudLayerEvents {
  onStats(key: string, stats: PointCloudStats): void;
  onError(key: string, error: unknown): void;
  /** The map's WebGL context is not WebGL 2, which three.js needs. */
  onNoWebGl2(): void;
}

/**
 * The scene's point clouds as one three.js layer on the map (see ThreeOnMapLayer): each cloud
 * gets its own projection, the map's camera times its placement.
 */
export class PointCloudLayer extends ThreeOnMapLayer {
  readonly id = POINT_CLOUD_LAYER_ID;
  private readonly clouds = new Map<string, PlacedCloud>();
  /** The map's matrix of the frame before: no allocation per frame to tell a moved camera. */
  private readonly previous = new Matrix4();
  private fovDegrees = 36.87;
  private exaggeration = 1;
  private shown = true;

  constructor(
    private readonly decoder: PointDecoder,
    private readonly events: PointCloudLayerEvents,
  ) {
    super(() => events.onNoWebGl2());
  }

  override onRemove(): void {
    for (const key of [...this.clouds.keys()]) this.remove(key);
    super.onRemove();
  }

  /** Streams a cloud into the scene; its budget is its share of the scene's. */
  add(
    key: string,
    source: CopcSource,
    placement: CloudPlacement,
    options: {
      mode: ColourMode;
      pointSize: number;
      budget: number;
      keep?: (bounds: Bounds) => boolean;
    },
  ): PointCloudStream {
    const scene = new Scene();
    const cloud: PlacedCloud = {
      scene,
      placement,
      combined: new Matrix4(),
      stream: new PointCloudStream(
        source,
        this.decoder,
        {
          parent: scene,
          camera: () => this.lodCamera(cloud),
          requestRender: () => this.map?.triggerRepaint(),
        },
        {
          ...options,
          onStats: (stats) => this.events.onStats(key, stats),
          onError: (error) => this.events.onError(key, error),
        },
      ),
    };
    this.clouds.set(key, cloud);
    this.combine(cloud);
    return cloud.stream;
  }

  remove(key: string): void {
    this.clouds.get(key)?.stream.dispose();
    this.clouds.delete(key);
    this.map?.triggerRepaint();
  }

  setExaggeration(exaggeration: number): void {
    this.exaggeration = exaggeration;
    this.changed();
  }

  setMode(mode: ColourMode): void {
    for (const cloud of this.clouds.values()) cloud.stream.setMode(mode);
  }

  setPointSize(size: number): void {
    for (const cloud of this.clouds.values()) cloud.stream.setPointSize(size);
  }

  setShown(shown: boolean): void {
    this.shown = shown;
    this.map?.triggerRepaint();
  }

  render(gl: WebGLRenderingContext | WebGL2RenderingContext, options: CustomRenderMethodInput) {
    this.previous.copy(this.mapMatrix);
    this.readMapMatrix(options);
    this.fovDegrees = (options.fov * 180) / Math.PI;
    if (!this.previous.equals(this.mapMatrix)) this.changed();
    if (!this.shown) return;
    for (const cloud of this.clouds.values()) this.draw(gl, cloud.scene, cloud.combined);
  }

  /**
   * The front-most drawn point within a few pixels of a point of the canvas, for tools that
   * pick in 3D: each shown node's points projected with its cloud's matrix, on the CPU.
   */
  pickPoint(x: number, y: number): ScenePick | null {
    const canvas = this.map?.getCanvas();
    if (!canvas || !this.shown) return null;
    const [width, height] = [canvas.clientWidth, canvas.clientHeight];
    let best: { depth: number; cloud: PlacedCloud; at: Vector3 } | null = null;
    for (const cloud of this.clouds.values()) {
      const m = cloud.combined.elements;
      cloud.scene.traverse((node) => {
        if (!(node instanceof Points) || !node.visible) return;
        const positions = node.geometry.getAttribute('position').array;
        for (let i = 0; i < positions.length; i += 3) {
          const [px, py, pz] = [positions[i]!, positions[i + 1]!, positions[i + 2]!];
          const w = m[3]! * px + m[7]! * py + m[11]! * pz + m[15]!;
          if (w <= 0) continue;
          const sx = (((m[0]! * px + m[4]! * py + m[8]! * pz + m[12]!) / w + 1) / 2) * width;
          const sy = ((1 - (m[1]! * px + m[5]! * py + m[9]! * pz + m[13]!) / w) / 2) * height;
          if ((sx - x) ** 2 + (sy - y) ** 2 > PICK_PIXELS ** 2) continue;
          const depth = (m[2]! * px + m[6]! * py + m[10]! * pz + m[14]!) / w;
          if (best && depth >= best.depth) continue;
          best = { depth, cloud, at: new Vector3(px, py, pz) };
        }
      });
    }
    if (!best) return null;
    const { depth, cloud, at } = best as { depth: number; cloud: PlacedCloud; at: Vector3 };
    const placement = new Matrix4().fromArray(withExaggeration(cloud.placement, this.exaggeration));
    const mercator = at.applyMatrix4(placement);
    return { ...lngLatHeightOf(mercator, this.exaggeration), on: 'points', depth };
  }

  /**
   * Each cloud's shown points within `corridor` metres of a section line (longitude, latitude
   * vertices): their distances along it and heights, by cloud key.
   */
  pointsAlong(
    line: readonly (readonly [number, number])[],
    corridor: number,
  ): Map<string, [number, number][]> {
    const mercator = mercatorLine(line);
    const found = new Map<string, [number, number][]>();
    for (const [key, cloud] of this.clouds) {
      const nodes: Points[] = [];
      cloud.scene.traverse((node) => {
        if (node instanceof Points && node.visible) nodes.push(node);
      });
      const placement = new Matrix4().fromArray(withExaggeration(cloud.placement, 1));
      found.set(key, pointsAlong(nodes, placement, mercator, corridor));
    }
    return found;
  }

  /** The map's camera or the exaggeration changed: new matrices, and the detail chosen anew. */
  private changed() {
    for (const cloud of this.clouds.values()) {
      this.combine(cloud);
      cloud.stream.scheduleUpdate();
    }
  }

  private combine(cloud: PlacedCloud) {
    const placement = new Matrix4().fromArray(withExaggeration(cloud.placement, this.exaggeration));
    cloud.combined.multiplyMatrices(this.mapMatrix, placement);
  }

  private lodCamera(cloud: PlacedCloud) {
    const height = this.map?.getCanvas().clientHeight ?? 600;
    return lodCameraOfMatrix(cloud.combined, height, this.fovDegrees);
  }
}
