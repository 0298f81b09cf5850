import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { bumpLayerDataVersion } from './layer.repository.js';

/** A derived COG written before layouts were recorded. */
export interface UnrecordedCog {
  id: number;
  layer_id: number;
  name: string;
  storage_key: string;
}

/** The derived COGs' layouts, for the rewrite of older imagery onto the web's tiles. */
export class CogLayoutRepository {
  constructor(private readonly db: Db) {}

  /** Ready derived COGs whose layout is not recorded, oldest first. */
  async unrecorded(): Promise<UnrecordedCog[]> {
    return this.db
      .selectFrom('layer_files')
      .select(['id', 'layer_id', 'name', 'storage_key'])
      .where('role', '=', 'derived')
      .where('file_type', '=', 'cog')
      .where('status', '=', 'ready')
      .where('cog_layout', 'is', null)
      .orderBy('id')
      .execute();
  }

  /** Records a COG as it is (values on their own grid). */
  async recordOwn(id: number): Promise<void> {
    await this.db
      .updateTable('layer_files')
      .set({ cog_layout: 'own' })
      .where('id', '=', id)
      .where('cog_layout', 'is', null)
      .execute();
  }

  /**
   * Points the file at its rewritten COG, and gives its layer a new data version (its tiles'
   * bytes change). False, and nothing changed, when the file was reprocessed or deleted since.
   */
  async replace(
    cog: UnrecordedCog,
    stored: { storage_key: string; size: number; sha256: string },
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('layer_files')
        .set({ ...stored, cog_layout: 'web', updated_at: sql`now()` })
        .where('id', '=', cog.id)
        .where('storage_key', '=', cog.storage_key)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      await bumpLayerDataVersion(trx, cog.layer_id);
      return true;
    });
  }
}
