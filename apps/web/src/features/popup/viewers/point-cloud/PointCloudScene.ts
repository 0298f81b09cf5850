import type { ColourMode } from '../../../../lib/point-cloud/colourModes.js';
import type { CopcSource } from '../../../../lib/point-cloud/copcSource.js';
import { lodCamera } from '../../../../lib/point-cloud/lodCamera.js';
import type { PointDecoder } from '../../../../lib/point-cloud/pointDecoder.js';
import {
  PointCloudStream,
  type PointCloudStreamOptions,
} from '../../../../lib/point-cloud/PointCloudStream.js';
import { ThreeStage } from '../common/ThreeStage.js';

/** The popup's point cloud: a stream drawn on a stage of its own, with orbit controls. */
export class PointCloudScene {
  readonly stage: ThreeStage;
  private readonly stream: PointCloudStream;

  constructor(
    container: HTMLElement,
    source: CopcSource,
    decoder: PointDecoder,
    options: PointCloudStreamOptions,
  ) {
    const stage = new ThreeStage(container, { zUp: true });
    this.stage = stage;
    this.stream = new PointCloudStream(
      source,
      decoder,
      {
        parent: stage.scene,
        camera: () => lodCamera(stage.camera, stage.size.height),
        requestRender: () => stage.requestRender(),
      },
      options,
    );
    stage.onViewChange(() => this.stream.scheduleUpdate());
  }

  /** The colour modes the cloud offers, known once started. */
  get modes(): ColourMode[] {
    return this.stream.modes;
  }

  /** Reads the root node, then fits the view to the cloud while the detail streams in. */
  async start(): Promise<ColourMode> {
    const mode = await this.stream.start();
    this.fit();
    return mode;
  }

  fit(): void {
    this.stage.fit([0, 0, 0], this.stream.radius);
  }

  setMode(mode: ColourMode): void {
    this.stream.setMode(mode);
  }

  setPointSize(size: number): void {
    this.stream.setPointSize(size);
  }

  dispose(): void {
    this.stream.dispose();
    this.stage.dispose();
  }
}
