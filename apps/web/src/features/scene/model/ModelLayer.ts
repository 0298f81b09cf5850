import type {
  CustomLayerInterface,
  CustomRenderMethodInput,
  Map as MapLibreMap,
} from 'maplibre-gl';
import {
  AmbientLight,
  Camera,
  DirectionalLight,
  Matrix4,
  Raycaster,
  Scene,
  Vector3,
  WebGLRenderer,
  type Object3D,
} from 'three';
import { placeModel, type ModelPlace } from './modelPlacement.js';

export const MODEL_LAYER_ID = 'waymark-models';

interface PlacedModel {
  scene: Scene;
  place: ModelPlace;
  /** The placement at the present exaggeration. */
  placement: Matrix4;
  /** The map's camera times the placement, as last drawn. */
  combined: Matrix4;
}

/** What a click met: the model's key and the mesh hit. */
export interface ModelHit {
  key: string;
  object: Object3D;
  /** Depth in clip space: the nearest of several models' hits wins. */
  depth: number;
}

/**
 * The scene's 3D models as one MapLibre custom layer: three.js in the map's own WebGL context
 * and depth buffer, so the terrain hides what lies behind it. Like the point clouds, each model
 * gets the map's camera times its placement, multiplied in double precision here.
 */
export class ModelLayer implements CustomLayerInterface {
  readonly id = MODEL_LAYER_ID;
  readonly type = 'custom' as const;
  readonly renderingMode = '3d' as const;
  private map: MapLibreMap | null = null;
  private renderer: WebGLRenderer | null = null;
  private readonly camera = new Camera();
  private readonly models = new Map<string, PlacedModel>();
  private readonly mapMatrix = new Matrix4();
  private exaggeration = 1;

  constructor(private readonly onNoWebGl2: () => void) {}

  onAdd(map: MapLibreMap, gl: WebGLRenderingContext | WebGL2RenderingContext): void {
    this.map = map;
    if (typeof WebGL2RenderingContext === 'undefined' || !(gl instanceof WebGL2RenderingContext)) {
      this.onNoWebGl2();
      return;
    }
    this.renderer = new WebGLRenderer({ canvas: map.getCanvas(), context: gl });
    this.renderer.autoClear = false;
  }

  onRemove(): void {
    this.models.clear();
    // The context is the map's: three.js lets go of its own resources, not of the context.
    this.renderer?.dispose();
    this.renderer = null;
    this.map = null;
  }

  /** Stands a model (metres, y up) at its place. */
  add(key: string, model: Object3D, place: ModelPlace): void {
    const scene = new Scene();
    // Daylight from the south-east and above, and enough ambient light to read the shaded sides.
    scene.add(new AmbientLight(0xffffff, 1.2));
    const sun = new DirectionalLight(0xffffff, 1.8);
    sun.position.set(0.5, 1, 0.7);
    scene.add(sun, model);
    const placed: PlacedModel = {
      scene,
      place,
      placement: placeModel(place, this.exaggeration),
      combined: new Matrix4(),
    };
    this.models.set(key, placed);
    this.map?.triggerRepaint();
  }

  remove(key: string): void {
    this.models.delete(key);
    this.map?.triggerRepaint();
  }

  setExaggeration(exaggeration: number): void {
    this.exaggeration = exaggeration;
    for (const model of this.models.values()) {
      model.placement = placeModel(model.place, exaggeration);
    }
    this.map?.triggerRepaint();
  }

  render(gl: WebGLRenderingContext | WebGL2RenderingContext, options: CustomRenderMethodInput) {
    // MapLibre's matrix for custom layers in mercator units, in double precision.
    this.mapMatrix.fromArray(
      options.defaultProjectionData.mainMatrix as ArrayLike<number> as number[],
    );
    if (!this.renderer) return;
    this.renderer.setViewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
    for (const model of this.models.values()) {
      model.combined.multiplyMatrices(this.mapMatrix, model.placement);
      this.camera.projectionMatrix.copy(model.combined);
      this.camera.projectionMatrixInverse.copy(model.combined).invert();
      this.renderer.resetState();
      this.renderer.render(model.scene, this.camera);
    }
  }

  /**
   * The nearest model mesh under a point of the map's canvas (CSS pixels): a ray from the
   * point's near to its far plane, taken back through each model's combined matrix.
   */
  pick(x: number, y: number): ModelHit | null {
    const canvas = this.map?.getCanvas();
    if (!canvas) return null;
    const ndcX = (x / canvas.clientWidth) * 2 - 1;
    const ndcY = 1 - (y / canvas.clientHeight) * 2;
    const raycaster = new Raycaster();
    let best: ModelHit | null = null;
    for (const [key, model] of this.models) {
      const inverse = model.combined.clone().invert();
      const near = new Vector3(ndcX, ndcY, -1).applyMatrix4(inverse);
      const far = new Vector3(ndcX, ndcY, 1).applyMatrix4(inverse);
      raycaster.set(near, far.sub(near).normalize());
      const [hit] = raycaster.intersectObjects(model.scene.children, true);
      if (!hit) continue;
      const depth = hit.point.clone().applyMatrix4(model.combined).z;
      if (!best || depth < best.depth) best = { key, object: hit.object, depth };
    }
    return best;
  }
}
