import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Ordering, PageWindow } from '../lib/ordering.js';
import {
  MARKUP_COLUMNS,
  MARKUP_FROM,
  markupConditions,
  markupOrder,
  nameOf,
  scopedOrganisation,
  type MarkupFilters,
  type MarkupOrderField,
  type MarkupScope,
  type MarkupView,
} from './markup-query.js';
import { MarkupCategoryRepository, type CategoryRow } from './markup-category.repository.js';
import {
  addEvent,
  assignments,
  geometryProblems,
  insertMarkups,
  type MarkupValues,
  type NewEvent,
  type NewMarkup,
} from './markup-write.js';

export type { MarkupValues, NewEvent, NewMarkup } from './markup-write.js';
export type {
  MarkupScope,
  MarkupFilters,
  MarkupView,
  MarkupOrderField,
  Box,
} from './markup-query.js';

/**
 * Markups: every query keeps to one map the viewer sees (and a share viewer to the share's
 * bounds), so that no id reaches another tenant's markup. Writes record their history entry in
 * the same transaction.
 */
export class MarkupRepository {
  constructor(private readonly db: Db) {}

  async find(scope: MarkupScope, id: number): Promise<MarkupView | undefined> {
    const result = await sql<MarkupView>`select ${MARKUP_COLUMNS} from ${MARKUP_FROM}
      where m.id = ${id} and ${markupConditions(scope, {})}`.execute(this.db);
    return result.rows[0];
  }

  /**
   * A page of the markups the filters match, how many match, and how many match in each status
   * when the status filter is left out (the panel's chips).
   */
  async list(
    scope: MarkupScope,
    filters: MarkupFilters,
    order: Ordering<MarkupOrderField>,
    window: PageWindow,
  ): Promise<{ count: number; rows: MarkupView[]; statusCounts: Map<string, number> }> {
    const counts = await sql<{ status: string; n: number }>`
      select m.status, count(*)::int as n from markups m
      where ${markupConditions(scope, filters, false)} group by m.status`.execute(this.db);
    const statusCounts = new Map(counts.rows.map((r) => [r.status, r.n]));
    const wanted = filters.statuses?.length ? filters.statuses : [...statusCounts.keys()];
    const count = wanted.reduce((sum, status) => sum + (statusCounts.get(status) ?? 0), 0);
    const rows =
      count === 0
        ? []
        : (
            await sql<MarkupView>`select ${MARKUP_COLUMNS} from ${MARKUP_FROM}
              where ${markupConditions(scope, filters)}
              order by ${markupOrder(order.field, order.direction)}
              limit ${window.limit} offset ${window.offset}`.execute(this.db)
          ).rows;
    return { count, rows, statusCounts };
  }

  /** Every markup the filters match, in order (the exports). */
  async all(
    scope: MarkupScope,
    filters: MarkupFilters,
    order: Ordering<MarkupOrderField>,
  ): Promise<MarkupView[]> {
    const result = await sql<MarkupView>`select ${MARKUP_COLUMNS} from ${MARKUP_FROM}
      where ${markupConditions(scope, filters)}
      order by ${markupOrder(order.field, order.direction)}`.execute(this.db);
    return result.rows;
  }

  /**
   * The features of the map layer's GeoJSON, written by PostgreSQL as one JSON text (the layer
   * of ten thousand markups is never parsed and written again in the server), in no set order,
   * by concatenation (json_build_object and a sort took half its time): '[…]'. Seven decimals
   * of a degree (about a centimetre) are all a map draws: two fewer than the markup's own read
   * keeps, a tenth less to send.
   */
  async featuresText(scope: MarkupScope, filters: MarkupFilters): Promise<string> {
    const result = await sql<{ features: string | null }>`
      select '[' || string_agg('{"type":"Feature","id":' || m.id || ',"geometry":'
          || ST_AsGeoJSON(m.geom, 7) || ',"properties":{"title":' || to_json(m.title)
          || ',"status":' || to_json(m.status) || ',"icon":' || to_json(c.icon) || '}}', ',')
        || ']' as features
      from markups m join markup_categories c on c.id = m.category_id
      where ${markupConditions(scope, filters)}`.execute(this.db);
    return result.rows[0]?.features ?? '[]';
  }

