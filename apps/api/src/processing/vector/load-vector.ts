import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { toReadableCad } from '../cad/dwg.js';
import { missingCompanions } from '../companions.js';
import { extensionOf, FILE_TYPES } from '../file-types.js';
import type { Bounds } from '../geo-types.js';
import { inspectVector } from '../inspect/inspect-vector.js';
import { ProcessingError } from '../processing-error.js';
import { finishStagingTable } from './finish-staging-table.js';
import { runGdal } from '../tools/gdal.js';
import { loadPlan, sourceSrs, type Source } from './load-plan.js';
import { checkOgrStderr, ogr2ogrArgs, ogrFailure, STYLE_FIELD } from './ogr2ogr-args.js';
import { assertIdentifier, ensureSchema, libpqEnv, quoteIdent, withClient } from './pg-target.js';

export interface LoadVectorOptions {
  path: string;
  /** Source CRS override. null or 0: the file's own CRS (or, for CAD, its .prj). */
  epsg: number | null;
  databaseUrl: string;
  /** Staging schema, created if missing. */
  schema: string;
  /** Tables are named `<tablePrefix>_<n>`, n = 1, 2, ... in layer order. */
  tablePrefix: string;
  /** For the whole load, all tool runs together. */
  timeoutMs: number;
  /** Where a DWG's DXF conversion goes; default a temporary directory, removed afterwards. */
  workDir?: string;
}

export interface StagedTable {
  table: string;
  sourceLayer: string;
  featureCount: number;
  fields: string[];
  /** CAD: the column holding the drawing's layer name ('Layer'), i.e. the sub-layers. */
  subLayerField: string | null;
  /** CAD: the column holding each feature's OGR style string (for waymark_ogr_style()). */
  styleField: string | null;
  /** 'POINT' | 'LINESTRING' | 'POLYGON' (single or multi) or 'GEOMETRY' (mixed or empty). */
  geometryType: string;
  /** EPSG:4326 extent of the loaded geometries; null when there are none. */
  bounds: Bounds | null;
}

export interface LoadVectorResult {
  tables: StagedTable[];
  /** GDAL errors judged harmless (see checkOgrStderr), for the logs. */
  warnings: string[];
}

async function readSource(
  opts: LoadVectorOptions,
  ext: string,
  workDir: string,
  deadline: number,
): Promise<Source> {
  let file = opts.path;
  let checkAs = ext;
  if (ext === '.dwg') {
    const cad = await toReadableCad(opts.path, workDir, { timeoutMs: remaining(deadline) });
    file = cad.path;
    checkAs = cad.driver === 'CAD' ? '.dwg' : '.dxf';
  }
  const info = await inspectVector(file, { extension: checkAs, timeoutMs: remaining(deadline) });
  // Attribute-only tables (GeoPackage 'attributes', related media) cannot be drawn on a map.
  const layers = info.layers.filter((l) => l.geometryType !== 'None');
  if (layers.length === 0)
    throw new ProcessingError('GDAL_COMPATIBLE', 'The file has no vector layers');
  return { file, driver: info.driver, layers };
}

function remaining(deadline: number): number {
  const left = deadline - Date.now();
  if (left <= 0) throw new ProcessingError('GENERAL', 'Vector loading timed out');
  return left;
}

/**
 * Loads every vector layer of a file into its own staging table, reprojected to EPSG:3857,
 * with `ogc_fid` (1..n in source order), `geom`, and the attributes under their original names.
 * All or nothing: on any failure the tables made so far are dropped.
 */
export async function loadVectorToStaging(opts: LoadVectorOptions): Promise<LoadVectorResult> {
  assertIdentifier(opts.schema, 'schema');
  assertIdentifier(opts.tablePrefix, 'tablePrefix');
  const deadline = Date.now() + opts.timeoutMs;
  const ext = extensionOf(opts.path);
  const catalogue = FILE_TYPES.vector?.[ext];
  if (!catalogue)
    throw new ProcessingError('GDAL_COMPATIBLE', `Unsupported vector extension '${ext}'`);
  const missing = await missingCompanions(opts.path, catalogue.children.required);
  if (missing.length > 0) {
    throw new ProcessingError(
      'RELATED_FILE',
      `Missing ${missing.join(', ')} beside ${path.basename(opts.path)}`,
    );
  }

  const ownWorkDir = opts.workDir ? null : await mkdtemp(path.join(os.tmpdir(), 'waymark-vector-'));
  const workDir = opts.workDir ?? ownWorkDir!;
  try {
    const source = await readSource(opts, ext, workDir, deadline);
    const srs = await sourceSrs(opts.path, opts.epsg, source);
    return await withClient(opts.databaseUrl, async (client) => {
      await ensureSchema(client, opts.schema);
      const created: string[] = [];
      const env = libpqEnv(opts.databaseUrl);
      try {
        const tables: StagedTable[] = [];
        const warnings: string[] = [];
        for (const step of loadPlan(source, opts.tablePrefix)) {
          created.push(step.table);
          for (const [i, sql] of step.sqls.entries()) {
            const args = ogr2ogrArgs({
              source: source.file,
              sql,
              schema: opts.schema,
              table: step.table,
              srs,
              append: i > 0,
            });
            const { stderr } = await runGdal('ogr2ogr', args, {
              timeoutMs: remaining(deadline),
              env,
            }).catch((err: unknown) => {
              throw ogrFailure(err, ext);
            });
            warnings.push(...checkOgrStderr(stderr, ext));
          }
          const styleField = step.cad ? STYLE_FIELD : null;
          const stats = await finishStagingTable(
            client,
            opts.schema,
            step.table,
            styleField ? [styleField] : [],
          );
          tables.push({
            table: step.table,
            sourceLayer: step.sourceLayer,
            subLayerField: step.cad ? 'Layer' : null,
            styleField,
            ...stats,
          });
        }
        return { tables, warnings };
      } catch (err) {
        for (const table of created) {
          await client
            .query(`DROP TABLE IF EXISTS ${quoteIdent(opts.schema)}.${quoteIdent(table)}`)
            .catch(() => {});
        }
        throw err;
      }
    });
  } finally {
    if (ownWorkDir) await rm(ownWorkDir, { recursive: true, force: true });
  }
}
