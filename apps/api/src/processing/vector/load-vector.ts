import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { missingCompanions } from '../companions.js';
import { extensionOf, FILE_TYPES } from '../file-types.js';
import type { Bounds } from '../geo-types.js';
import { ProcessingError } from '../processing-error.js';
import { runGdal } from '../tools/gdal.js';
import type { FeatureBuilds, FinishedBuild, SubLayerSummary } from './feature-builds.js';
import { featureSelect, measureSelect, propertyFields, fidFieldOf } from './feature-select.js';
import {
  carriesMeasures,
  isCad,
  selectSource,
  sourceSrs,
  subLayerOf,
  type Source,
} from './load-plan.js';
import {
  appendFeaturesArgs,
  appendMeasuresArgs,
  checkOgrStderr,
  ogrFailure,
  STYLE_FIELD,
} from './ogr2ogr-args.js';
import { libpqEnv } from './pg-target.js';
import { gatherCad, openOptionsFor, readSource, remaining } from './read-source.js';

export interface LoadVectorOptions {
  path: string;
  /** Source CRS override. null or 0: the file's own CRS (or, for CAD, its .prj). */
  epsg: number | null;
  databaseUrl: string;
  layerId: number;
  fileId: number;
  /** The file's fids are firstFid + the source's fids (of its first layer; the next start
   * past the last): the same on every run, so a retried job gives the same fids again. */
  firstFid: bigint;
  /** For the whole load, all tool runs together. */
  timeoutMs: number;
  /** Where a DWG's DXF conversion goes; default a temporary directory, removed afterwards. */
  workDir?: string;
}

export interface LoadedLayer extends Omit<SubLayerSummary, 'subLayer'> {
  sourceLayer: string;
  /** Attribute names in the source's order. */
  fields: string[];
}

export interface LoadedVector {
  /** The built table (FeatureBuilds): indexed, analysed, ready to be swapped in. */
  table: string;
  /** The geometries with M of the layers that carry M (FeatureBuilds.createMeasures), under the
   * features' fids; null when no layer does. */
  measures: string | null;
  featureCount: number;
  bounds: Bounds | null;
  geometryType: string;
  /** Every property name of the features, sorted (CAD style properties included). */
  attributes: string[];
  subLayers: string[];
  layers: LoadedLayer[];
  /** GDAL errors judged harmless (see checkOgrStderr), for the logs. */
  warnings: string[];
}

/** A file's fids stay within its 2^32 range (firstFid), or they could meet another file's. */
const FID_RANGE = 1n << 32n;

/**
 * Loads every vector layer of a file into one new table in the layout of `features`, EPSG:3857,
 * written once by ogr2ogr (featureSelect), then repaired where needed, summed up and indexed.
 * All or nothing: on any failure the table is dropped.
 */
export async function loadVectorFile(
  builds: FeatureBuilds,
  opts: LoadVectorOptions,
): Promise<LoadedVector> {
  const deadline = Date.now() + opts.timeoutMs;
  const ext = extensionOf(opts.path);
  const catalogue = FILE_TYPES.vector?.[ext];
  if (!catalogue)
    throw new ProcessingError('GDAL_COMPATIBLE', `Unsupported vector extension '${ext}'`);
  // A required .prj stands for 'a coordinate system' (a code given with the upload is one too):
  // its absence is PROJECTION, found when the source's system is read.
  const required = catalogue.children.required.filter((c) => c !== '.prj');
  const missing = await missingCompanions(opts.path, required);
  if (missing.length > 0) {
    throw new ProcessingError(
      'RELATED_FILE',
      `Missing ${missing.join(', ')} beside ${path.basename(opts.path)}`,
    );
  }
  const ownWorkDir = opts.workDir ? null : await mkdtemp(path.join(os.tmpdir(), 'waymark-vector-'));
  const workDir = opts.workDir ?? ownWorkDir!;
  try {
    const warnings: string[] = [];
    const original = await readSource(opts.path, ext, workDir, deadline);
    const srs = await sourceSrs(opts.path, opts.epsg, original);
    const cad = isCad(original);
    const source = await gatherCad(original, ext, workDir, deadline, warnings);
    // Checked first (a wrong fid field fails before anything is written); such fids may repeat.
    const fidsFromField = source.layers.some((l) => fidFieldOf(l.fields) !== null);
    const table = await builds.create(opts.layerId, opts.fileId);
    let measures: string | null = null;
    try {
      measures = await appendLayers(builds, table, source, {
        ...opts,
        srs,
        cad,
        ext,
        deadline,
        warnings,
      });
      const styleKeys = cad ? await builds.expandOgrStyles(table, STYLE_FIELD) : [];
      const summary = await builds.finish(table, fidsFromField);
      checkFids(summary, opts.firstFid);
      return { table, measures, ...describe(source, cad, summary, styleKeys), warnings };
    } catch (err) {
      await builds.drop(table).catch(() => undefined);
      // appendLayers drops its own on failure; a later step leaves it here.
      if (measures) await builds.drop(measures).catch(() => undefined);
      throw err;
    }
  } finally {
    if (ownWorkDir) await rm(ownWorkDir, { recursive: true, force: true });
  }
}

