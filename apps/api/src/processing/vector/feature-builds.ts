import type { Bounds } from '../geo-types.js';

/** One sub-layer's share of a built table (sub_layer null: the file has none). */
export interface SubLayerSummary {
  subLayer: string | null;
  featureCount: number;
  /** EPSG:4326 extent; null when no feature has an extent. */
  bounds: Bounds | null;
  /** 'POINT', 'LINESTRING' or 'POLYGON' when every geometry is of that kind (single or multi),
   * else 'GEOMETRY'. */
  geometryType: string;
}

export interface FinishedBuild {
  subLayers: SubLayerSummary[];
  /** Smallest and largest fid; null for an empty table. */
  fids: [bigint, bigint] | null;
  /** Some fid appears twice (only looked for when asked). */
  fidsRepeat: boolean;
}

/**
 * Where a file's features are built (FeatureBuildRepository): a table in the layout of
 * `features`, off-line, until it is swapped in as the file's partition.
 */
export interface FeatureBuilds {
  /** A new empty table for the file; what an interrupted attempt left goes first. */
  create(layerId: number, fileId: number): Promise<string>;
  /** A new empty table beside a file's build `table` for the geometries, with M, of its layers
   * that carry M (a route's own measures): fid and geometry (XYM, EPSG:3857). Its name starts
   * with the build's, so what an interrupted attempt left goes with the build's leftovers. */
  createMeasures(table: string): Promise<string>;
  /** The first fid past those in the table; null while it is empty. */
  fidAfter(table: string): Promise<bigint | null>;
  /** CAD: the style strings under `key` become waymark__ogr_style__* properties; answers the
   * property names that appeared. */
  expandOgrStyles(table: string, key: string): Promise<string[]>;
  /** Repairs what is not map-ready yet, sums the table up and gives it what readers of a
   * partition need (the indexes of `features`, statistics); looks for repeated fids if asked. */
  finish(table: string, checkFids: boolean): Promise<FinishedBuild>;
  drop(table: string): Promise<void>;
}
