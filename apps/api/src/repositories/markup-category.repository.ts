import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MarkupCategoriesTable } from '../db/schema.js';
import { markupConditions, type MarkupScope } from './markup-query.js';
import { inScope, type OrganisationScope } from './scope.js';

export type CategoryRow = Selectable<MarkupCategoriesTable>;
export type CategoryView = CategoryRow & { markup_count: number };

export interface CategoryValues {
  name?: string;
  icon?: string;
  position?: number;
  archived_at?: Date | null;
}

/** How many markups use the category: all of them, or those a scope reaches. */
const countOf = (within?: MarkupScope) =>
  sql<number>`(select count(*) from markups m where m.category_id = markup_categories.id
    ${within ? sql`and ${markupConditions(within, {})}` : sql``})::int`;

/** Organisations' markup categories, each query kept to the caller's organisations. */
export class MarkupCategoryRepository {
  constructor(private readonly db: Db) {}

  /**
   * An organisation's categories in their list order, with how many markups use each (only
   * those `within` reaches when given: a share link's viewer counts none beyond their map and
   * bounds).
   */
  list(organisationId: number, within?: MarkupScope): Promise<CategoryView[]> {
    return this.db
      .selectFrom('markup_categories')
      .selectAll()
      .select(countOf(within).as('markup_count'))
      .where('organisation_id', '=', organisationId)
      .orderBy('position')
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
  }

  /** A category of an organisation within `scope`. */
  async findInScope(id: number, scope: OrganisationScope): Promise<CategoryView | undefined> {
    const row = await this.db
      .selectFrom('markup_categories')
      .selectAll()
      .select(countOf().as('markup_count'))
      .where('id', '=', id)
      .executeTakeFirst();
    return row && inScope(scope, row.organisation_id) ? row : undefined;
  }

  /** A category of this organisation (a markup's category must be its map's organisation's). */
  findOfOrganisation(organisationId: number, id: number): Promise<CategoryRow | undefined> {
    return this.db
      .selectFrom('markup_categories')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The organisation's category of each name, whatever its case. */
  async byNames(
    organisationId: number,
    names: readonly string[],
  ): Promise<Map<string, CategoryRow>> {
    if (names.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('markup_categories')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where(
        sql<string>`lower(name)`,
        'in',
        names.map((n) => n.toLowerCase()),
      )
      .execute();
    return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
  }

  create(values: {
    organisation_id: number;
    name: string;
    icon: string;
    position?: number;
  }): Promise<CategoryRow> {
    return this.db
      .insertInto('markup_categories')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Adds categories at the end of an organisation's list, in this order. */
  async createAll(
    organisationId: number,
    categories: readonly { name: string; icon: string }[],
  ): Promise<CategoryRow[]> {
    const created: CategoryRow[] = [];
    for (const { name, icon } of categories) {
      const position = await this.nextPosition(organisationId);
      created.push(await this.create({ organisation_id: organisationId, name, icon, position }));
    }
    return created;
  }

  /** The next position at the end of an organisation's list. */
  async nextPosition(organisationId: number): Promise<number> {
    const row = await this.db
      .selectFrom('markup_categories')
      .select(sql<number>`coalesce(max(position) + 1, 0)::int`.as('next'))
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    return row?.next ?? 0;
  }

  /** Numbers an organisation's categories in this order (ids of its own only). */
  async reorder(organisationId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await sql`update markup_categories c set position = u.k - 1
      from unnest(${sql.val(ids)}::int[]) with ordinality as u(id, k)
      where c.id = u.id and c.organisation_id = ${organisationId}`.execute(this.db);
  }

  /** Changes a category of this organisation. */
  async update(organisationId: number, id: number, values: CategoryValues): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .updateTable('markup_categories')
      .set(values)
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * Deletes a category of this organisation that no markup uses; false when one does (it is
   * archived instead).
   */
  async deleteUnused(organisationId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('markup_categories')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('markups').select('id').where('markups.category_id', '=', id))),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
