import type { Material, Object3D } from 'three';
import {
  Box3,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  MeshLambertMaterial,
  DoubleSide,
  Raycaster,
  Sphere,
  Texture,
  Vector2,
} from 'three';
import { elementOf } from '../../../../lib/model/modelElements.js';
import { ThreeStage } from '../common/ThreeStage.js';

/** How far a pointer may move between press and release and still be a click, not an orbit. */
const CLICK_TOLERANCE = 5;

function disposeObject(root: Object3D) {
  root.traverse((node) => {
    if (!(node instanceof Mesh)) return;
    node.geometry.dispose();
    const materials: Material[] = Array.isArray(node.material) ? node.material : [node.material];
    for (const material of materials) {
      for (const value of Object.values(material)) if (value instanceof Texture) value.dispose();
      material.dispose();
    }
  });
}

/** A model in a three.js scene: lit, fitted, orbited, with clicks on its elements. */
export class ModelScene {
  readonly stage: ThreeStage;
  private model: Object3D | null = null;
  private readonly highlight = new MeshLambertMaterial({
    color: '#ffc107',
    emissive: '#6d4c00',
    side: DoubleSide,
  });
  private highlighted: Mesh[] = [];
  private removePicking: (() => void) | null = null;

  constructor(container: HTMLElement) {
    this.stage = new ThreeStage(container, { background: '#eef1f3', zUp: false });
    this.stage.scene.add(new HemisphereLight('#ffffff', '#8d8d8d', 2.2));
    // A light that follows the camera: whatever side is looked at is lit.
    const key = new DirectionalLight('#ffffff', 1.6);
    key.position.set(1, 2, 3);
    this.stage.camera.add(key);
    this.stage.scene.add(this.stage.camera);
  }

  show(model: Object3D): void {
    this.model = model;
    this.stage.scene.add(model);
    this.fit();
  }

  fit(): void {
    if (!this.model) return;
    this.model.updateMatrixWorld(true);
    const sphere = new Box3().setFromObject(this.model).getBoundingSphere(new Sphere());
    const { x, y, z } = sphere.center;
    this.stage.fit([x, y, z], sphere.radius);
  }

  /** Calls `onPick` with the element clicked (see elementOf), or null for a click beside it. */
  enablePicking(onPick: (element: Object3D | null) => void): void {
    const canvas = this.stage.renderer.domElement;
    let down: { x: number; y: number } | null = null;
    const onDown = (event: PointerEvent) => {
      down = { x: event.clientX, y: event.clientY };
    };
    const onUp = (event: PointerEvent) => {
      if (!down || !this.model) return;
      const moved = Math.hypot(event.clientX - down.x, event.clientY - down.y);
      down = null;
      if (moved > CLICK_TOLERANCE) return;
      const rect = canvas.getBoundingClientRect();
      const pointer = new Vector2(
        ((event.clientX - rect.left) / rect.width) * 2 - 1,
        -((event.clientY - rect.top) / rect.height) * 2 + 1,
      );
      const raycaster = new Raycaster();
      raycaster.setFromCamera(pointer, this.stage.camera);
      const hit = raycaster.intersectObject(this.model, true)[0];
      onPick(hit ? elementOf(hit.object) : null);
    };
    canvas.addEventListener('pointerdown', onDown);
    canvas.addEventListener('pointerup', onUp);
    this.removePicking = () => {
      canvas.removeEventListener('pointerdown', onDown);
      canvas.removeEventListener('pointerup', onUp);
    };
  }

  /** Shows one element's meshes in the highlight colour (null: none). */
  select(element: Object3D | null): void {
    for (const mesh of this.highlighted) mesh.material = mesh.userData.baseMaterial as Material;
    this.highlighted = [];
    if (element !== null) {
      element.traverse((node) => {
        if (!(node instanceof Mesh)) return;
        node.userData.baseMaterial = node.material;
        node.material = this.highlight;
        this.highlighted.push(node);
      });
    }
    this.stage.requestRender();
  }

  dispose(): void {
    this.removePicking?.();
    this.select(null);
    if (this.model) disposeObject(this.model);
    this.highlight.dispose();
    this.stage.dispose();
  }
}
