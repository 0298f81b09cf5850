import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { visibleTo, type Viewer } from './scope.js';

/** A processed raster file of a layer on a map: one survey (or one tile of a survey). */
export interface SurveyFileRow {
  layer_id: number;
  layer_name: string;
  raster_kind: 'image' | 'elevation' | 'difference' | null;
  /** The layer's bounds ([w, s, e, n] in degrees) or null. */
  layer_bounds: number[] | null;
  file_id: number;
  file_name: string;
  survey_date: string | null;
  /** The COG in EPSG:3857 (tiles, points). */
  cog_key: string;
  /** The analysis COG in a projected metric system (volumes, differences); null before issue 23. */
  analysis_key: string | null;
  analysis_epsg: number | null;
}

/** The raster surveys of a map's layers, as earthworks read them. */
export class SurveyRepository {
  constructor(private readonly db: Db) {}

  /** The ready raster files of one layer of the map the viewer sees, in upload order. */
  async filesOfLayer(mapId: number, layerId: number, viewer: Viewer): Promise<SurveyFileRow[]> {
    const result = await sql<SurveyFileRow>`
      select layers.id as layer_id, layers.name as layer_name, layers.raster_kind,
        layers.bounds as layer_bounds, s.id as file_id, s.name as file_name,
        s.survey_date::text as survey_date, c.storage_key as cog_key,
        a.storage_key as analysis_key, a.epsg as analysis_epsg
      from map_layers ml
      join layers on layers.id = ml.layer_id
      join layer_files s on s.layer_id = layers.id and s.role = 'source' and s.status = 'ready'
      join layer_files c on c.parent_id = s.id and c.role = 'derived' and c.file_type = 'cog'
      left join layer_files a on a.parent_id = s.id and a.role = 'derived'
        and a.file_type = 'analysis'
      where ml.map_id = ${mapId} and layers.id = ${layerId} and ${visibleTo(viewer, 'layers')}
      order by s.id`.execute(this.db);
    return result.rows;
  }

  /** Whether the layer is on the map and the viewer sees it, whatever it holds. */
  async layerOnMap(mapId: number, layerId: number, viewer: Viewer): Promise<boolean> {
    const found = await sql<{ one: number }>`
      select 1 as one from map_layers ml join layers on layers.id = ml.layer_id
      where ml.map_id = ${mapId} and layers.id = ${layerId} and ${visibleTo(viewer, 'layers')}`.execute(
      this.db,
    );
    return found.rows.length > 0;
  }

  /**
   * A polygon feature of a layer on the map, in degrees (GeoJSON), and its area on the
   * ellipsoid; undefined when the layer or feature is none of the viewer's, or not a polygon.
   */
  async polygonFeature(
    mapId: number,
    layerId: number,
    fid: number,
    viewer: Viewer,
  ): Promise<{ geojson: string; area_m2: number; polygonal: boolean } | undefined> {
    const found = await sql<{ geojson: string; area_m2: number; polygonal: boolean }>`
      select st_asgeojson(st_transform(f.geom, 4326), 9) as geojson,
        st_area(st_transform(f.geom, 4326)::geography) as area_m2,
        st_dimension(f.geom) = 2 as polygonal
      from map_layers ml
      join layers on layers.id = ml.layer_id
      join features f on f.layer_id = layers.id and f.fid = ${fid}
      where ml.map_id = ${mapId} and layers.id = ${layerId} and ${visibleTo(viewer, 'layers')}
      limit 1`.execute(this.db);
    return found.rows[0];
  }

  /** Whether the places of two sets of source files (their bounds, in degrees) overlap. */
  async overlap(a: readonly number[], b: readonly number[]): Promise<boolean> {
    const found = await sql<{ overlap: boolean }>`
      with box as (
        select id, st_makeenvelope(bounds[1], bounds[2], bounds[3], bounds[4], 4326) as g
        from layer_files where bounds is not null)
      select exists (select 1 from box x, box y
        where x.id = any(${sql.val([...a])}::int[]) and y.id = any(${sql.val([...b])}::int[])
          and st_intersects(x.g, y.g) and st_area(st_intersection(x.g, y.g)) > 0) as overlap`.execute(
      this.db,
    );
    return found.rows[0]?.overlap ?? false;
  }

  /** A polygon's area on the ellipsoid, in m²; null when it is not a valid polygon. */
  async areaOf(geojson: string): Promise<number | null> {
    const found = await sql<{ area_m2: number | null }>`
      select case when st_isvalid(g) then st_area(g::geography) end as area_m2
      from (select st_setsrid(st_geomfromgeojson(${geojson}), 4326) as g) x`.execute(this.db);
    return found.rows[0]?.area_m2 ?? null;
  }
}