  /**
   * Whom the map's markups may be assigned to: the active members of its organisation (none
   * when the viewer does not see the map), by their display name without regard to case or
   * accents (waymark_search_text), then id.
   */
  async assignees(scope: MarkupScope): Promise<{ id: number; name: string }[]> {
    const result = await sql<{ id: number; name: string }>`
      select p.id, p.name from (select u.id, ${nameOf('u')} as name from users u
        where u.is_active and exists (select 1 from memberships ms
          where ms.user_id = u.id and ms.organisation_id = ${scopedOrganisation(scope)})) p
      order by waymark_search_text(p.name), p.name, p.id`.execute(this.db);
    return result.rows;
  }

  /** What PostGIS finds wrong with each GeoJSON geometry (by index), or nothing. */
  geometryProblems(geometries: readonly string[]): Promise<Map<number, string>> {
    return geometryProblems(this.db, geometries);
  }

  /** Creates markups, each with its 'created' history entry, in one transaction. */
  async create(markups: readonly NewMarkup[], event: NewEvent): Promise<number[]> {
    return this.db.transaction().execute((trx) => insertMarkups(trx, markups, event));
  }

  /**
   * An import: the categories it names that the organisation lacks, then its markups, in one
   * transaction, so that a failure leaves neither. `build` makes the markups once the new
   * categories exist (it may throw: nothing is then kept).
   */
  async createWithCategories(
    organisationId: number,
    categories: readonly { name: string; icon: string }[],
    build: (created: readonly CategoryRow[]) => NewMarkup[],
    event: NewEvent,
  ): Promise<number[]> {
    return this.db.transaction().execute(async (trx) => {
      const created = await new MarkupCategoryRepository(trx).createAll(organisationId, categories);
      return insertMarkups(trx, build(created), event);
    });
  }

  /**
   * Changes a markup of the scope if it is still at `version` (checked by the UPDATE itself, so
   * that two writers of one version cannot both succeed), with its history entry; false when it
   * is not (changed meanwhile: the caller answers with its current state).
   */
  async update(
    scope: MarkupScope,
    id: number,
    version: number,
    values: MarkupValues,
    event: NewEvent,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const set = assignments(values);
      const status = values.status !== undefined ? sql`, status_changed_at = now()` : sql``;
      const updated = await sql`update markups m
        set ${sql.join(set.map((a) => sql`${a.column} = ${a.value}`))}${status},
            version = version + 1, updated_at = now()
        where m.id = ${id} and m.version = ${version}
          and ${markupConditions(scope, {})}`.execute(trx);
      if (Number(updated.numAffectedRows ?? 0) === 0) return false;
      await addEvent(trx, id, event);
      return true;
    });
  }

  /**
   * Deletes a markup of the scope; answers the storage keys of its files, to be removed (none
   * when no such markup). The row is locked first: no file is attached between the read of its
   * keys and the delete.
   */
  async delete(scope: MarkupScope, id: number): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const locked = await sql`select m.id from markups m
        where m.id = ${id} and ${markupConditions(scope, {})} for update of m`.execute(trx);
      if (locked.rows.length === 0) return [];
      const files = await trx
        .selectFrom('markup_attachments')
        .select(['storage_key', 'thumbnail_key'])
        .where('markup_id', '=', id)
        .execute();
      await trx.deleteFrom('markups').where('id', '=', id).execute();
      return files.flatMap((f) => [f.storage_key, ...(f.thumbnail_key ? [f.thumbnail_key] : [])]);
    });
  }

  /** Whether a map has any markup (the demo seed adds its own only to a map without). */
  async anyOnMap(mapId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('markups')
      .select('id')
      .where('map_id', '=', mapId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
