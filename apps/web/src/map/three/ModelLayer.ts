import type { CustomRenderMethodInput } from 'maplibre-gl';
import {
  AmbientLight,
  DirectionalLight,
  Matrix4,
  Raycaster,
  Scene,
  Vector3,
  type Object3D,
} from 'three';
import type { ScenePick } from '../scenePicks.js';
import { lngLatHeightOf } from './scenePoint.js';
import { ThreeOnMapLayer } from './ThreeOnMapLayer.js';
import { placeModel, type ModelPlace } from '../../lib/model/modelPlacement.js';

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
  /** Where the ray met the mesh, in the map's mercator units. */
  mercator: Vector3;
}

/**
 * The scene's 3D models as one three.js layer on the map (see ThreeOnMapLayer): each model
 * gets the map's camera times its placement.
 */
export class ModelLayer extends ThreeOnMapLayer {
  readonly id = MODEL_LAYER_ID;
  private readonly models = new Map<string, PlacedModel>();
  private exaggeration = 1;
  /**
   * The last pick, until the next frame: one click is asked about by the model's own handler
   * and by the feature and height clicks (whether the model has it), one ray cast for all.
   */
  private lastPick: { x: number; y: number; hit: ModelHit | null } | null = null;

  override onRemove(): void {
    this.models.clear();
    super.onRemove();
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
    this.lastPick = null;
    this.map?.triggerRepaint();
  }

  /** Stands a model already added somewhere else. */
  move(key: string, place: ModelPlace): void {
    const model = this.models.get(key);
    if (!model) return;
    model.place = place;
    model.placement = placeModel(place, this.exaggeration);
    this.lastPick = null;
    this.map?.triggerRepaint();
  }

  remove(key: string): void {
    this.models.delete(key);
    this.lastPick = null;
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
    this.readMapMatrix(options);
    this.lastPick = null;
    for (const model of this.models.values()) {
      model.combined.multiplyMatrices(this.mapMatrix, model.placement);
      this.draw(gl, model.scene, model.combined);
    }
  }

  /**
   * The nearest model mesh under a point of the map's canvas (CSS pixels): a ray from the
   * point's near to its far plane, taken back through each model's combined matrix.
   */
  pick(x: number, y: number): ModelHit | null {
    if (this.lastPick?.x === x && this.lastPick.y === y) return this.lastPick.hit;
    const hit = this.cast(x, y);
    this.lastPick = { x, y, hit };
    return hit;
  }

  /** The point of a model's surface under a point of the canvas, for tools that pick in 3D. */
  pickPoint(x: number, y: number): ScenePick | null {
    const hit = this.pick(x, y);
    if (!hit) return null;
    return { ...lngLatHeightOf(hit.mercator, this.exaggeration), on: 'model', depth: hit.depth };
  }

  private cast(x: number, y: number): ModelHit | null {
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
      if (best && depth >= best.depth) continue;
      best = { key, object: hit.object, depth, mercator: hit.point.applyMatrix4(model.placement) };
    }
    return best;
  }
}
