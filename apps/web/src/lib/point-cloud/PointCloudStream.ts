import { PointsMaterial, type Object3D } from 'three';
import {
  availableModes,
  colourPoints,
  rgbMaxOf,
  robustRange,
  type ColourMode,
  type ColourRanges,
} from './colourModes.js';
import { readNodeChunk, readPage, type CopcSource } from './copcSource.js';
import type { DecodedPoints } from './decodePoints.js';
import { selectNodes, type LodCamera } from './lodSelection.js';
import { ROOT_KEY, type Bounds, type Cube, type Vec3 } from './octree.js';
import type { PointDecoder } from './pointDecoder.js';
import { PointNodes } from './PointNodes.js';

/** About 2 million points drawn at once keeps orbiting fluid on an ordinary laptop GPU. */
export const DEFAULT_POINT_BUDGET = 2_000_000;
/** Nodes read and decoded at the same time. */
const PARALLEL_LOADS = 4;
/** Points kept decoded but not drawn, for coming back without reading them again. */
const SPARE_POINTS = 1_000_000;

export interface PointCloudStats {
  /** Points drawn now (the measured budget in use). */
  drawn: number;
  /** Points in the whole file. */
  total: number;
  /** Nodes being read or decoded. */
  loading: number;
  /** The budget, not the wanted detail, limits what is drawn. */
  capped: boolean;
}

/** Where a stream draws: a three.js parent, its camera, and a way to ask for a new frame. */
export interface PointCloudView {
  /** The nodes' points are added here, in the cloud's coordinates less its origin. */
  parent: Object3D;
  /** The camera as the level of detail needs it, in the same coordinates. */
  camera(): LodCamera;
  requestRender(): void;
}

export interface PointCloudStreamOptions {
  mode?: ColourMode;
  pointSize?: number;
  budget?: number;
  /** Whether a node below the root may be read, by its box less the origin (a share's bounds). */
  keep?(bounds: Bounds): boolean;
  onStats(stats: PointCloudStats): void;
  onError(error: unknown): void;
}

/**
 * A COPC point cloud streamed into a three.js view: the nodes the level of detail wants are
 * read (range requests), decoded (worker) and drawn; the rest is hidden and, past a spare
 * allowance, freed. Additive octree: a node's children add detail to it, they do not replace
 * it. The view is the popup's own stage or the map's 3D scene.
 */
export class PointCloudStream {
  readonly material: PointsMaterial;
  private readonly loaded: PointNodes;
  private readonly loading = new Set<string>();
  /** Nodes that could not be read (a share's bounds refuse their points): not asked again. */
  private readonly failed = new Set<string>();
  private readonly readingPages = new Set<string>();
  /** The cloud's centre, subtracted from every point (float32 keeps about 7 digits). */
  readonly origin: Vec3;
  private readonly relativeCube: Cube;
  private ranges: ColourRanges | null = null;
  private wanted: string[] = [];
  private capped = false;
  private drawn = 0;
  private mode: ColourMode;
  private readonly budget: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  /** The colour modes the cloud offers, known once the root node is decoded. */
  modes: ColourMode[] = [];

  constructor(
    private readonly source: CopcSource,
    private readonly decoder: PointDecoder,
    private readonly view: PointCloudView,
    private readonly options: PointCloudStreamOptions,
  ) {
    this.material = new PointsMaterial({
      size: options.pointSize ?? 2,
      sizeAttenuation: false,
      vertexColors: true,
    });
    this.mode = options.mode ?? 'rgb';
    this.loaded = new PointNodes(view.parent, this.material, (data) => this.colours(data));
    this.budget = options.budget ?? DEFAULT_POINT_BUDGET;
    const { min, max } = source.copc.header;
    this.origin = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
    const cube = source.copc.info.cube;
    const [ox, oy, oz] = this.origin;
    this.relativeCube = [
      cube[0] - ox,
      cube[1] - oy,
      cube[2] - oz,
      cube[3] - ox,
      cube[4] - oy,
      cube[5] - oz,
    ];
  }

