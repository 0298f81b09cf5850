import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Which layers a map shows, in which order. */
export class MapLayerRepository {
  constructor(private readonly db: Db) {}

  /** Appends the layer at the end; attaching an attached layer keeps its place. */
  async attach(mapId: number, layerId: number): Promise<void> {
    await sql`
      insert into map_layers (map_id, layer_id, position)
      select ${mapId}, ${layerId}, coalesce(max(position), -1) + 1 from map_layers where map_id = ${mapId}
      on conflict (map_id, layer_id) do nothing`.execute(this.db);
    await this.touchMap(mapId);
  }

  async detach(mapId: number, layerId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('map_layers')
      .where('map_id', '=', mapId)
      .where('layer_id', '=', layerId)
      .executeTakeFirst();
    await this.touchMap(mapId);
    return Number(result.numDeletedRows) > 0;
  }

  async layerIds(mapId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('map_layers')
      .select('layer_id')
      .where('map_id', '=', mapId)
      .orderBy('position')
      .execute();
    return rows.map((r) => r.layer_id);
  }

  async mapIdsOf(layerId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('map_layers')
      .select('map_id')
      .where('layer_id', '=', layerId)
      .execute();
    return rows.map((r) => r.map_id);
  }

  /** A map's Last-Modified follows its layer list and its layers' data. */
  async touchMap(mapId: number): Promise<void> {
    await this.db
      .updateTable('maps')
      .set({ updated_at: sql`now()` })
      .where('id', '=', mapId)
      .execute();
  }

  async touchMapsOfLayer(layerId: number): Promise<void> {
    await sql`update maps set updated_at = now() where id in (select map_id from map_layers where layer_id = ${layerId})`.execute(
      this.db,
    );
  }
}
