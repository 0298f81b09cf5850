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

  /**
   * Puts `layerIds` (some of the map's layers, in their new order) into the places they hold
   * between them, and leaves every other layer of the map where it is: the first of them
   * takes the lowest of those places, and so on. Positions are renumbered 0..n-1 in the
   * current order first, so that ties between equal positions cannot survive. Ids the map no
   * longer holds (detached meanwhile) are passed over.
   */
  async reorder(mapId: number, layerIds: readonly number[]): Promise<void> {
    await sql`
      with current as (
        select layer_id, (row_number() over (order by position, layer_id))::int - 1 as slot
        from map_layers where map_id = ${mapId}),
      wanted as (
        select u.id as layer_id, row_number() over (order by u.k) as k
        from unnest(${sql.val(layerIds)}::int[]) with ordinality as u(id, k)
        join current c on c.layer_id = u.id),
      slots as (
        select c.slot, row_number() over (order by c.slot) as k
        from current c join wanted w using (layer_id)),
      target as (
        select c.layer_id, coalesce(s.slot, c.slot) as position
        from current c left join wanted w using (layer_id) left join slots s on s.k = w.k)
      update map_layers ml set position = t.position
      from target t
      where ml.map_id = ${mapId} and ml.layer_id = t.layer_id and ml.position <> t.position`.execute(
      this.db,
    );
    await this.touchMap(mapId);
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
