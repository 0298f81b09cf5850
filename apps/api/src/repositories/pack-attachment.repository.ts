import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * A file attached to a feature in a pack's area, as its popup lists it (see
 * LayerFileRepository.attachmentsOfFeature): to one feature (`fid`), or to every feature
 * (`fid` null: an `__ALL__` attachment, listed once).
 */
export interface AreaAttachment {
  fid: number | null;
  id: number;
  name: string;
  size: number;
  content_type: string | null;
  storage_key: string;
}

/**
 * The attachments an offline pack holds (issue 28): the files of a layer attached to its
 * features within an area, in its organisation only.
 */
export class PackAttachmentRepository {
  constructor(private readonly db: Db) {}

  /**
   * The attachments of the layer's features whose geometry meets `area` ([west, south, east,
   * north] in degrees, as a share viewer's popups are decided): per feature those linked to its
   * fid or by the link field's value, and the `__ALL__` ones once (when any feature is there).
   * Ordered by fid, then name and id (the popup's order).
   */
  async inArea(
    organisationId: number,
    layerId: number,
    area: readonly number[],
  ): Promise<AreaAttachment[]> {
    const [w, s, e, n] = area;
    const result = await sql<AreaAttachment>`
      with l as (
        select id, attachment_field from layers
        where id = ${layerId} and organisation_id = ${organisationId}
      ), f as (
        select fid, properties from features
        where layer_id = ${layerId} and layer_id in (select id from l)
          and geom && st_transform(st_makeenvelope(${w}, ${s}, ${e}, ${n}, 4326), 3857)
      ), files as (
        select lf.* from layer_files lf
        where lf.layer_id in (select id from l) and lf.role in ('attachment', 'source')
          and (lf.attach_all or lf.fid is not null or lf.link_value is not null)
      )
      select f.fid, lf.id, lf.name, lf.size::float8 as size, lf.content_type, lf.storage_key
      from files lf
      cross join l
      join f on lf.fid = f.fid
             or (lf.link_value is not null
                 and f.properties ->> coalesce(lf.link_field, l.attachment_field) = lf.link_value)
      where not lf.attach_all
      union all
      select null, lf.id, lf.name, lf.size::float8, lf.content_type, lf.storage_key
      from files lf
      where lf.attach_all and exists (select 1 from f)
      order by 1 nulls first, 3, 2`.execute(this.db);
    return result.rows.map((r) => ({ ...r, size: Number(r.size) }));
  }
}
