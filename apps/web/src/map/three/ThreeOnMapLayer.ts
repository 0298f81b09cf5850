import type {
  CustomLayerInterface,
  CustomRenderMethodInput,
  Map as MapLibreMap,
} from 'maplibre-gl';
import { Camera, Matrix4, WebGLRenderer, type Scene } from 'three';

/**
 * three.js in a MapLibre custom layer: it draws into the map's own WebGL context and depth
 * buffer, so the terrain hides what lies behind. A scene is drawn with the map's camera times
 * its placement as the projection, that product taken in double precision on the CPU: on the
 * GPU, in single precision, survey coordinates would shake by metres.
 */
export abstract class ThreeOnMapLayer implements CustomLayerInterface {
  abstract readonly id: string;
  readonly type = 'custom' as const;
  readonly renderingMode = '3d' as const;
  protected map: MapLibreMap | null = null;
  protected renderer: WebGLRenderer | null = null;
  /** MapLibre's matrix for custom layers, in mercator units, as last drawn. */
  protected readonly mapMatrix = new Matrix4();
  private readonly camera = new Camera();

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
    // The context is the map's: three.js lets go of its own resources, not of the context.
    this.renderer?.dispose();
    this.renderer = null;
    this.map = null;
  }

  abstract render(
    gl: WebGLRenderingContext | WebGL2RenderingContext,
    options: CustomRenderMethodInput,
  ): void;

  /** The frame's map matrix (`modelViewProjectionMatrix` would be in the world's pixels). */
  protected readMapMatrix(options: CustomRenderMethodInput): void {
    this.mapMatrix.fromArray(
      options.defaultProjectionData.mainMatrix as ArrayLike<number> as number[],
    );
  }

  /** Draws a scene whose coordinates `combined` takes to clip space. */
  protected draw(
    gl: WebGLRenderingContext | WebGL2RenderingContext,
    scene: Scene,
    combined: Matrix4,
  ): void {
    if (!this.renderer) return;
    // three.js took the canvas's size once; the map may have been resized since.
    this.renderer.setViewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
    this.camera.projectionMatrix.copy(combined);
    this.camera.projectionMatrixInverse.copy(combined).invert();
    this.renderer.resetState();
    this.renderer.render(scene, this.camera);
  }
}
