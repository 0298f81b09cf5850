import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { visibleTo, type Viewer } from './scope.js';

/** A ready COG of a raster layer on a map, with the source file it was made from. */
export interface MapCogRow {
  layer_id: number;
  layer_name: string;
  /** The layer's bounds ([w, s, e, n] in degrees) or null. */
  layer_bounds: number[] | null;
  /** The source file (the survey), or the COG itself when it has none. */
  file_id: number;
  file_name: string;
  storage_key: string;
}

/** The rasters a cross section may sample: which of them are DTMs is read from the COGs. */
export class DtmRepository {
  constructor(private readonly db: Db) {}

  /**
   * The ready COGs of the map's layers the viewer sees, in map order, then in upload order of
   * their sources (each uploaded survey is one COG).
   */
  async cogsOfMap(mapId: number, viewer: Viewer): Promise<MapCogRow[]> {
    const result = await sql<MapCogRow>`
      select layers.id as layer_id, layers.name as layer_name, layers.bounds as layer_bounds,
        coalesce(s.id, d.id) as file_id, coalesce(s.name, d.name) as file_name, d.storage_key
      from map_layers ml
      join layers on layers.id = ml.layer_id
      join layer_files d on d.layer_id = layers.id and d.role = 'derived'
        and d.file_type = 'cog' and d.status = 'ready'
      left join layer_files s on s.id = d.parent_id
      where ml.map_id = ${mapId} and ${visibleTo(viewer, 'layers')}
      order by ml.position, layers.id, d.parent_id, d.id`.execute(this.db);
    return result.rows;
  }
}
