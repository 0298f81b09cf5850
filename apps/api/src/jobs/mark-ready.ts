import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** A processed file: ready, with what processing found in it. */
export async function markReady(
  trx: Db,
  fileId: number,
  found: {
    attributes?: string[];
    sub_layers?: string[];
    bounds: number[] | null;
    feature_count?: number;
    fid?: number;
  },
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
    .where('id', '=', fileId)
    .execute();
}