  /** Reads the root node (its values set the colour ranges), then streams. */
  async start(): Promise<ColourMode> {
    const root = await this.decode(ROOT_KEY);
    if (this.disposed) return this.mode;
    const { header } = this.source.copc;
    this.ranges = {
      elevation: [header.min[2], header.max[2]],
      intensity: root.intensity ? robustRange(root.intensity) : [0, 65535],
      rgbMax: root.rgb ? rgbMaxOf(root.rgb) : 65535,
    };
    this.modes = availableModes(root);
    if (!this.modes.includes(this.mode)) this.mode = this.modes[0] ?? 'elevation';
    this.add(ROOT_KEY, root);
    return this.mode;
  }

  /** The radius of the sphere around the cloud, about its origin. */
  get radius(): number {
    const { min, max } = this.source.copc.header;
    return Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]) / 2;
  }

  setMode(mode: ColourMode): void {
    this.mode = mode;
    this.loaded.recolour();
    this.view.requestRender();
  }

  setPointSize(size: number): void {
    this.material.size = size;
    this.view.requestRender();
  }

  private async decode(key: string): Promise<DecodedPoints> {
    const node = this.source.nodes.get(key);
    const compressed = await readNodeChunk(this.source, key);
    const { header, eb } = this.source.copc;
    return this.decoder.decode({
      compressed,
      pointCount: node?.pointCount ?? 0,
      header: {
        pointDataRecordFormat: header.pointDataRecordFormat,
        pointDataRecordLength: header.pointDataRecordLength,
        scale: header.scale,
        offset: header.offset,
      },
      eb,
      origin: this.origin,
    });
  }

  private colours(data: DecodedPoints): Uint8Array {
    const colours = new Uint8Array(data.count * 3);
    if (this.ranges) colourPoints(this.mode, data, this.ranges, colours);
    return colours;
  }

  private add(key: string, data: DecodedPoints) {
    this.loaded.add(key, data);
    this.scheduleUpdate(0);
  }

  /** Chooses the nodes again soon: the camera moved. */
  scheduleUpdate(delay = 60): void {
    if (this.disposed || (this.timer && delay > 0)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.update();
    }, delay);
  }

  /** Chooses the nodes for the current view, shows them, and reads what is missing. */
  private update() {
    if (this.disposed || !this.ranges) return;
    const nodes = new Map<string, number>();
    for (const [key, node] of this.source.nodes) nodes.set(key, node.pointCount);
    const selection = selectNodes({
      cube: this.relativeCube,
      spacing: this.source.copc.info.spacing,
      nodes,
      pages: new Set(this.source.pages.keys()),
      camera: this.view.camera(),
      budget: this.budget,
      keep: this.options.keep,
    });
    this.wanted = selection.nodes;
    this.capped = selection.capped;
    this.drawn = this.loaded.show(new Set(selection.nodes));
    for (const key of selection.pages) this.readPage(key);
    this.loadMissing();
    this.loaded.evict(SPARE_POINTS);
    this.report();
    this.view.requestRender();
  }

  private readPage(key: string) {
    if (this.readingPages.has(key)) return;
    this.readingPages.add(key);
    readPage(this.source, key).then(
      () => {
        this.readingPages.delete(key);
        this.scheduleUpdate(0);
      },
      (error: unknown) => this.fail(error),
    );
  }

  private loadMissing() {
    for (const key of this.wanted) {
      if (this.loading.size >= PARALLEL_LOADS) return;
      if (this.loaded.has(key) || this.loading.has(key) || this.failed.has(key)) continue;
      this.loading.add(key);
      this.decode(key).then(
        (data) => {
          this.loading.delete(key);
          if (!this.disposed) this.add(key, data);
        },
        (error: unknown) => {
          this.loading.delete(key);
          this.failed.add(key);
          this.fail(error);
        },
      );
    }
  }

  private report() {
    this.options.onStats({
      drawn: this.drawn,
      total: this.source.copc.header.pointCount,
      loading: this.loading.size + this.readingPages.size,
      capped: this.capped,
    });
  }

  private fail(error: unknown) {
    if (this.disposed) return;
    // One node that cannot be read does not take the others down; it is reported once.
    this.options.onError(error);
    this.report();
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.loaded.dispose();
    this.material.dispose();
  }
}
