import {
  Color,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
  type ColorRepresentation,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { DEFAULT_DIRECTION, fitView, type Vec3 } from './fitView.js';

export interface StageOptions {
  background?: ColorRepresentation;
  /** Survey data is Z up; glTF is Y up. */
  zUp: boolean;
}

/**
 * A three.js scene in a container: renderer, camera, orbit controls, resizing with the box,
 * and rendering only when something changed (an idle popup costs no GPU time).
 */
export class ThreeStage {
  readonly renderer: WebGLRenderer;
  readonly scene = new Scene();
  readonly camera: PerspectiveCamera;
  readonly controls: OrbitControls;
  private readonly observer: ResizeObserver;
  private readonly viewListeners = new Set<() => void>();
  private frame = 0;
  private disposed = false;
  private readonly zUp: boolean;
  /** The sphere last fitted, while the user has not moved the camera since. */
  private fitted: { center: Vec3; radius: number } | null = null;

  /** Throws when the browser refuses a WebGL context. */
  constructor(
    private readonly container: HTMLElement,
    { background = '#1d2327', zUp }: StageOptions,
  ) {
    this.renderer = new WebGLRenderer({ antialias: true, powerPreference: 'high-performance' });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.scene.background = new Color(background);
    this.camera = new PerspectiveCamera(50, 1, 0.1, 1000);
    this.zUp = zUp;
    if (zUp) this.camera.up.set(0, 0, 1);
    const canvas = this.renderer.domElement;
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    canvas.style.touchAction = 'none';
    container.append(canvas);
    // Made after the camera's up is set: the controls orbit around that axis.
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.12;
    this.controls.screenSpacePanning = true;
    // Once the user orbits, a resize keeps their view; until then the fit follows the box.
    this.controls.addEventListener('start', () => {
      this.fitted = null;
    });
    this.controls.addEventListener('change', () => {
      this.requestRender();
      for (const listener of this.viewListeners) listener();
    });
    this.observer = new ResizeObserver(() => this.resize());
    this.observer.observe(container);
    this.resize();
  }

  /** The drawing size in CSS pixels. */
  get size(): { width: number; height: number } {
    return {
      width: Math.max(1, this.container.clientWidth),
      height: Math.max(1, this.container.clientHeight),
    };
  }

  private resize() {
    const { width, height } = this.size;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    // A popup opening or a panel appearing changes the box: what was fitted stays fitted.
    if (this.fitted) this.fit(this.fitted.center, this.fitted.radius);
    this.requestRender();
    for (const listener of this.viewListeners) listener();
  }

  /** Draws on the next animation frame (once, however often it is asked). */
  requestRender(): void {
    if (this.frame || this.disposed) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      // Damping keeps the camera gliding for a few frames after the pointer lets go.
      if (this.controls.update()) this.requestRender();
      this.renderer.render(this.scene, this.camera);
    });
  }

  /** Called whenever the camera moves or the box changes size. */
  onViewChange(listener: () => void): () => void {
    this.viewListeners.add(listener);
    return () => this.viewListeners.delete(listener);
  }

  /** Puts the whole of a sphere in view. */
  fit(center: Vec3, radius: number): void {
    this.fitted = { center, radius };
    const [x, y, z] = DEFAULT_DIRECTION;
    // The same look from the south-west and above, whichever axis is up.
    const direction: Vec3 = this.zUp ? [x, y, z] : [x, z, -y];
    const view = fitView(center, radius, this.camera.fov, this.camera.aspect, direction);
    this.camera.near = view.near;
    this.camera.far = view.far;
    this.camera.position.set(...view.position);
    this.camera.updateProjectionMatrix();
    this.controls.target.set(...view.target);
    this.controls.minDistance = view.near * 2;
    this.controls.maxDistance = view.far / 2;
    this.controls.update();
    this.requestRender();
    for (const listener of this.viewListeners) listener();
  }

  /** The camera's position, for level-of-detail choices. */
  cameraPosition(): Vector3 {
    return this.camera.getWorldPosition(new Vector3());
  }

  dispose(): void {
    this.disposed = true;
    cancelAnimationFrame(this.frame);
    this.observer.disconnect();
    this.viewListeners.clear();
    this.controls.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
  }
}
