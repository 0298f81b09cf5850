import { MercatorCoordinate, type CustomRenderMethodInput } from 'maplibre-gl';
import { BufferAttribute, BufferGeometry, Matrix4, Points, PointsMaterial, Scene } from 'three';
import { ThreeOnMapLayer } from '../map/three/ThreeOnMapLayer.js';
import { startHarness, type Engine } from './sceneHarness.js';

/** The points as the 3D view draws them: three.js in a MapLibre custom layer (ThreeOnMapLayer). */
class PointsLayer extends ThreeOnMapLayer {
  readonly id = 'bench-points';
  private readonly scene = new Scene();
  private readonly placement: Matrix4;
  private readonly combined = new Matrix4();

  constructor(
    points: Parameters<Engine>[1],
    private readonly drawn: () => void,
  ) {
    super(() => {});
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(points.positions, 3));
    geometry.setAttribute('color', new BufferAttribute(points.colours, 3, true));
    const material = new PointsMaterial({ size: 2, sizeAttenuation: false, vertexColors: true });
    this.scene.add(new Points(geometry, material));
    const origin = MercatorCoordinate.fromLngLat(points.origin);
    const metre = origin.meterInMercatorCoordinateUnits();
    this.placement = new Matrix4()
      .makeTranslation(origin.x, origin.y, 0)
      .multiply(new Matrix4().makeScale(metre, -metre, metre));
  }

  render(gl: WebGLRenderingContext | WebGL2RenderingContext, options: CustomRenderMethodInput) {
    this.readMapMatrix(options);
    this.combined.multiplyMatrices(this.mapMatrix, this.placement);
    this.draw(gl, this.scene, this.combined);
    this.drawn();
  }
}

startHarness((map, points, drawn) => {
  let first = true;
  map.addLayer(
    new PointsLayer(points, () => {
      if (first) drawn();
      first = false;
    }),
  );
});
