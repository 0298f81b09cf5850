import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { LayerFileRow, NewLayerFile } from './layer-file.repository.js';

/** A file the server makes from a source (a COG), as replaceDerived records it. */
export type NewDerivedFile = Omit<
  NewLayerFile,
  'layer_id' | 'parent_id' | 'role' | 'status' | 'progress'
>;
import { bumpLayerDataVersion, refreshLayerFromFiles } from './layer.repository.js';

/** What processing found in a file. */
export interface FoundInFile {
  attributes?: string[];
  sub_layers?: string[];
  bounds: number[] | null;
  feature_count?: number;
  fid?: number;
}

/**
 * What the processing workers record once a file is done: the file ready with what was found
 * in it, its derived files, and what its layer derives from its files — each change in one
 * transaction with the data it describes. Workers act for the system, not for a user.
 */
export class ProcessedFileRepository {
  constructor(private readonly db: Db) {}

  /**
   * The file ready and its layer recomputed (given `layerType` if it has none), in `trx`: the
   * transaction that swapped the file's features in, when there is one.
   */
  async ready(
    file: Pick<LayerFileRow, 'id' | 'layer_id'>,
    found: FoundInFile,
    layerType: string | undefined,
    trx: Db = this.db,
  ): Promise<void> {
    await trx
      .updateTable('layer_files')
      .set({
        status: 'ready',
        progress: 100,
        error_code: null,
        error_detail: null,
        attributes: found.attributes ?? [],
        sub_layers: found.sub_layers ?? [],
        bounds: found.bounds,
        ...(found.feature_count === undefined ? {} : { feature_count: found.feature_count }),
        ...(found.fid === undefined ? {} : { fid: found.fid }),
        updated_at: sql`now()`,
      })
      .where('id', '=', file.id)
      .execute();
    await refreshLayerFromFiles(trx, file.layer_id, layerType);
  }

  /**
   * The survey date the file itself gives (null: none), unless its uploader gave one, which
   * stands whatever the file says.
   */
  async recordSurveyDate(
    file: Pick<LayerFileRow, 'id' | 'layer_id'>,
    day: string | null,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('layer_files')
        .set({ survey_date: day, survey_date_source: day === null ? null : 'file' })
        .where('id', '=', file.id)
        .where((eb) =>
          eb.or([eb('survey_date_source', 'is', null), eb('survey_date_source', '=', 'file')]),
        )
        .where(sql<boolean>`survey_date is distinct from ${day}::date`)
        .executeTakeFirst();
      // A series' tiles of that date change: a new data version, so no browser keeps old ones.
      if (Number(changed.numUpdatedRows) > 0) await bumpLayerDataVersion(trx, file.layer_id);
    });
  }

  /**
   * A raster's derived files (its COG, and a raster of heights' analysis COG) in place of those
   * an earlier run made (the stored objects are the caller's), and the raster ready with the
   * first one's bounds.
   */
  async replaceDerived(
    source: LayerFileRow,
    derived: readonly NewDerivedFile[],
    /** What the raster holds: its layer takes it unless the layer was given a kind. */
    rasterKind?: 'image' | 'elevation',
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await swapDerived(trx, source, derived);
      if (rasterKind) {
        await trx
          .updateTable('layers')
          .set({ raster_kind: rasterKind })
          .where('id', '=', source.layer_id)
          .where('raster_kind', 'is', null)
          .execute();
      }
      await this.ready(source, { bounds: derived[0]?.bounds ?? null }, 'raster', trx);
    });
  }

  /**
   * An IFC attachment converted: its glb and properties in place of an earlier run's, and the
   * attachment ready. Its layer's type and bounds are its geodata's, not the model's.
   */
  async modelConverted(source: LayerFileRow, derived: readonly NewDerivedFile[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await swapDerived(trx, source, derived);
      await this.ready(source, { bounds: null }, undefined, trx);
    });
  }

  /** A zip whose contents are in place: ready, its layer recomputed (typed by its geodata). */
  async zipReady(zip: LayerFileRow, layerType: string | undefined): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('layer_files')
        .set({ status: 'ready', progress: 100, feature_count: null })
        .where('id', '=', zip.id)
        .execute();
      await refreshLayerFromFiles(trx, zip.layer_id, layerType);
    });
  }
}

/** The source's derived files: the new ones in place of the old rows, ready. */
async function swapDerived(
  trx: Db,
  source: LayerFileRow,
  derived: readonly NewDerivedFile[],
): Promise<void> {
  await trx
    .deleteFrom('layer_files')
    .where('parent_id', '=', source.id)
    .where('role', '=', 'derived')
    .execute();
  await trx
    .insertInto('layer_files')
    .values(
      derived.map((file) => ({
        ...file,
        layer_id: source.layer_id,
        parent_id: source.id,
        role: 'derived' as const,
        status: 'ready' as const,
        progress: 100,
      })),
    )
    .execute();
}