/**
 * One ogr2ogr run per source layer, each appending to the table past the fids before it; a layer
 * whose geometries carry M has a second run, with the same fids, into the measures table (made
 * for the first such layer). Answers the measures table, or null when no layer carries M.
 */
async function appendLayers(
  builds: FeatureBuilds,
  table: string,
  source: Source,
  o: LoadVectorOptions & {
    srs: string | null;
    cad: boolean;
    ext: string;
    deadline: number;
    warnings: string[];
  },
): Promise<string | null> {
  const env = libpqEnv(o.databaseUrl);
  const multiLayer = source.layers.length > 1;
  const ogr2ogr = async (args: string[]) => {
    const { stderr } = await runGdal('ogr2ogr', args, {
      timeoutMs: remaining(o.deadline),
      env,
    }).catch((err: unknown) => {
      throw ogrFailure(err, o.ext);
    });
    o.warnings.push(...checkOgrStderr(stderr, o.ext));
  };
  let fidBase = o.firstFid;
  let measures: string | null = null;
  try {
    for (const [i, layer] of source.layers.entries()) {
      if (i > 0) fidBase = (await builds.fidAfter(table)) ?? fidBase;
      await ogr2ogr(layerArgs(layer, table, source, o, fidBase, multiLayer));
      // CAD drawings were gathered in 2D (gatherCad): they never carry M.
      if (o.cad || !carriesMeasures(layer)) continue;
      measures ??= await builds.createMeasures(table);
      await ogr2ogr(
        appendMeasuresArgs({
          source: source.file,
          sql: measureSelect(selectSource(layer), fidBase),
          table: measures,
          srs: o.srs,
          openOptions: openOptionsFor(extensionOf(source.file)),
        }),
      );
    }
    return measures;
  } catch (err) {
    if (measures) await builds.drop(measures).catch(() => undefined);
    throw err;
  }
}

function layerArgs(
  layer: Source['layers'][number],
  table: string,
  source: Source,
  o: LoadVectorOptions & { srs: string | null; cad: boolean },
  fidBase: bigint,
  multiLayer: boolean,
): string[] {
  const sql = featureSelect(selectSource(layer), {
    layerId: o.layerId,
    fileId: o.fileId,
    fidBase,
    subLayer: subLayerOf(layer, o.cad, multiLayer),
  });
  return appendFeaturesArgs({
    source: source.file,
    sql,
    table,
    srs: o.srs,
    openOptions: openOptionsFor(extensionOf(source.file)),
    makeValid: !/^(3D )?(Measured )?(Multi )?Point$/.test(layer.geometryType),
  });
}

function checkFids(summary: FinishedBuild, firstFid: bigint): void {
  if (summary.fidsRepeat) throw new ProcessingError('HAS_FID', 'Some features share a fid');
  if (!summary.fids) return;
  const [lo, hi] = summary.fids;
  if (lo < firstFid || hi >= firstFid + FID_RANGE) {
    throw new ProcessingError('HAS_FID', 'Feature ids are negative or beyond 2^32');
  }
}

/** What the file holds, per source layer and in all, from the table's summary. */
function describe(source: Source, cad: boolean, summary: FinishedBuild, styleKeys: string[]) {
  const all = summary.subLayers;
  const multiLayer = source.layers.length > 1;
  const layers = source.layers.map((layer) => {
    const own = multiLayer ? all.filter((s) => s.subLayer === layer.name) : all;
    const fields = propertyFields(selectSource(layer))
      .map((f) => f.name)
      .filter((f) => !cad || f !== STYLE_FIELD);
    return { sourceLayer: layer.name, fields, ...combined(own) };
  });
  const subLayers = cad
    ? all.flatMap((s) => (s.subLayer === null ? [] : [s.subLayer]))
    : multiLayer
      ? source.layers.map((l) => l.name)
      : [];
  return {
    ...combined(all),
    attributes: [...new Set([...layers.flatMap((l) => l.fields), ...styleKeys])].sort(),
    subLayers: subLayers.sort(),
    layers,
  };
}

function combined(parts: readonly SubLayerSummary[]) {
  const boxes = parts.flatMap((p) => (p.bounds ? [p.bounds] : []));
  const kinds = new Set(parts.map((p) => p.geometryType));
  return {
    featureCount: parts.reduce((n, p) => n + p.featureCount, 0),
    bounds:
      boxes.length === 0
        ? null
        : ([
            Math.min(...boxes.map((b) => b[0])),
            Math.min(...boxes.map((b) => b[1])),
            Math.max(...boxes.map((b) => b[2])),
            Math.max(...boxes.map((b) => b[3])),
          ] as Bounds),
    geometryType: kinds.size === 1 ? [...kinds][0]! : 'GEOMETRY',
  };
}
